import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { field, type ControlProps } from './control-props';
import { parseNumber } from './parse-number';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; }
  input {
    max-inline-size: 32rem;
    min-block-size: 44px;
    padding: 8px 12px;
    font: inherit;
    color: inherit;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/** Short answer: one line of text, saved when typing pauses. */
export function ShortAnswerControl({ question, response, onChange, disabled, labelledBy }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const id = useId();
  const text = field<'text', string>(response, 'text') ?? '';
  return (
    <Field>
      <label htmlFor={id}>{t('controls.yourAnswer')}</label>
      <input
        id={id} type="text" dir="auto" value={text} disabled={disabled} maxLength={2000} autoComplete="off"
        aria-describedby={labelledBy} data-testid={`short-answer-${question.attemptQuestionId}`}
        onChange={(event) => onChange(event.target.value === '' ? null : { text: event.target.value }, true)}
      />
    </Field>
  );
}

/**
 * Numeric: typed as the member writes numbers (Arabic-Indic digits, a
 * decimal comma), sent as a number; what is not a number is said at once and not saved.
 */
export function NumericControl({ question, response, onChange, disabled, labelledBy }: ControlProps) {
  const { t } = useTranslation('mfe-exams');
  const id = useId();
  const saved = field<'value', number>(response, 'value');
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const value = parseNumber(text);
  const invalid = value !== null && Number.isNaN(value);
  return (
    <Field>
      <label htmlFor={id}>{t('controls.yourNumber')}</label>
      <input
        id={id} type="text" inputMode="decimal" dir="ltr" value={text} disabled={disabled} autoComplete="off"
        aria-invalid={invalid} aria-describedby={`${labelledBy} ${id}-hint`} data-testid={`numeric-${question.attemptQuestionId}`}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseNumber(event.target.value);
          if (next === null) onChange(null, true);
          else if (!Number.isNaN(next)) onChange({ value: next }, true);
        }}
      />
      <p id={`${id}-hint`} className={invalid ? 'error' : 'hint'} aria-live="polite">
        {invalid ? t('controls.notANumber') : t('controls.numberHint')}
      </p>
    </Field>
  );
}
