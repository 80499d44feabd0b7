import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { Link } from '@halaqa/router';
import { LoadingState } from '@halaqa/ui/pages';
import { useManagedAttempt } from '../api/review-queries';
import type { ManagedAttempt } from '../api/review-types';
import { examPaths } from '../shared/exam-paths';
import { formatNumber } from '../shared/format';
import { ScreenFailure } from '../shared/ScreenFailure';
import { linkStyle, ScreenHeading } from '../shared/ui';
import type { ScreenIds } from '../slots/exam-runner';
import { AttemptDecision } from './AttemptDecision';
import { AttemptEvents } from './AttemptEvents';
import { AttemptFacts } from './AttemptFacts';
import { GradedQuestion, inShownOrder } from './GradedQuestion';

const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .back { margin: 0; }
  a { ${linkStyle} }
`;

/**
 * exams/reviews/{examAttemptId}: one attempt for the course's {{instructor}}:
 * who and when, every question with the member's answer (auto-graded ones
 * with their grade and the correct answer, essays, files and recordings
 * with a review form each), the attempt's events, and the decision.
 * 404 reads as not found, 403 as the not-allowed card.
 */
export default function GradingScreen({ courseId, examAttemptId }: ScreenIds) {
  const attempt = useManagedAttempt(courseId, examAttemptId!);
  if (attempt.isPending) return <LoadingState />;
  if (attempt.isError) return <ScreenFailure courseId={courseId} error={attempt.error} onRetry={() => void attempt.refetch()} />;
  return <Grading courseId={courseId} data={attempt.data} />;
}

function Grading({ courseId, data }: { courseId: number; data: ManagedAttempt }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const { attempt } = data;
  // The answers whose forms hold changes not saved: the decision's dialog says they will not count.
  const [unsaved, setUnsaved] = useState<ReadonlySet<number>>(() => new Set());
  const onDirty = useCallback((attemptQuestionId: number, dirty: boolean) => setUnsaved((known) => {
    if (known.has(attemptQuestionId) === dirty) return known;
    const next = new Set(known);
    if (dirty) next.add(attemptQuestionId); else next.delete(attemptQuestionId);
    return next;
  }), []);
  const reviewable = attempt.status === 'NEEDS_REVIEW' || attempt.status === 'GRADED';
  const top = data.questions.filter((question) => question.parentId === null).sort(inShownOrder);
  const queue = examPaths.reviews(courseId);
  return (
    <Layout data-testid="exam-grading">
      <ScreenHeading>{t('grading.title', { name: attempt.member.name, number: formatNumber(attempt.attemptNumber, language) })}</ScreenHeading>
      {queue && <p className="back"><Link to={queue}>{t('grading.toQueue')}</Link></p>}
      <AttemptFacts attempt={attempt} />
      {top.map((question) => (
        <GradedQuestion
          key={question.attemptQuestionId} question={question} all={data.questions} level={2} reviewable={reviewable}
          courseId={courseId} examAttemptId={attempt.id} onDirty={onDirty}
        />
      ))}
      <AttemptEvents events={data.events} detection={data.settings.isCheatDetectionEnabled} />
      <AttemptDecision courseId={courseId} attempt={attempt} unsaved={unsaved.size > 0} />
    </Layout>
  );
}
