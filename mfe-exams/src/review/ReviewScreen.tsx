import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { formatPercent, LoadingState, RichText } from '@halaqa/ui/pages';
import { useAttemptReview } from '../api/exam-queries';
import type { AttemptReview, ReviewedQuestion } from '../api/types';
import { CorrectAnswer } from '../shared/CorrectAnswer';
import { OptionText } from '../shared/option-words';
import { useExamPaths } from '../shared/exam-paths';
import { formatDateTime, formatNumber } from '../shared/format';
import { ScreenFailure } from '../shared/ScreenFailure';
import { Badge, linkStyle, Notice, Panel, ScreenHeading } from '../shared/ui';
import type { ScreenIds } from '../slots/exam-runner';
import { ResponseView } from './ResponseView';

const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .summary p { margin: 0 0 6px; }
  .question { display: flex; flex-direction: column; gap: 10px; }
  .question .head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; justify-content: space-between; }
  .question h2, .question h3 { margin: 0; font-size: 1.1rem; }
  .children { display: flex; flex-direction: column; gap: 12px; padding-inline-start: 12px; border-inline-start: 3px solid ${({ theme }) => theme.colors.border}; }
  ul, ol { margin: 4px 0 0; padding-inline-start: 20px; }
  .muted { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  a { ${linkStyle} }
  .inline-html p { display: inline; margin: 0; }
`;

/**
 * exams/review/{examAttemptId}: a finished attempt, question by question:
 * the member's answer and, only where the API returns them (the exam's
 * settings decide), right or wrong, points, the correct answer, the
 * explanations and the {{instructor}}'s review.
 */
export default function ReviewScreen({ courseId, examAttemptId }: ScreenIds) {
  const review = useAttemptReview(courseId, examAttemptId!);
  if (review.isPending) return <LoadingState />;
  if (review.isError) return <ScreenFailure courseId={courseId} error={review.error} onRetry={() => void review.refetch()} />;
  return <Review courseId={courseId} review={review.data} />;
}

function Review({ courseId, review }: { courseId: number; review: AttemptReview }) {
  const paths = useExamPaths();
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const { attempt } = review;
  const top = review.questions.filter((question) => question.parentId === null).sort((a, b) => a.page - b.page || a.position - b.position);
  const list = paths.list(courseId);
  return (
    <Layout data-testid="exam-review">
      <ScreenHeading>{t('review.title', { number: formatNumber(attempt.attemptNumber, language) })}</ScreenHeading>
      <Panel className="summary" aria-label={t('review.summary')}>
        <p>{t(`attemptStatus.${attempt.status}`)}{attempt.finishedAt && <> · {formatDateTime(attempt.finishedAt, language)}</>}</p>
        {attempt.result
          ? (
            <p data-testid="review-score">
              {t('finished.result', {
                score: formatNumber(attempt.result.score, language), total: formatNumber(attempt.result.totalScore, language),
                percent: formatPercent(attempt.result.percentage, language),
              })}
              {attempt.result.isPassed !== null && <> · <strong>{t(attempt.result.isPassed ? 'result.passed' : 'result.failed')}</strong></>}
            </p>
          )
          : <p className="muted">{t('review.scoreHidden')}</p>}
        {!review.settings.showCorrectAnswerOnReview && <p className="muted">{t('review.correctHidden')}</p>}
        {attempt.reviewNote && (
          <Notice $tone="neutral" data-testid="attempt-review-note">
            <strong>{t('review.attemptNote')}</strong> <span dir="auto">{attempt.reviewNote}</span>
          </Notice>
        )}
      </Panel>
      {top.map((question) => (
        <ReviewCard key={question.attemptQuestionId} question={question} all={review.questions} level={2} />
      ))}
      {list && <p><Link to={list}>{t('review.toList')}</Link></p>}
    </Layout>
  );
}

function ReviewCard({ question, all, level }: { question: ReviewedQuestion; all: readonly ReviewedQuestion[]; level: 2 | 3 }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const children = all.filter((child) => child.parentId === question.attemptQuestionId).sort((a, b) => a.position - b.position);
  const number = question.parentId === null ? formatNumber(question.page + 1, language)
      : `${formatNumber(question.page + 1, language)}.${formatNumber(all.filter((other) => other.parentId === question.parentId).sort((a, b) => a.position - b.position).indexOf(question) + 1, language)}`;
  const isCase = question.type === 'CASE';
  const verdict = question.isCorrect === undefined ? null
    : question.isCorrect === null ? (question.needsReview ? 'review' : null) : question.isCorrect ? 'right' : 'wrong';
  return (
    <Panel className="question" aria-labelledby={`review-${question.attemptQuestionId}`} data-testid="review-question" data-question-type={question.type}>
      <div className="head">
        <Heading id={`review-${question.attemptQuestionId}`}>{isCase ? t('question.case', { number }) : t('question.number', { number })}</Heading>
        {verdict === 'right' && <Badge $tone="success" data-testid="verdict">{t('review.right')}</Badge>}
        {verdict === 'wrong' && <Badge $tone="error" data-testid="verdict">{t('review.wrong')}</Badge>}
        {verdict === 'review' && <Badge $tone="warning" data-testid="verdict">{t('review.awaiting')}</Badge>}
      </div>
      <RichText html={question.stem} />
      {!isCase && <ResponseView question={question} response={question.response} />}
      {!isCase && question.pointsAwarded !== undefined && (
        <p className="muted" data-testid="review-points">
          {question.pointsAwarded === null
            ? t('review.pointsPending', { total: formatNumber(question.points, language) })
            : t('feedback.points', { points: formatNumber(question.pointsAwarded, language), total: formatNumber(question.points, language) })}
        </p>
      )}
      {question.correct && <CorrectAnswer question={question} correct={question.correct} />}
      {question.optionExplanations && question.optionExplanations.length > 0 && (
        <ul data-testid="option-explanations">
          {question.optionExplanations.map((item) => (
            <li key={item.index}>
              <strong><OptionText question={question} index={item.index} /></strong>{' — '}<span dir="auto">{item.explanation}</span>
            </li>
          ))}
        </ul>
      )}
      {question.explanation && <Notice $tone="info" data-testid="review-explanation"><strong>{t('review.explanation')}</strong><RichText html={question.explanation} /></Notice>}
      {question.review && (
        <Notice $tone="neutral" data-testid="instructor-review">
          <strong>{t('review.instructorNote')}</strong>
          {question.review.points !== null && <p>{t('review.reviewPoints', { points: formatNumber(question.review.points, language), total: formatNumber(question.points, language) })}</p>}
          {question.review.note && <RichText html={question.review.note} />}
          {question.review.media.length > 0 && (
            <ul>{question.review.media.map((media) => <li key={media.id}><a href={media.url} dir="auto">{media.fileName}</a></li>)}</ul>
          )}
        </Notice>
      )}
      {children.length > 0 && <div className="children">{children.map((child) => <ReviewCard key={child.attemptQuestionId} question={child} all={all} level={3} />)}</div>}
    </Panel>
  );
}
