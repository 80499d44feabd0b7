import { useEffect, useMemo, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { EmptyState, LoadingState } from '@halaqa/ui/pages';
import { useComments, useCreateComment } from '../../../api/groups-post-queries';
import type { PostView } from '../../../api/groups-types';
import { groupFailureText, GroupsErrorState } from '../ui/failure';
import { commentTree } from './comment-tree';
import { CommentForm } from './CommentForm';
import { CommentItem, Replies } from './CommentItem';

const Section = styled.section`
  margin-block-start: 24px;
  > h2 { margin: 0 0 12px; font-size: 1.3rem; &:focus { outline: none; } }
  .closed { margin: 0 0 12px; padding: 12px 16px; border: 1px dashed ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}px; }
  .more { margin-block: 12px; }
  .error { color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

type Focus = { commentId: number } | { heading: true } | null;

/** The post's comments as threads, the form to add one, and the focus after adding or deleting. */
export function CommentThread({ post, heading }: { post: PostView; heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const comments = useComments(post.id);
  const create = useCreateComment(post.id);
  const [focus, setFocus] = useState<Focus>(null);
  // "Load more" pressed: the focus goes to the first comment it brought (the button stays meanwhile, holding it).
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const all = useMemo(() => comments.data?.pages.flatMap((page) => page.data) ?? [], [comments.data]);

  useEffect(() => {
    if (firstNew === null || all.length <= firstNew) return;
    document.querySelector<HTMLElement>(`[data-comment-id="${all[firstNew]!.id}"]`)?.focus();
    setFirstNew(null);
  }, [firstNew, all]);

  useEffect(() => {
    if (!focus) return;
    const target = 'commentId' in focus ? document.querySelector<HTMLElement>(`[data-comment-id="${focus.commentId}"]`) : heading.current;
    if (!target) return;
    target.focus();
    setFocus(null);
  }, [focus, all.length, heading]);

  const canReply = !post.isReadOnly;
  let list;
  if (comments.isPending) list = <LoadingState label={t('groups.comments.loading')} />;
  else if (comments.isError && !comments.data) list = <GroupsErrorState error={comments.error} onRetry={() => void comments.refetch()} />;
  else if (all.length === 0) list = <EmptyState>{t('groups.comments.none')}</EmptyState>;
  else {
    list = (
      <>
        <Replies $indent={false} aria-label={t('groups.comments.heading')} data-testid="comment-list">
          {commentTree(all).map((node) => (
            <CommentItem key={node.comment.id} node={node} depth={0} postId={post.id} canReply={canReply}
              onAdded={(commentId) => setFocus({ commentId })} onDeleted={() => setFocus({ heading: true })} />
          ))}
        </Replies>
        <div className="more">
          {comments.isFetchingNextPage && <p role="status">{t('groups.comments.loadingMore')}</p>}
          {comments.isFetchNextPageError && <p className="error" role="alert">{groupFailureText(t, comments.error)}</p>}
          {comments.hasNextPage && (
            <Button type="button" $variant="ghost" aria-busy={comments.isFetchingNextPage || undefined} onClick={() => {
              if (comments.isFetchingNextPage) return;
              setFirstNew(all.length);
              void comments.fetchNextPage();
            }}>
              {t('groups.comments.loadMore')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <Section aria-labelledby="comments-heading" data-testid="comments">
      <h2 id="comments-heading" ref={heading} tabIndex={-1}>{t('groups.comments.heading')}</h2>
      {post.isReadOnly ? <p className="closed" data-testid="comments-closed">{t('groups.comments.readOnly')}</p> : (
        <CommentForm
          label={t('groups.comments.label')}
          submitText={t('groups.comments.send')}
          testId="comment-form"
          send={async (content) => {
            const added = await create.mutateAsync({ content, parentId: null });
            setFocus({ commentId: added.id });
          }}
        />
      )}
      {list}
    </Section>
  );
}
