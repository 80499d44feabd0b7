import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureCode, failureText } from '@halaqa/ui/pages';
import { useVote, type Survey } from './survey-queries';

const Form = styled.form`
  margin-block: 16px;
  fieldset { margin: 0; padding: 12px 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  legend { padding-inline: 4px; font-weight: 600; }
  label { display: flex; gap: 10px; align-items: center; min-block-size: 44px; cursor: pointer; }
  input { inline-size: 20px; block-size: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  .by { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  .error { color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  button { margin-block-start: 12px; }
`;

/**
 * The ballot: a radio group when one choice is allowed, checkboxes up to the
 * maximum otherwise (more are refused before sending, and by the server).
 */
export function VoteForm({ courseId, survey }: { courseId: number; survey: Survey }) {
  const { t } = useTranslation('mfe-lms');
  const vote = useVote(courseId, survey.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const errorId = useId();
  const maximum = survey.settings.maximumPollVotesPerUser;
  const single = maximum === 1;
  const toggle = (choiceId: number, on: boolean) => {
    setProblem(null);
    setChosen((current) => (single ? [choiceId] : on ? [...current, choiceId] : current.filter((id) => id !== choiceId)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) return setProblem(t('surveys.none'));
    if (chosen.length > maximum) return setProblem(t('surveys.tooMany', { count: maximum }));
    setProblem(null);
    vote.mutate(chosen);
  };
  const serverError = vote.isError
    ? failureCode(vote.error) === ERROR_CODES.SURVEY_TOO_MANY_CHOICES ? t('surveys.tooMany', { count: maximum }) : failureText(t, vote.error, 'mfe-lms')
    : null;
  const error = problem ?? serverError;
  return (
    <Form onSubmit={submit} noValidate data-testid="vote-form">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend id={legendId}>{single ? t('surveys.pickOne') : t('surveys.pickUpTo', { count: maximum })}</legend>
        {survey.choices.map((choice) => {
          const checked = chosen.includes(choice.id);
          return (
            <label key={choice.id}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`survey-${survey.id}`}
                value={choice.id}
                checked={checked}
                disabled={vote.isPending || (!single && !checked && chosen.length >= maximum)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              <span dir="auto">{choice.text}</span>
              {choice.addedByStudent && <span className="by">({t('surveys.byMember')})</span>}
            </label>
          );
        })}
      </fieldset>
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
      <Button type="submit" disabled={vote.isPending}>{vote.isPending ? t('surveys.voting') : t('surveys.vote')}</Button>
    </Form>
  );
}
