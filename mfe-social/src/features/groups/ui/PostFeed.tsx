import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { EmptyState, LoadingState } from '@halaqa/ui/pages';
import type { Pages } from '../../../api/groups-post-queries';
import type { PostView } from '../../../api/groups-types';
import { groupFailureText, GroupsErrorState } from './failure';
import { PostCard } from './PostCard';
import { useEndInView } from './use-end-in-view';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-block: 20px;
  p { margin: 0; }
  .error { color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

export interface FeedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Pages<PostView> | undefined;
  refetch(): unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/** Where the focus goes next: a post by id, or the list's heading. */
export type FocusRequest = { postId: number } | { heading: true } | null;

/**
 * A keyset list of posts read on as the member scrolls (or presses "Load
 * more"). After a delete the focus goes to the next post, else the previous,
 * else the list's heading; a new post is focused by the caller's request.
 */
export function PostFeed({ query, label, empty, linkToGroup = false, canReact = true, heading, focusRequest, onFocused }: {
  query: FeedQuery;
  label: string;
  empty: string;
  linkToGroup?: boolean;
  canReact?: boolean;
  heading: RefObject<HTMLElement | null>;
  focusRequest?: FocusRequest;
  onFocused?: () => void;
}) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const [afterDelete, setAfterDelete] = useState<FocusRequest>(null);
  const posts = query.data?.pages.flatMap((page) => page.data) ?? [];
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useEndInView<HTMLDivElement>(() => { if (canLoadMore) void query.fetchNextPage(); }, canLoadMore);
  // "Load more" pressed: the focus goes to the first post it brought (the button stays, so it is never lost meanwhile).
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const newPostId = firstNew === null ? undefined : posts[firstNew]?.id;
  const wanted = focusRequest ?? afterDelete ?? (newPostId === undefined ? null : { postId: newPostId });
  // A post's id or the heading: a plain value, so the effect runs when it changes (or the post it names arrives).
  const focusKey = wanted === null ? null : 'postId' in wanted ? wanted.postId : 'heading';

  useEffect(() => {
    if (focusKey === null) return;
    const target = focusKey === 'heading' ? heading.current : document.querySelector<HTMLElement>(`[data-post-id="${focusKey}"]`);
    if (!target) return;
    target.focus();
    setAfterDelete(null);
    setFirstNew(null);
    onFocused?.();
  }, [focusKey, posts.length, heading, onFocused]);

  if (query.isPending) return <LoadingState label={t('groups.feed.loading')} />;
  if (query.isError || !query.data) return <GroupsErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (posts.length === 0) return <EmptyState>{empty}</EmptyState>;

  const deleted = (postId: number) => {
    const index = posts.findIndex((post) => post.id === postId);
    const neighbour = posts[index + 1] ?? posts[index - 1];
    setAfterDelete(neighbour ? { postId: neighbour.id } : { heading: true });
  };

  return (
    <>
      <List aria-label={label} data-testid="post-list">
        {posts.map((post) => (
          <li key={post.id}><PostCard post={post} headingLevel={3} linkToGroup={linkToGroup} canReact={canReact} onDeleted={deleted} /></li>
        ))}
      </List>
      <More ref={sentinel}>
        {query.isFetchingNextPage && <p role="status">{t('groups.feed.loadingMore')}</p>}
        {query.isFetchNextPageError && <p className="error" role="alert">{groupFailureText(t, query.error)}</p>}
        {query.hasNextPage && (
          <Button type="button" $variant="ghost" aria-busy={query.isFetchingNextPage || undefined} onClick={() => {
            if (query.isFetchingNextPage) return;
            setFirstNew(posts.length);
            void query.fetchNextPage();
          }}>
            {t('groups.feed.loadMore')}
          </Button>
        )}
        {!query.hasNextPage && posts.length > 0 && <p data-testid="feed-end">{t('groups.feed.end')}</p>}
      </More>
    </>
  );
}
