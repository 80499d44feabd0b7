import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@halaqa/i18n';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: ReactNode;
  /** The message to show under the field; its presence marks the control invalid. */
  error?: string | null | false;
  hint?: ReactNode;
  /** Marks the label "(optional)"; required is the default of our forms. */
  optional?: boolean;
}

/** Ids that tie a control to its label, hint and error (aria-describedby). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** aria-describedby for a control: the hint, then the error when there is one. */
export function describedBy(ids: { hintId: string; errorId: string }, hint: unknown, error: unknown): string | undefined {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-block-end: 16px;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const OptionalMark = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

export function LabelText({ label, optional }: Pick<FieldFrameProps, 'label' | 'optional'>) {
  const { t } = useTranslation('common');
  return <>{label}{optional && ' '}{optional && <OptionalMark>({t('form.optional')})</OptionalMark>}</>;
}

export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 42px;
  padding-block: 8px;
  padding-inline: 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  &:disabled { opacity: 0.7; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

export const Hint = styled.div`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.div`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.error};
`;

/** What a single control needs to be tied to its label, hint and error. */
export function controlProps(ids: { controlId: string; hintId: string; errorId: string }, { error, hint, optional }: Omit<FieldFrameProps, 'label'>) {
  return {
    id: ids.controlId,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy(ids, hint, error),
  } as const;
}

/** A labelled control with its hint and error lines: the frame of every single-control field. */
export function FieldFrame({ ids, label, error, hint, optional, children }: FieldFrameProps & {
  ids: { controlId: string; hintId: string; errorId: string };
  children: ReactNode;
}) {
  return (
    <FieldStack>
      <Label htmlFor={ids.controlId}><LabelText label={label} optional={optional} /></Label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldStack>
  );
}

/** Hint and error lines under a control, with the ids the control points at. */
function FieldMessages({ ids, hint, error }: { ids: { hintId: string; errorId: string }; hint?: ReactNode; error?: string | null | false }) {
  return (
    <>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={ids.errorId} data-testid="field-error">{error}</ErrorText> : null}
    </>
  );
}
