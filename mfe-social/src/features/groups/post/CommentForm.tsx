import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { groupFailureText } from '../ui/failure';
import { plainTextToHtml } from './plain-text';

const FormFrame = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-block: 8px;
  label { font-weight: 600; }
  textarea {
    min-block-size: 4em;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius}px;
    font: inherit;
    resize: vertical;
  }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

/** The most a comment may say (docs/design/social-api.md "Groups"). */
const MAX_COMMENT_LENGTH = 5000;

/**
 * A comment, a reply or an edit, in a plain text area (each line a
 * paragraph). `send` gets the HTML; its failure is shown under the field.
 */
export function CommentForm({ label, submitText, initial = '', focusOnOpen = false, send, onCancel, testId }: {
  label: string;
  submitText: string;
  initial?: string;
  focusOnOpen?: boolean;
  send(html: string): Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();
  useEffect(() => { if (focusOnOpen) field.current?.focus(); }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const html = plainTextToHtml(text);
    if (!html) {
      setProblem(t('groups.comments.empty'));
      field.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await send(html);
      setText('');
    } catch (error) {
      setProblem(groupFailureText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormFrame onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        ref={field}
        dir="auto"
        value={text}
        maxLength={MAX_COMMENT_LENGTH}
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        data-testid={`${testId}-field`}
      />
      {problem && <p className="error" id={errorId} role="alert">{problem}</p>}
      <div className="row">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('groups.comments.sending') : submitText}</Button>
        {onCancel && <Button type="button" $variant="ghost" onClick={onCancel}>{t('form.cancel', { ns: 'common' })}</Button>}
      </div>
    </FormFrame>
  );
}
