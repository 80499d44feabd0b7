import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { QueryStates, RichText } from '@halaqa/ui/pages';
import { routeIdOf } from '../../../route-id';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerListLoading } from '../frame/player-list';
import { formatMoment } from '../lectures/lecture-time';
import type { PlayerChildProps } from '../player-child';
import { percentText, pointsText } from './grade-format';
import { useMyGradeItem, type GradeDetail } from './grade-queries';
import { GradeTotalSummary } from './GradeTotalSummary';
import { RubricTable } from './RubricTable';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 20px;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Section = styled.section`
  margin: 0 0 24px;
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
  ul { margin: 0; padding-inline-start: 20px; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Description = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

function GradeFacts({ detail }: { detail: GradeDetail }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { item, grade } = detail;
  return (
    <Facts data-testid="grade-facts">
      <dt>{t('grades.table.grade')}</dt>
      <dd data-testid="grade-value">
        {grade === null ? t('grades.status.notGraded') : t('grades.outOf', { grade: pointsText(grade.grade, language), max: pointsText(item.maxPoints, language) })}
      </dd>
      {grade !== null && (
        <>
          <dt>{t('grades.table.percentage')}</dt>
          <dd>{percentText(grade.percentage, language)}</dd>
          <dt>{t('grades.gradedAt')}</dt>
          <dd>{formatMoment(grade.gradedAt, language)}</dd>
          {grade.source === 'GROUP' && (<><dt>{t('grades.table.status')}</dt><dd>{t('grades.status.groupGraded')}</dd></>)}
        </>
      )}
      <dt>{t('grades.table.weight')}</dt>
      <dd>{pointsText(item.weight, language)}</dd>
    </Facts>
  );
}

/** grade-items/{id}: the member's grade on one item, the grader's comment and files, the rubric with their ratings, the running total. */
export function GradeItemPage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const gradeItemId = routeIdOf(params.gradeItemId) ?? 0;
  const detail = useMyGradeItem(courseId, gradeItemId);
  return (
    <article data-testid="course-grade-item">
      <QueryStates query={detail} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(data) => (
          <>
            <PlayerHeading>{data.item.name}</PlayerHeading>
            {data.item.description && <Description dir="auto">{data.item.description}</Description>}
            <GradeFacts detail={data} />
            {data.grade?.comment && (
              <Section aria-labelledby="grade-comment">
                <h2 id="grade-comment">{t('grades.comment')}</h2>
                <RichText html={data.grade.comment} testId="grade-comment-text" />
              </Section>
            )}
            {data.grade !== null && data.grade.media.length > 0 && (
              <Section aria-labelledby="grade-files">
                <h2 id="grade-files">{t('grades.files')}</h2>
                <ul>
                  {data.grade.media.map((file) => (
                    <li key={file.id}><a href={file.url} download={file.fileName} dir="auto">{file.fileName}</a></li>
                  ))}
                </ul>
              </Section>
            )}
            {data.rubric && (
              <Section aria-labelledby="grade-rubric">
                <h2 id="grade-rubric">{t('grades.rubric.heading')}</h2>
                <RubricTable rubric={data.rubric} maxPoints={data.item.maxPoints} />
              </Section>
            )}
            <GradeTotalSummary total={data.total} />
          </>
        )}
      </QueryStates>
      <p><Link to={paths.gradeItems()}>{t('grades.all')}</Link></p>
    </article>
  );
}
