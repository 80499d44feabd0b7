import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { FormFrame } from './CommentForm';
import { useUpdateComment, type Reply } from './discussion-queries';
import { LazyEditor } from './LazyEditor';

interface CommentEditFormProps {
  courseId: number;
  boardId: number;
  comment: Reply;
  /** Saved or given up: the card shows the comment again and puts the focus back on its Edit button. */
  onClose: () => void;
}

/** The author's own comment, its text changed in the shared editor (PATCH; the server sanitizes it again). Its files stay. */
export function CommentEditForm({ courseId, boardId, comment, onClose }: CommentEditFormProps) {
  const { t } = useTranslation('mfe-lms');
  const [body, setBody] = useState(comment.body);
  const [empty, setEmpty] = useState(false);
  const update = useUpdateComment(courseId, boardId);
  const errorId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    // As the server judges it: some text, or a picture.
    if (!body.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(body)) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    update.mutate({ commentId: comment.id, body }, { onSuccess: onClose });
  };
  const error = empty ? t('discussions.emptyBody') : update.isError ? failureText(t, update.error, 'mfe-lms') : null;
  return (
    <FormFrame onSubmit={save} noValidate data-testid="edit-form">
      <LazyEditor
        label={t('discussions.editLabel')} value={body} onChange={setBody} disabled={update.isPending}
        describedBy={error ? errorId : undefined} testId="edit-form-editor"
      />
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
      <div className="row">
        <Button type="submit" disabled={update.isPending}>{update.isPending ? t('discussions.saving') : t('discussions.save')}</Button>
        <Button type="button" $variant="ghost" onClick={onClose}>{t('discussions.cancel')}</Button>
      </div>
    </FormFrame>
  );
}
