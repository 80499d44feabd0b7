import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, QueryStates } from '@halaqa/ui/pages';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { percentText, pointsText } from './grade-format';
import { useMyGradeItems, type MyGradeItem } from './grade-queries';
import { GradeTable } from './grade-table';
import { GradeTotalSummary } from './GradeTotalSummary';


const Wide = styled.div`
  overflow-x: auto;
`;

/** What the status column says: graded (own or group), not graded yet, and whether it counts. */
function statusOf(item: MyGradeItem, t: (key: string) => string): string {
  const parts = [item.myGrade === null ? t('grades.status.notGraded') : item.myGrade.source === 'GROUP' ? t('grades.status.groupGraded') : t('grades.status.graded')];
  if (item.bonus) parts.push(t('grades.status.bonus'));
  if (!item.isCountedTowardsFinalGrade) parts.push(t('grades.status.notCounted'));
  return parts.join(' · ');
}

/** grade-items: the course's published grade items with the member's grade on each, the running total and its letter on top. */
export function GradeItemsPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId, paths } = usePlayer();
  const items = useMyGradeItems(courseId);
  return (
    <div data-testid="course-grade-items">
      <PlayerHeading>{title ?? t('pages.courseGradeItems')}</PlayerHeading>
      <QueryStates query={items} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ data, total }) => data.length === 0 ? <EmptyState>{t('grades.empty')}</EmptyState> : (
          <>
            <GradeTotalSummary total={total} />
            <Wide>
              <GradeTable>
                <caption>{t('grades.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('grades.table.name')}</th>
                    <th scope="col">{t('grades.table.grade')}</th>
                    <th scope="col">{t('grades.table.percentage')}</th>
                    <th scope="col">{t('grades.table.weight')}</th>
                    <th scope="col">{t('grades.table.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((item) => (
                    <tr key={item.id} data-testid="grade-item">
                      <th scope="row" dir="auto"><Link to={paths.gradeItem(item.id)}>{item.name}</Link></th>
                      <td>
                        {item.myGrade === null
                          ? <span aria-label={t('grades.table.noGrade')}>—</span>
                          : t('grades.outOf', { grade: pointsText(item.myGrade.grade, language), max: pointsText(item.maxPoints, language) })}
                      </td>
                      <td>{item.myGrade === null ? <span aria-label={t('grades.table.noGrade')}>—</span> : percentText(item.myGrade.percentage, language)}</td>
                      <td>{pointsText(item.weight, language)}</td>
                      <td>{statusOf(item, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </GradeTable>
            </Wide>
          </>
        )}
      </QueryStates>
    </div>
  );
}
