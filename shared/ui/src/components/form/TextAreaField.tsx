import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useFieldIds, type FieldFrameProps } from './field-parts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-block-end: 16px;
  label { font-weight: 600; font-size: 0.95rem; }
  .optional { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
  .hint { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  .error { font-size: 0.85rem; color: ${({ theme }) => theme.colors.error}; }
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 140px;
  padding-block: 10px;
  padding-inline: 12px;
  font: inherit;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radius}px;
  resize: vertical;
  &:disabled { opacity: 0.7; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { name: string };

/**
 * A labelled multi-line field, tied to its hint and error like the kit's
 * TextField.
 */
export function TextAreaField({ label, error, hint, optional, id, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id);
  const describedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack>
      <label htmlFor={ids.controlId}>
        {label}{optional ? <> <span className="optional">({t('form.optional')})</span></> : null}
      </label>
      <Area
        {...textarea}
        id={ids.controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy}
      />
      {hint ? <div className="hint" id={ids.hintId}>{hint}</div> : null}
      {error ? <div className="error" id={ids.errorId} data-testid="field-error">{error}</div> : null}
    </Stack>
  );
}
