import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { EmptyState, Pagination, QueryStates, SkeletonRegion, SkeletonText, pageCountOf } from '@halaqa/ui/pages';
import { REPORT_TAKE, useAttendanceReport } from '../../api/attendance-report-query';
import { usePlayer } from '../../frame/player-context';
import { shareText } from '../../share-text';
import { ReportRow } from './ReportRow';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th, td { padding: 8px; text-align: start; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; }
  th { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  td.number { font-variant-numeric: tabular-nums; }
  .below { color: ${({ theme }) => theme.colors.error}; font-weight: 700; }
`;

const Required = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The course's attendance for its instructors: each enrolled student's attended and held lectures against the mandatory share. */
export function AttendanceReport() {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { course, courseId } = usePlayer();
  const [page, setPage] = useState(1);
  const report = useAttendanceReport(courseId, page);
  const mandatory = course.mandatoryAttendancePercentage;
  return (
    <section aria-labelledby="attendance-report" data-testid="attendance-report">
      <h2 id="attendance-report">{t('player.attendance.report.title')}</h2>
      <Required data-testid="attendance-required">{t('player.attendance.report.required', { mandatory: shareText(mandatory, language) })}</Required>
      <QueryStates query={report} namespace="mfe-lms" loading={<SkeletonRegion label={t('player.attendance.report.loading')}><SkeletonText lines={6} /></SkeletonRegion>}>
        {({ count, data }) => (data.length === 0 ? <EmptyState>{t('player.attendance.report.empty')}</EmptyState> : (
          <>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('player.attendance.report.student')}</th>
                  <th scope="col">{t('player.attendance.report.attended')}</th>
                  <th scope="col">{t('player.attendance.report.percentage')}</th>
                  <th scope="col">{t('player.attendance.report.standing')}</th>
                </tr>
              </thead>
              <tbody>{data.map((row) => <ReportRow key={row.userId} row={row} mandatory={mandatory} />)}</tbody>
            </Table>
            <Pagination page={page} pageCount={pageCountOf(count, REPORT_TAKE)} onPageChange={setPage} label={t('player.attendance.report.pages')} />
          </>
        ))}
      </QueryStates>
    </section>
  );
}
