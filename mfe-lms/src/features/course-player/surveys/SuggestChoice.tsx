import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { useSuggestChoice } from './survey-queries';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin-block: 8px 16px;
  .field { display: flex; flex-direction: column; gap: 4px; flex: 1 1 14em; }
  input { min-block-size: 44px; padding: 0 12px; font: inherit; color: inherit; background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder}; border-radius: ${({ theme }) => theme.radius}px; }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; }
  .error { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .ok { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.colors.success}; }
`;

/** A member's own choice, where the survey takes suggestions. */
export function SuggestChoice({ courseId, surveyId }: { courseId: number; surveyId: number }) {
  const { t } = useTranslation('mfe-lms');
  const suggest = useSuggestChoice(courseId, surveyId);
  const [text, setText] = useState('');
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    suggest.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Form onSubmit={submit} aria-label={t('surveys.suggest')} data-testid="suggest-form">
      <div className="field">
        <label htmlFor={fieldId}>{t('surveys.suggestLabel')}</label>
        <input id={fieldId} dir="auto" value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
      </div>
      <Button type="submit" $variant="ghost" disabled={suggest.isPending || !text.trim()}>{t('surveys.suggestSend')}</Button>
      {suggest.isError && <p className="error" role="alert">{failureText(t, suggest.error, 'mfe-lms')}</p>}
      {suggest.isSuccess && <p className="ok" role="status">{t('surveys.suggested')}</p>}
    </Form>
  );
}
