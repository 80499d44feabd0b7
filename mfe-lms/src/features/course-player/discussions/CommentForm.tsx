import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { useCreateComment } from './discussion-queries';
import { LazyEditor } from './LazyEditor';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block: 8px 16px;
  .row { display: flex; gap: 8px; flex-wrap: wrap; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

interface CommentFormProps {
  courseId: number;
  boardId: number;
  label: string;
  submitText: string;
  /** A reply: the thread it goes under. */
  parentId?: number;
  onDone?: () => void;
  onCancel?: () => void;
  testId: string;
}

/** A new thread or a reply, written in the shared editor; the server sanitizes what it receives. */
export function CommentForm({ courseId, boardId, label, submitText, parentId, onDone, onCancel, testId }: CommentFormProps) {
  const { t } = useTranslation('mfe-lms');
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const create = useCreateComment(courseId, boardId);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    create.mutate({ body, ...(parentId ? { parentId } : {}) }, {
      onSuccess: () => {
        setBody('');
        onDone?.();
      },
    });
  };
  const error = empty ? t('discussions.emptyBody') : create.isError ? failureText(t, create.error, 'mfe-lms') : null;
  return (
    <Form onSubmit={submit} noValidate data-testid={testId}>
      <LazyEditor label={label} value={body} onChange={setBody} disabled={create.isPending} describedBy={error ? errorId : undefined} testId={`${testId}-editor`} />
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
      {create.isSuccess && !parentId && <p role="status" className="ok">{t('discussions.posted')}</p>}
      <div className="row">
        <Button type="submit" disabled={create.isPending}>{create.isPending ? t('discussions.posting') : submitText}</Button>
        {onCancel && <Button type="button" $variant="ghost" onClick={onCancel}>{t('discussions.cancel')}</Button>}
      </div>
    </Form>
  );
}
