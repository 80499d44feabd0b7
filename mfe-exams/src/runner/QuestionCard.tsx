import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { RichText } from '@halaqa/ui/pages';
import type { AnswerFeedback, AttemptQuestion, ExamResponse } from '../api/types';
import { AnswerControl } from '../controls/AnswerControl';
import { CorrectAnswer } from '../shared/CorrectAnswer';
import { formatNumber } from '../shared/format';
import { Badge, Notice } from '../shared/ui';
import { hasAnswer } from './runner-state';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-block-start: 96px;
  .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  .title { margin: 0; font-size: 1.15rem; }
  .title:focus { outline: none; }
  .title:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 4px; }
  .points { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; font-size: 0.95rem; }
  .tools { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .children { display: flex; flex-direction: column; gap: 16px; }
  .correct-answer ul, .correct-answer ol { margin: 4px 0 0; padding-inline-start: 20px; }
  .flag[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.warning}; }
`;

export interface QuestionCardProps {
  question: AttemptQuestion;
  number: string;
  response: ExamResponse | null;
  flagged: boolean;
  feedback: AnswerFeedback | undefined;
  /** Answers cannot change: time is up, the attempt is closed, or the answer was checked. */
  locked: boolean;
  /** The exam shows the correct answer on request (instant feedback). */
  canCheck: boolean;
  checking: boolean;
  offline: boolean;
  /** Why the server refused this question's last answer (a code), if it did. */
  refused: string | null;
  /** Take the focus (the first question of a page the member moved to). */
  focus: boolean;
  attempt: { courseId: number; examAttemptId: number };
  onChange(response: ExamResponse | null, typing: boolean): void;
  onFlag(flagged: boolean): void;
  onCheck(): void;
  /** A case's questions, under its passage. */
  children?: ReactNode;
  level?: 2 | 3;
}

/**
 * One question: its number and points, the stem, its answer control, a flag
 * for later, and where the exam allows it "check answer" with the feedback.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const { question, number, response, flagged, feedback, locked, canCheck, checking, offline, refused, focus, attempt, level = 2 } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const id = question.attemptQuestionId;
  const titleId = `question-${id}-title`;
  const stemId = `question-${id}-stem`;
  const isCase = question.type === 'CASE';
  const Heading = level === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <Card id={`question-${id}`} aria-labelledby={titleId} data-testid="question" data-question-type={question.type} data-page={question.page}>
      <div className="head">
        <Heading ref={heading} id={titleId} className="title" tabIndex={-1} data-testid="question-heading">
          {isCase ? t('question.case', { number }) : t('question.number', { number })}
          {!isCase && (
            <span className="points">
              {' · '}{t('question.points', { count: question.points, points: formatNumber(question.points, language) })}
              {question.isBonus && <> · {t('question.bonus')}</>}
            </span>
          )}
        </Heading>
        {!isCase && (
          <div className="tools">
            {flagged && <Badge $tone="warning" aria-hidden="true">{t('question.flaggedBadge')}</Badge>}
            <Button
              type="button" $variant="ghost" className="flag" aria-pressed={flagged} disabled={locked && !question.checked}
              onClick={() => props.onFlag(!flagged)} data-testid="flag-question"
            >
              {t('question.flag')}
            </Button>
          </div>
        )}
      </div>
      {question.type !== 'FILL_IN_BLANKS' && <div id={stemId}><RichText html={question.stem} /></div>}
      {!isCase && (
        <AnswerControl
          question={question} response={response} onChange={props.onChange} disabled={locked} feedback={feedback} attempt={attempt}
          labelledBy={question.type === 'FILL_IN_BLANKS' ? titleId : `${titleId} ${stemId}`}
        />
      )}
      {props.children && <div className="children">{props.children}</div>}
      {refused && <Notice $tone="error" role="alert"><p>{t(`save.refused.${refused}`, { defaultValue: t('save.refused.other') })}</p></Notice>}
      {canCheck && !isCase && !feedback && (
        <div className="tools">
          <Button
            type="button" $variant="secondary" onClick={props.onCheck} data-testid="check-answer"
            disabled={checking || offline || locked || !hasAnswer(response)}
          >
            {checking ? t('check.checking') : t('check.button')}
          </Button>
          <span className="points">{offline ? t('check.offline') : t('check.once')}</span>
        </div>
      )}
      <div aria-live="polite">{feedback && <Feedback question={question} feedback={feedback} />}</div>
    </Card>
  );
}

function Feedback({ question, feedback }: { question: AttemptQuestion; feedback: AnswerFeedback }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const tone = feedback.isCorrect === null ? 'info' : feedback.isCorrect ? 'success' : 'error';
  return (
    <Notice $tone={tone} data-testid="answer-feedback">
      <p>
        <strong>{feedback.isCorrect === null ? t('feedback.toReview') : feedback.isCorrect ? t('feedback.correct') : t('feedback.incorrect')}</strong>
        {feedback.pointsAwarded !== null && <> · {t('feedback.points', { points: formatNumber(feedback.pointsAwarded, language), total: formatNumber(question.points, language) })}</>}
      </p>
      {feedback.correct && !['SINGLE_CHOICE', 'TRUE_FALSE', 'MULTIPLE_CHOICE', 'MATCHING', 'ORDERING'].includes(question.type) && <CorrectAnswer question={question} correct={feedback.correct} />}
      {feedback.explanation && <RichText html={feedback.explanation} testId="feedback-explanation" />}
    </Notice>
  );
}
