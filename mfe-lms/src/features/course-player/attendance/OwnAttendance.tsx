import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { EmptyState, QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { useMyAttendance } from '../api/attendance-queries';
import { usePlayer } from '../frame/player-context';
import { formatMoment } from '../lectures/lecture-time';
import { shareText } from '../share-text';
import { AttendanceCodeForm } from './AttendanceCodeForm';

const Summary = styled.p<{ $below: boolean }>`
  margin: 0 0 8px;
  font-size: 1.1rem;
  font-weight: 700;
  color: ${({ theme, $below }) => ($below ? theme.colors.error : theme.colors.text)};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th, td { padding: 8px; text-align: start; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; }
  th { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

/** The member's own attendance, and the code form for those who record it. */
export function OwnAttendance() {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId, isLearner } = usePlayer();
  const attendance = useMyAttendance(courseId);
  return (
    <>
      {isLearner && <AttendanceCodeForm />}
      <QueryStates query={attendance} namespace="mfe-lms" loading={<SkeletonRegion label={t('player.attendance.loading')}><SkeletonText lines={5} /></SkeletonRegion>}>
        {(mine) => (
          <section aria-labelledby="attendance-records">
            <h2 id="attendance-records">{t('player.attendance.records')}</h2>
            {mine.attendancePercentage !== null && (
              <Summary $below={mine.attendancePercentage < mine.mandatoryAttendancePercentage} data-testid="attendance-summary">
                {t('player.attendance.summary', {
                  percent: shareText(mine.attendancePercentage, language),
                  attended: String(mine.attendedCount),
                  held: String(mine.heldCount),
                  mandatory: shareText(mine.mandatoryAttendancePercentage, language),
                })}
              </Summary>
            )}
            {mine.records.length === 0 ? <EmptyState>{t('player.attendance.empty')}</EmptyState> : (
              <Table>
                <thead>
                  <tr><th scope="col">{t('player.attendance.lecture')}</th><th scope="col">{t('player.attendance.when')}</th><th scope="col">{t('player.attendance.status')}</th></tr>
                </thead>
                <tbody>
                  {mine.records.map((record) => (
                    <tr key={`${record.lectureKind}-${record.lectureId}`} data-testid="attendance-record">
                      <td dir="auto">{record.title}</td>
                      <td>{formatMoment(record.startsAt, language)}</td>
                      <td>{record.attended ? t('player.attendance.present') : t('player.attendance.absent')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        )}
      </QueryStates>
    </>
  );
}
