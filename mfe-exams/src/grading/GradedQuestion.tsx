import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { RichText } from '@halaqa/ui/pages';
import type { ManagedQuestion } from '../api/review-types';
import { ResponseView } from '../review/ResponseView';
import { CorrectAnswer } from '../shared/CorrectAnswer';
import { formatNumber } from '../shared/format';
import { Badge, Notice, Panel } from '../shared/ui';
import { AnswerFiles } from './AnswerFiles';
import { AnswerReviewForm } from './AnswerReviewForm';
import { isManual, shownQuestion } from './shown-question';

const Card = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  .head h2, .head h3 { margin: 0; font-size: 1.1rem; }
  .badges { display: flex; flex-wrap: wrap; gap: 6px; }
  .points { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .children { display: flex; flex-direction: column; gap: 12px; padding-inline-start: 12px; border-inline-start: 3px solid ${({ theme }) => theme.colors.border}; }
  ul, ol { margin: 4px 0 0; padding-inline-start: 20px; }
  .inline-html p { display: inline; margin: 0; }
`;

export interface GradedQuestionProps {
  question: ManagedQuestion;
  all: readonly ManagedQuestion[];
  level: 2 | 3;
  /** The attempt takes reviews (finished, not cancelled). */
  reviewable: boolean;
  courseId: number;
  examAttemptId: number;
  onDirty(attemptQuestionId: number, dirty: boolean): void;
}

/** Questions in the order the member saw them: pages, then positions (a case's questions under it). */
export const inShownOrder = (a: ManagedQuestion, b: ManagedQuestion) => a.page - b.page || a.position - b.position;

/** "3", or "3.2" for a case's second question: the numbers the member's review uses. */
function numberOf(question: ManagedQuestion, all: readonly ManagedQuestion[], language: Language) {
  const page = formatNumber(question.page + 1, language);
  if (question.parentId === null) return page;
  const siblings = all.filter((other) => other.parentId === question.parentId).sort(inShownOrder);
  return `${page}.${formatNumber(siblings.indexOf(question) + 1, language)}`;
}

/**
 * One question of the attempt for the {{instructor}}: the stem, the
 * member's answer in the question's words (the member's review's own
 * views), files and recordings; for auto-graded types the grade, right or
 * wrong and the correct answer; for essays, files and recordings the review form.
 */
export function GradedQuestion({ question, all, level, reviewable, courseId, examAttemptId, onDirty }: GradedQuestionProps) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const number = numberOf(question, all, language);
  const isCase = question.type === 'CASE';
  const children = all.filter((child) => child.parentId === question.attemptQuestionId).sort(inShownOrder);
  const shown = shownQuestion(question);
  const manual = isManual(question.type);
  const answered = shown.response !== null;
  const correct = manual || isCase ? null : question.correct;
  const total = formatNumber(question.points, language);
  const awarded = question.review?.points ?? question.pointsAwarded;
  const titleId = `graded-${question.attemptQuestionId}`;

  return (
    <Card aria-labelledby={titleId} data-testid="graded-question" data-question-type={question.type}>
      <div className="head">
        <Heading id={titleId}>{isCase ? t('question.case', { number }) : t('question.number', { number })}</Heading>
        {!isCase && (
          <div className="badges">
            {manual && !answered && <Badge data-testid="verdict">{t('grading.unanswered')}</Badge>}
            {manual && answered && (question.review
              ? <Badge $tone="success" data-testid="verdict">{t('grading.reviewed')}</Badge>
              : <Badge $tone="warning" data-testid="verdict">{t('grading.awaiting')}</Badge>)}
            {!manual && question.isCorrect === true && <Badge $tone="success" data-testid="verdict">{t('review.right')}</Badge>}
            {!manual && question.isCorrect === false && <Badge $tone="error" data-testid="verdict">{t('review.wrong')}</Badge>}
            {question.isBonus && <Badge>{t('question.bonus')}</Badge>}
          </div>
        )}
      </div>
      <RichText html={question.stem} />
      {!isCase && <ResponseView question={shown} response={shown.response} label={t('grading.answer')} />}
      {!isCase && <AnswerFiles files={question.responseMedia} questionId={question.attemptQuestionId} />}
      {!isCase && (
        <p className="points" data-testid="graded-points">
          {awarded === null ? t('grading.toReview', { total }) : t('grading.points', { points: formatNumber(awarded, language), total })}
        </p>
      )}
      {correct && <CorrectAnswer question={shown} correct={correct} />}
      {!isCase && question.explanation && (
        <Notice $tone="info" data-testid="graded-explanation"><strong>{t('grading.explanation')}</strong><RichText html={question.explanation} /></Notice>
      )}
      {manual && reviewable && (answered || question.review) && (
        <AnswerReviewForm question={question} number={number} courseId={courseId} examAttemptId={examAttemptId} onDirty={onDirty} />
      )}
      {children.length > 0 && (
        <div className="children">
          {children.map((child) => (
            <GradedQuestion
              key={child.attemptQuestionId} question={child} all={all} level={3} reviewable={reviewable}
              courseId={courseId} examAttemptId={examAttemptId} onDirty={onDirty}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
