import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { useAnswerQuestion } from '../../api/content-mutations';
import type { PlayerSubsection } from '../../api/types';
import { usePlayer } from '../../frame/player-context';

type Question = NonNullable<PlayerSubsection['questionnaire']>[number];

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.form`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  .question { margin: 0 0 12px; font-weight: 700; }
  label { display: flex; align-items: center; gap: 10px; min-block-size: 44px; padding-inline: 8px; border-radius: ${({ theme }) => theme.radius}px; cursor: pointer; }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  label.correct { background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 15%, transparent); }
  label.wrong { background: ${({ theme }) => theme.colors.errorSurface}; }
  input { inline-size: 20px; block-size: 20px; margin: 0; }
  .feedback { margin-block-start: 12px; padding: 12px; border-radius: ${({ theme }) => theme.radius}px; background: ${({ theme }) => theme.colors.background}; }
  .feedback strong.right { color: ${({ theme }) => theme.colors.success}; }
  .feedback strong.wrong { color: ${({ theme }) => theme.colors.error}; }
  .feedback p { margin: 6px 0 0; }
  .actions { margin-block-start: 12px; }
`;

/** Check-your-understanding questions: each answered in place, with its feedback (not graded). */
export function Questionnaire({ subsection }: { subsection: PlayerSubsection }) {
  return (
    <List data-testid="questionnaire">
      {(subsection.questionnaire ?? []).map((question, index) => (
        <li key={question.id}><QuestionCard subsection={subsection} question={question} index={index} /></li>
      ))}
    </List>
  );
}

function QuestionCard({ subsection, question, index }: { subsection: PlayerSubsection; question: Question; index: number }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const { courseId, studentView } = usePlayer();
  const answer = useAnswerQuestion(courseId, subsection, studentView);
  const [chosen, setChosen] = useState<number | null>(question.feedback?.answerId ?? null);
  const questionId = useId();
  const feedback = question.feedback;
  const number = numberFormat(i18n.language).format(index + 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) answer.mutate({ questionId: question.id, answerId: chosen });
  };
  const correctText = feedback ? question.answers.find((option) => option.id === feedback.correctAnswerId)?.text : undefined;

  return (
    <Card onSubmit={submit} data-testid={`question-${question.id}`}>
      <p className="question" id={questionId} dir="auto">{t('player.questionnaire.question', { number })} {question.text}</p>
      <div role="radiogroup" aria-labelledby={questionId}>
        {question.answers.map((option) => {
          const mark = feedback && option.id === feedback.correctAnswerId ? 'correct' : feedback && option.id === feedback.answerId ? 'wrong' : undefined;
          return (
            <label key={option.id} className={mark}>
              <input
                type="radio"
                name={`question-${question.id}`}
                value={option.id}
                checked={chosen === option.id}
                disabled={feedback !== null}
                onChange={() => setChosen(option.id)}
              />
              <span dir="auto">{option.text}</span>
            </label>
          );
        })}
      </div>
      {feedback ? (
        <div className="feedback" role="status" data-testid="feedback">
          {feedback.isCorrect
            ? <strong className="right">{t('player.questionnaire.correct')}</strong>
            : <strong className="wrong">{t('player.questionnaire.incorrect')}</strong>}
          {!feedback.isCorrect && correctText && <p dir="auto">{t('player.questionnaire.correctAnswer', { answer: correctText })}</p>}
          {feedback.explanation && <p dir="auto">{feedback.explanation}</p>}
        </div>
      ) : (
        <div className="actions">
          <Button type="submit" disabled={chosen === null || answer.isPending}>{t('player.questionnaire.check')}</Button>
          {answer.isError && <p role="alert">{t('player.questionnaire.failed')}</p>}
        </div>
      )}
    </Card>
  );
}
