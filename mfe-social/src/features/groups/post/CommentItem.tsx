import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { RichText, VisuallyHidden } from '@halaqa/ui/pages';
import { useCreateComment, useDeleteComment, useEditComment, useLikeComment } from '../../../api/groups-post-queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { groupFailureText } from '../ui/failure';
import { formatCount, formatDateTime } from '../ui/format';
import type { CommentNode } from './comment-tree';
import { CommentForm } from './CommentForm';
import { htmlToPlainText } from './plain-text';

/** Replies are indented by level, up to this depth (deeper ones line up with the last level on a narrow screen). */
const MAX_INDENT = 4;

const Item = styled.article`
  padding-block: 10px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  &:focus:not(:focus-visible) { outline: none; }
  header { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
  time, .edited { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 6px; }
  .actions button { min-block-size: 36px; padding-inline: 10px; }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primaryText}; color: ${({ theme }) => theme.colors.primaryText}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

export const Replies = styled.ol<{ $indent: boolean }>`
  margin: 0;
  padding: 0;
  padding-inline-start: ${({ $indent }) => ($indent ? '24px' : '0')};
  border-inline-start: ${({ theme, $indent }) => ($indent ? `2px solid ${theme.colors.border}` : 'none')};
  list-style: none;
`;

export interface ThreadProps {
  node: CommentNode;
  depth: number;
  postId: number;
  canReply: boolean;
  /** A comment was added or deleted: the thread moves the focus. */
  onAdded(commentId: number): void;
  onDeleted(): void;
}

/** One comment with its replies: like, reply, and for its author edit and delete. */
export function CommentItem({ node, depth, postId, canReply, onAdded, onDeleted }: ThreadProps) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const language = usePageLanguage();
  const { comment, replies } = node;
  const authorId = useId();
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const like = useLikeComment(postId);
  const edit = useEditComment(postId);
  const reply = useCreateComment(postId);
  const remove = useDeleteComment(postId);
  const name = comment.author.name;
  const back = (button: typeof editButton) => requestAnimationFrame(() => button.current?.focus());

  const toggleLike = () => {
    setProblem(null);
    like.mutate({ commentId: comment.id, on: !comment.likedByMe }, { onError: (error) => setProblem(groupFailureText(t, error)) });
  };
  const doDelete = async () => {
    try {
      await remove.mutateAsync(comment.id);
      setConfirmDelete(false);
      bus.emit('toast', { type: 'success', message: t('groups.comments.deleted') });
      onDeleted();
    } catch (error) {
      setConfirmDelete(false);
      setProblem(groupFailureText(t, error));
    }
  };

  return (
    <li>
      <Item aria-labelledby={authorId} tabIndex={-1} data-testid="comment" data-comment-id={comment.id}>
        <header>
          <strong id={authorId} dir="auto">{t('groups.comments.by', { name })}</strong>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
          {comment.updatedAt && <span className="edited">{t('groups.post.edited')}</span>}
        </header>
        {mode === 'edit' ? (
          <CommentForm
            label={t('groups.comments.editLabel')}
            submitText={t('form.save', { ns: 'common' })}
            initial={htmlToPlainText(comment.content)}
            focusOnOpen
            testId="comment-edit-form"
            send={async (content) => {
              await edit.mutateAsync({ commentId: comment.id, content });
              setMode('read');
              back(editButton);
            }}
            onCancel={() => { setMode('read'); back(editButton); }}
          />
        ) : <RichText html={comment.content} testId="comment-content" />}
        <div className="actions">
          <Button type="button" $variant="ghost" aria-pressed={comment.likedByMe} onClick={toggleLike} data-testid="like-comment">
            {t('groups.post.like')}
            <span aria-hidden="true">{formatCount(comment.likeCount, language)}</span>
            <VisuallyHidden>{` (${t('groups.post.likeCount', { count: comment.likeCount, formatted: formatCount(comment.likeCount, language) })})`}</VisuallyHidden>
          </Button>
          {canReply && mode !== 'reply' && (
            <Button ref={replyButton} type="button" $variant="ghost" onClick={() => setMode('reply')}>{t('groups.comments.reply')}</Button>
          )}
          {comment.canEdit && mode !== 'edit' && (
            <Button ref={editButton} type="button" $variant="ghost" onClick={() => setMode('edit')}>{t('groups.comments.edit')}</Button>
          )}
          {comment.canDelete && <Button type="button" $variant="ghost" onClick={() => setConfirmDelete(true)}>{t('groups.comments.delete')}</Button>}
        </div>
        {problem && <p className="error" role="alert">{problem}</p>}
        {mode === 'reply' && (
          <CommentForm
            label={t('groups.comments.replyTo', { name })}
            submitText={t('groups.comments.sendReply')}
            focusOnOpen
            testId="reply-form"
            send={async (content) => {
              const added = await reply.mutateAsync({ content, parentId: comment.id });
              setMode('read');
              onAdded(added.id);
            }}
            onCancel={() => { setMode('read'); back(replyButton); }}
          />
        )}
      </Item>
      {replies.length > 0 && (
        <Replies $indent={depth < MAX_INDENT} aria-label={t('groups.comments.repliesTo', { name })}>
          {replies.map((child) => (
            <CommentItem key={child.comment.id} node={child} depth={depth + 1} postId={postId} canReply={canReply} onAdded={onAdded} onDeleted={onDeleted} />
          ))}
        </Replies>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={t('groups.comments.deleteTitle')}
          text={t('groups.comments.deleteText')}
          confirm={t('groups.comments.delete')}
          busy={remove.isPending}
          onConfirm={() => void doDelete()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </li>
  );
}
