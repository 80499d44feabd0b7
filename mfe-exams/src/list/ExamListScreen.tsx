import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { LANDING_NAMESPACES } from '../i18n/exam-texts';
import { Link } from '@halaqa/router';
import { EmptyState, formatPercent, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { useExamList } from '../api/exam-queries';
import type { ExamListItem } from '../api/types';
import { useExamPaths } from '../shared/exam-paths';
import { formatDateTime } from '../shared/format';
import { ReviewQueueLink } from '../shared/ReviewQueueLink';
import { ScreenFailure } from '../shared/ScreenFailure';
import { Badge, linkStyle, ScreenHeading, type Tone } from '../shared/ui';
import type { ScreenIds } from '../slots/exam-runner';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  h2 { margin: 0; font-size: 1.1rem; }
  a { ${linkStyle} }
  .section { margin: 0 0 4px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  dl { display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 8px 0 0; color: ${({ theme }) => theme.colors.muted}; }
  dl div { display: flex; gap: 6px; }
  dt::after { content: ':'; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

const STATUS_TONE: Record<ExamListItem['status'], Tone> = { NOT_STARTED: 'neutral', IN_PROGRESS: 'info', NEEDS_REVIEW: 'warning', GRADED: 'success' };

/** exams: the course's exams in outline order, each with the member's status and, where the settings show it, the result. */
export default function ExamListScreen({ courseId, teaching }: ScreenIds) {
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const exams = useExamList(courseId);
  return (
    <section data-testid="exam-list">
      <ScreenHeading>{t('list.title')}</ScreenHeading>
      <ReviewQueueLink courseId={courseId} teaching={teaching} spaced />
      {exams.isPending && <SkeletonRegion label={t('loading', { ns: 'common' })}><SkeletonText lines={6} /></SkeletonRegion>}
      {exams.isError && <ScreenFailure courseId={courseId} error={exams.error} onRetry={() => void exams.refetch()} />}
      {exams.data && (exams.data.data.length === 0
        ? <EmptyState>{t('list.empty')}</EmptyState>
        : <List>{exams.data.data.map((exam) => <ExamRow key={exam.subsectionExamId} courseId={courseId} exam={exam} />)}</List>)}
    </section>
  );
}

function ExamRow({ courseId, exam }: { courseId: number; exam: ExamListItem }) {
  const paths = useExamPaths();
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const landing = paths.landing(courseId, exam.subsectionExamId);
  return (
    <li data-testid="exam-row">
      {exam.sectionName && <p className="section" dir="auto">{exam.sectionName}</p>}
      <div className="top">
        <h2 dir="auto">{landing ? <Link to={landing}>{exam.title}</Link> : exam.title}</h2>
        <Badge $tone={STATUS_TONE[exam.status]} data-testid="exam-status">{t(`status.${exam.status}`)}</Badge>
      </div>
      <dl>
        <div><dt>{t('list.questions')}</dt><dd>{exam.questionCount}</dd></div>
        <div><dt>{t('list.timeLimit')}</dt><dd>{exam.timeLimitInMinutes ? t('minutes', { count: exam.timeLimitInMinutes }) : t('list.untimed')}</dd></div>
        <div>
          <dt>{t('list.attempts')}</dt>
          <dd>{exam.maxAttempts === null ? t('list.attemptsUnlimited', { used: exam.attemptsUsed }) : t('list.attemptsOf', { used: exam.attemptsUsed, max: exam.maxAttempts })}</dd>
        </div>
        {exam.availableTo && <div><dt>{t('list.closes')}</dt><dd>{formatDateTime(exam.availableTo, language)}</dd></div>}
        {exam.result && (
          <div data-testid="exam-result">
            <dt>{t('list.result')}</dt>
            <dd>
              {formatPercent(exam.result.percentage, language)}
              {exam.result.isPassed !== null && <> · {t(exam.result.isPassed ? 'result.passed' : 'result.failed')}</>}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
