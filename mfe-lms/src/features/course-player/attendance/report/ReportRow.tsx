import { useTranslation, usePageLanguage, numberFormat } from '@halaqa/i18n';
import type { AttendanceReportRow } from '../../api/types';
import { shareText } from '../../share-text';

/**
 * One student of the report. Below the mandatory share is said in words
 * (the colour only repeats it); with no lecture held yet there is no share.
 * The report's percentage is 0..100, the course's mandatory share 0..1.
 */
export function ReportRow({ row, mandatory }: { row: AttendanceReportRow; mandatory: number }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const share = row.percentage === null ? null : row.percentage / 100;
  const below = share !== null && share < mandatory;
  const number = numberFormat(language);
  return (
    <tr data-testid="attendance-report-row">
      <td dir="auto">{row.name}</td>
      <td className="number">{t('player.attendance.report.attendedOf', { attended: number.format(row.attendedCount), held: number.format(row.heldCount) })}</td>
      <td className="number">{share === null ? '—' : shareText(share, language)}</td>
      <td className={below ? 'below' : undefined}>
        {t(share === null ? 'player.attendance.report.noneHeld' : below ? 'player.attendance.report.below' : 'player.attendance.report.meets')}
      </td>
    </tr>
  );
}
