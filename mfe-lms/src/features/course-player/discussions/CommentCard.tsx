import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { RichText } from '@halaqa/ui/pages';
import { CommentEditForm } from './CommentEditForm';
import { CommentForm } from './CommentForm';
import { formatDateTime } from './date-time';
import { useDeleteComment, useSetLike, type Reply, type Thread } from './discussion-queries';

const Card = styled.article<{ $new: boolean }>`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme, $new }) => ($new ? theme.colors.info : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  header { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; margin-block-end: 6px; }
  .author { font-weight: 600; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  .new { padding: 0 8px; border-radius: 999px; background: ${({ theme }) => theme.colors.info}; color: #fff; font-size: 0.8rem; font-weight: 600; }
  .removed { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-style: italic; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 8px; }
  .actions button {
    min-block-size: 36px; padding: 0 12px; font: inherit; cursor: pointer; color: ${({ theme }) => theme.colors.text};
    background: transparent; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}px;
  }
  .actions button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primaryText}; color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
  .actions button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  .files { margin: 6px 0 0; padding: 0; list-style: none; }
  .files a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Replies = styled.ul`
  margin: 8px 0 0;
  padding: 0;
  padding-inline-start: 24px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

interface CommentCardProps {
  courseId: number;
  boardId: number;
  comment: Thread | Reply;
  readOnly: boolean;
  /** Threads only: replies go under a thread (a reply to a reply joins its thread). */
  onReply?: () => void;
}

/**
 * One comment: author, time, body (through the shared renderer), its files,
 * likes and, on threads, the reply button; the author edits or removes their
 * own while the board is open (editing swaps the body for the editor, and
 * the focus comes back to Edit when done).
 */
function CommentBody({ courseId, boardId, comment, readOnly, onReply }: CommentCardProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const like = useSetLike(courseId, boardId);
  const remove = useDeleteComment(courseId, boardId);
  const [editing, setEditing] = useState(false);
  const [backToEdit, setBackToEdit] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!backToEdit || editing) return;
    editButton.current?.focus();
    setBackToEdit(false);
  }, [backToEdit, editing]);
  if (comment.isDeleted) return <p className="removed">{t('discussions.deleted')}</p>;
  const name = comment.author?.name ?? '';
  const closeEditor = () => {
    setEditing(false);
    setBackToEdit(true);
  };
  return (
    <>
      <header>
        <span className="author" dir="auto">{name}</span>
        <time className="meta" dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
        {comment.editedAt && <span className="meta">({t('discussions.edited')})</span>}
        {comment.isNew && <span className="new">{t('discussions.new')}</span>}
      </header>
      {editing
        ? <CommentEditForm courseId={courseId} boardId={boardId} comment={comment} onClose={closeEditor} />
        : <RichText html={comment.body} testId="comment-body" />}
      {comment.media.length > 0 && (
        <ul className="files" aria-label={t('discussions.files.attached')} data-testid="comment-files">
          {comment.media.map((file) => <li key={file.id}><a href={file.url} download={file.fileName}>{t('discussions.attachment', { name: file.fileName })}</a></li>)}
        </ul>
      )}
      {!editing && (
        <div className="actions">
          <button
            type="button"
            aria-pressed={comment.likedByMe}
            disabled={readOnly || like.isPending}
            onClick={() => like.mutate({ commentId: comment.id, liked: !comment.likedByMe })}
            data-testid="like-button"
          >
            {t('discussions.like')} · {t('discussions.likeCount', { count: comment.likeCount })}
          </button>
          {onReply && !readOnly && (
            <button type="button" onClick={onReply} aria-label={t('discussions.replyTo', { name })}>{t('discussions.reply')}</button>
          )}
          {comment.isMine && !readOnly && (
            <button type="button" ref={editButton} onClick={() => setEditing(true)} data-testid="edit-button">{t('discussions.edit')}</button>
          )}
          {comment.isMine && !readOnly && (
            <button type="button" disabled={remove.isPending} onClick={() => { if (window.confirm(t('discussions.deleteConfirm'))) remove.mutate(comment.id); }}>
              {t('discussions.delete')}
            </button>
          )}
        </div>
      )}
    </>
  );
}

/** A thread: its first comment, its replies and, when asked, the reply form (focus returns to the Reply button on cancel). */
export function ThreadCard({ courseId, boardId, thread, readOnly }: { courseId: number; boardId: number; thread: Thread; readOnly: boolean }) {
  const { t } = useTranslation('mfe-lms');
  const [replying, setReplying] = useState(false);
  const list = useRef<HTMLLIElement>(null);
  const name = thread.author?.name ?? '';
  const back = () => {
    setReplying(false);
    list.current?.querySelector<HTMLButtonElement>('.actions button[aria-label]')?.focus();
  };
  return (
    <li ref={list} data-testid="thread">
      <Card $new={thread.isNew} aria-label={name || undefined}>
        <CommentBody courseId={courseId} boardId={boardId} comment={thread} readOnly={readOnly} onReply={() => setReplying(true)} />
      </Card>
      {(thread.replies.length > 0 || replying) && (
        <Replies aria-label={t('discussions.repliesLabel', { name })}>
          {thread.replies.map((reply) => (
            <li key={reply.id} data-testid="reply">
              <Card $new={reply.isNew}>
                <CommentBody courseId={courseId} boardId={boardId} comment={reply} readOnly={readOnly} />
              </Card>
            </li>
          ))}
          {replying && (
            <li>
              <CommentForm
                courseId={courseId} boardId={boardId} parentId={thread.id} testId="reply-form"
                label={t('discussions.replyLabel', { name })} submitText={t('discussions.sendReply')}
                onDone={back} onCancel={back}
              />
            </li>
          )}
        </Replies>
      )}
    </li>
  );
}
