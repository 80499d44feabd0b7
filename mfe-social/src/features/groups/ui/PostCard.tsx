import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { RichText, VisuallyHidden } from '@halaqa/ui/pages';
import { useDeletePost, useReadOnly, useTogglePost } from '../../../api/groups-post-queries';
import type { PostToggle } from '../../../api/groups-calls';
import type { PostView } from '../../../api/groups-types';
import { socialPaths } from '../../../definition';
import { ConfirmDialog } from './ConfirmDialog';
import { groupFailureText } from './failure';
import { formatCount, formatDateTime } from './format';
import { MediaCarousel } from './MediaCarousel';
import { PostEditForm } from './PostEditForm';
import { copyLink } from './share-link';

const Card = styled.article<{ $pinned: boolean }>`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $pinned }) => ($pinned ? theme.colors.primaryText : theme.colors.border)};
  border-inline-start-width: ${({ $pinned }) => ($pinned ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  &:focus:not(:focus-visible) { outline: none; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-block-end: 8px;
  h2, h3 { margin: 0; font-size: 1rem; }
  time, .edited { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const Avatar = styled.img`
  inline-size: 36px;
  block-size: 36px;
  border-radius: 50%;
  object-fit: cover;
`;

const Badge = styled.span`
  padding-inline: 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-start: 12px;
  padding-block-start: 8px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primaryText}; color: ${({ theme }) => theme.colors.primaryText}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; inline-size: 100%; }
`;

export interface PostCardProps {
  post: PostView;
  headingLevel: 2 | 3;
  /** The link to the post's page and its comments (not on that page itself). */
  linkToComments?: boolean;
  /** The link to the post's group (lists of posts from several groups). */
  linkToGroup?: boolean;
  /** The post was deleted: the list moves the focus somewhere sensible. */
  onDeleted?: (postId: number) => void;
  /** Liking and saving need an accepted membership: a public group's visitors see the counts only. */
  canReact?: boolean;
}

/**
 * One post: author and time, the sanitized text, its media, and what the
 * member may do with it (like, comment, save, share; edit and delete their
 * own; pin and close to comments as a group admin).
 */
export function PostCard({ post, headingLevel, linkToComments = true, linkToGroup = false, onDeleted, canReact = true }: PostCardProps) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const language = usePageLanguage();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const toggle = useTogglePost();
  const remove = useDeletePost();
  const readOnly = useReadOnly();
  const Heading = `h${headingLevel}` as const;
  const author = post.author.name;
  const postPath = socialPaths.groupPost(post.groupId, post.id);

  const flip = (what: PostToggle, on: boolean) => {
    setProblem(null);
    toggle.mutate({ post, what, on }, { onError: (error) => setProblem(groupFailureText(t, error)) });
  };
  const share = async () => {
    const copied = await copyLink(postPath);
    bus.emit('toast', copied ? { type: 'success', message: t('groups.post.linkCopied') } : { type: 'error', message: t('groups.post.linkNotCopied') });
  };
  // mutateAsync: the post leaves the lists as soon as it is deleted, so this card unmounts before mutate's callbacks would run.
  const doDelete = async () => {
    try {
      await remove.mutateAsync(post.id);
      setConfirmDelete(false);
      bus.emit('toast', { type: 'success', message: t('groups.post.deleted') });
      onDeleted?.(post.id);
    } catch (error) {
      setConfirmDelete(false);
      setProblem(groupFailureText(t, error));
    }
  };
  const doneEditing = (saved: boolean) => {
    setEditing(false);
    if (saved) bus.emit('toast', { type: 'success', message: t('groups.post.saved') });
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card $pinned={post.isPinned} aria-labelledby={headingId} tabIndex={-1} data-testid="post" data-post-id={post.id}>
      <Header>
        {post.author.avatarUrl && <Avatar src={post.author.avatarUrl} alt="" />}
        <Heading id={headingId}><bdi>{t('groups.post.by', { name: author })}</bdi></Heading>
        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, language)}</time>
        {post.updatedAt && <span className="edited">{t('groups.post.edited')}</span>}
        {post.isPinned && <Badge data-testid="pinned">{t('groups.post.pinned')}</Badge>}
        {post.isReadOnly && <Badge data-testid="read-only">{t('groups.post.readOnly')}</Badge>}
      </Header>
      {editing ? <PostEditForm post={post} onDone={doneEditing} /> : (
        <>
          <RichText html={post.content} testId="post-content" />
          <MediaCarousel media={post.media} label={t('groups.media.ofPost', { name: author })} />
        </>
      )}
      <Bar>
        {canReact ? (
          <Button type="button" $variant="ghost" aria-pressed={post.likedByMe} onClick={() => flip('like', !post.likedByMe)} data-testid="like-post">
            {t('groups.post.like')}
            <span aria-hidden="true">{formatCount(post.likeCount, language)}</span>
            <VisuallyHidden>{` (${t('groups.post.likeCount', { count: post.likeCount, formatted: formatCount(post.likeCount, language) })})`}</VisuallyHidden>
          </Button>
        ) : <span data-testid="like-count">{t('groups.post.likeCount', { count: post.likeCount, formatted: formatCount(post.likeCount, language) })}</span>}
        {linkToComments && (
          <Link to={postPath} data-testid="comments-link">
            {t('groups.post.commentCount', { count: post.commentCount, formatted: formatCount(post.commentCount, language) })}
          </Link>
        )}
        {canReact && (
          <Button type="button" $variant="ghost" aria-pressed={post.savedByMe} onClick={() => flip('save', !post.savedByMe)}>
            {t(post.savedByMe ? 'groups.post.savedLabel' : 'groups.post.save')}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={() => void share()}>{t('groups.post.share')}</Button>
        {linkToGroup && <Link to={socialPaths.group(post.groupId)}>{t('groups.post.openGroup')}</Link>}
        {post.canEdit && !editing && <Button ref={editButton} type="button" $variant="ghost" onClick={() => setEditing(true)}>{t('groups.post.edit')}</Button>}
        {post.canDelete && <Button type="button" $variant="ghost" onClick={() => setConfirmDelete(true)}>{t('groups.post.delete')}</Button>}
        {post.canPin && (
          <>
            <Button type="button" $variant="ghost" aria-pressed={post.isPinned} onClick={() => flip('pin', !post.isPinned)}>{t('groups.post.pin')}</Button>
            <Button type="button" $variant="ghost" aria-pressed={post.isReadOnly} disabled={readOnly.isPending}
              onClick={() => readOnly.mutate({ postId: post.id, isReadOnly: !post.isReadOnly }, { onError: (error) => setProblem(groupFailureText(t, error)) })}>
              {t('groups.post.readOnlyToggle')}
            </Button>
          </>
        )}
        {problem && <p className="error" role="alert">{problem}</p>}
      </Bar>
      {confirmDelete && (
        <ConfirmDialog
          title={t('groups.post.deleteTitle')}
          text={t('groups.post.deleteText')}
          confirm={t('groups.post.delete')}
          busy={remove.isPending}
          onConfirm={() => void doDelete()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Card>
  );
}
