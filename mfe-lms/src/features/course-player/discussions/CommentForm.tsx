import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { CommentFiles } from './CommentFiles';
import { useCreateComment } from './discussion-queries';
import { LazyEditor } from './LazyEditor';
import { uploadCommentFile } from './upload-file';

export const FormFrame = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block: 8px 16px;
  .row { display: flex; gap: 8px; flex-wrap: wrap; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .status { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
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

/**
 * A new thread or a reply, written in the shared editor (the server
 * sanitizes what it receives), with up to five files: each is uploaded
 * through the board when the comment is sent, then named in its mediaIds.
 * A file already uploaded is not sent again when posting is retried.
 */
export function CommentForm({ courseId, boardId, label, submitText, parentId, onDone, onCancel, testId }: CommentFormProps) {
  const { t } = useTranslation('mfe-lms');
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploaded = useRef(new Map<File, number>());
  const create = useCreateComment(courseId, boardId);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setProblem(null);
    try {
      const mediaIds: number[] = [];
      for (const file of files) {
        let id = uploaded.current.get(file);
        if (id === undefined) {
          setUploading(file.name);
          id = (await uploadCommentFile(courseId, boardId, file)).id;
          uploaded.current.set(file, id);
        }
        mediaIds.push(id);
      }
      setUploading(null);
      await create.mutateAsync({ body, ...(parentId ? { parentId } : {}), ...(mediaIds.length ? { mediaIds } : {}) });
      setBody('');
      setFiles([]);
      uploaded.current.clear();
      onDone?.();
    } catch (error) {
      setUploading(null);
      setProblem(failureText(t, error, 'mfe-lms'));
    }
  };
  const busy = create.isPending || uploading !== null;
  const error = empty ? t('discussions.emptyBody') : problem ?? refused;
  return (
    <FormFrame onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <LazyEditor label={label} value={body} onChange={setBody} disabled={busy} describedBy={error ? errorId : undefined} testId={`${testId}-editor`} />
      <CommentFiles files={files} onChange={setFiles} onRefused={setRefused} disabled={busy} testId={testId} />
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
      {uploading && <p className="status" role="status">{t('discussions.files.uploading', { name: uploading })}</p>}
      {create.isSuccess && !parentId && !busy && <p role="status" className="ok">{t('discussions.posted')}</p>}
      <div className="row">
        <Button type="submit" disabled={busy}>{busy ? t('discussions.posting') : submitText}</Button>
        {onCancel && <Button type="button" $variant="ghost" onClick={onCancel}>{t('discussions.cancel')}</Button>}
      </div>
    </FormFrame>
  );
}
