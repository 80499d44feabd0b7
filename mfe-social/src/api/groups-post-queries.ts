import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@halaqa/query';
import {
  createComment, createPost, deleteComment, deletePost, editComment, editPost, getPost, listComments, listPosts, listSavedPosts,
  setReadOnly, toggleCommentLike, togglePost, type PostInput, type PostToggle,
} from './groups-calls';
import { groupKeys } from './groups-queries';
import type { CommentView, KeysetList, PostView } from './groups-types';

const POSTS_PAGE_SIZE = 10;
const COMMENTS_PAGE_SIZE = 50;

/** What an infinite query keeps: the keyset pages read so far. */
export interface Pages<T> { pages: KeysetList<T>[]; pageParams: unknown[] }

const keyset = <T>(key: readonly unknown[], load: (cursor: string | null) => Promise<KeysetList<T>>, enabled = true) => ({
  queryKey: key,
  queryFn: ({ pageParam }: { pageParam: string | null }) => load(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: KeysetList<T>) => last.nextCursor,
  enabled,
});

/** GET groups/{groupId}/posts: pinned first, then newest; read on only when the member may see them. */
export function useGroupPosts(groupId: number, enabled: boolean) {
  return useInfiniteQuery(keyset(groupKeys.groupPosts(groupId), (cursor) => listPosts(groupId, cursor, POSTS_PAGE_SIZE), enabled));
}

/** GET feeds/saved-posts: the member's saved posts, newest first. */
export function useSavedPosts() {
  return useInfiniteQuery(keyset(groupKeys.savedPosts, (cursor) => listSavedPosts(cursor, POSTS_PAGE_SIZE)));
}

/** GET posts/{postId}. */
export function usePost(postId: number, enabled = true) {
  return useQuery({ queryKey: groupKeys.post(postId), queryFn: () => getPost(postId), enabled });
}

/** GET posts/{postId}/comments: oldest first, replies naming their parent. */
export function useComments(postId: number, enabled = true) {
  return useInfiniteQuery(keyset(groupKeys.comments(postId), (cursor) => listComments(postId, cursor, COMMENTS_PAGE_SIZE), enabled));
}

const mapPages = <T>(data: Pages<T> | undefined, change: (items: T[]) => T[]): Pages<T> | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) };

/** A post changed (or went): every list and page that shows it is told at once. */
function updatePostEverywhere(queryClient: QueryClient, postId: number, change: (post: PostView) => PostView | null) {
  queryClient.setQueriesData<Pages<PostView>>({ queryKey: groupKeys.posts }, (data) => mapPages(data, (posts) => posts.flatMap((post) => {
    if (post.id !== postId) return [post];
    const changed = change(post);
    return changed ? [changed] : [];
  })));
  queryClient.setQueryData<PostView>(groupKeys.post(postId), (post) => (post ? change(post) ?? post : post));
}

/** POST groups/{groupId}/posts: the new post goes first after the pinned ones. */
export function useCreatePost(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => createPost(groupId, input),
    onSuccess: (post) => {
      queryClient.setQueryData<Pages<PostView>>(groupKeys.groupPosts(groupId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        const pinned = first!.data.filter((item) => item.isPinned);
        const others = first!.data.filter((item) => !item.isPinned);
        return { ...data, pages: [{ ...first!, data: [...pinned, post, ...others] }, ...rest] };
      });
    },
  });
}

/** PATCH posts/{postId}: the author's new text and media. */
export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, input }: { postId: number; input: PostInput }) => editPost(postId, input),
    onSuccess: (post) => updatePostEverywhere(queryClient, post.id, () => post),
  });
}

/** DELETE posts/{postId}: gone from every list. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deletePost(postId),
    onSuccess: (_answer, postId) => updatePostEverywhere(queryClient, postId, () => null),
  });
}

/** The count a like or save answers (`{liked, likeCount}`, `{saved, saveCount}`), null when it has none. */
function exactCount(answer: unknown, key: 'likeCount' | 'saveCount'): number | null {
  if (answer === null || typeof answer !== 'object') return null;
  const count = (answer as Record<string, unknown>)[key];
  return typeof count === 'number' ? count : null;
}

const TOGGLED: Record<PostToggle, (post: PostView, on: boolean) => PostView> = {
  like: (post, on) => ({ ...post, likedByMe: on, likeCount: Math.max(0, post.likeCount + (on ? 1 : -1)) }),
  save: (post, on) => ({ ...post, savedByMe: on, saveCount: Math.max(0, post.saveCount + (on ? 1 : -1)) }),
  pin: (post, on) => ({ ...post, isPinned: on }),
};

/**
 * Like, save or pin: shown at once, put back if the server refuses. A pin
 * reorders the group's posts, which are asked again.
 */
export function useTogglePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, what, on }: { post: PostView; what: PostToggle; on: boolean }) => togglePost(post.id, what, on),
    onMutate: ({ post, what, on }) => updatePostEverywhere(queryClient, post.id, (current) => TOGGLED[what](current, on)),
    onError: (_error, { post, what, on }) => updatePostEverywhere(queryClient, post.id, (current) => TOGGLED[what](current, !on)),
    onSuccess: async (answer, { post, what }) => {
      // The server's exact count (others liked or saved meanwhile).
      const key = what === 'like' ? 'likeCount' : 'saveCount';
      const counted = what === 'pin' ? null : exactCount(answer, key);
      if (counted !== null) updatePostEverywhere(queryClient, post.id, (current) => ({ ...current, [key]: counted }));
      if (what === 'pin') await queryClient.invalidateQueries({ queryKey: groupKeys.groupPosts(post.groupId) });
      if (what === 'save') await queryClient.invalidateQueries({ queryKey: groupKeys.savedPosts, refetchType: 'none' });
    },
  });
}

/** PUT posts/{postId}/read-only: a group admin closes or reopens the comments. */
export function useReadOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, isReadOnly }: { postId: number; isReadOnly: boolean }) => setReadOnly(postId, isReadOnly),
    onSuccess: (post) => updatePostEverywhere(queryClient, post.id, () => post),
  });
}

/** POST posts/{postId}/comments: added at the end (oldest first), and counted on the post. */
export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId: number | null }) => createComment(postId, content, parentId),
    onSuccess: (comment) => {
      queryClient.setQueryData<Pages<CommentView>>(groupKeys.comments(postId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const last = data.pages.length - 1;
        return { ...data, pages: data.pages.map((page, index) => (index === last ? { ...page, data: [...page.data, comment] } : page)) };
      });
      updatePostEverywhere(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}

const updateComment = (queryClient: QueryClient, postId: number, commentId: number, change: (comment: CommentView) => CommentView) =>
  queryClient.setQueryData<Pages<CommentView>>(groupKeys.comments(postId), (data) =>
    mapPages(data, (comments) => comments.map((comment) => (comment.id === commentId ? change(comment) : comment))));

/** PATCH comments/{commentId}: the author's new text. */
export function useEditComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) => editComment(commentId, content),
    onSuccess: (comment) => updateComment(queryClient, postId, comment.id, () => comment),
  });
}

/** DELETE comments/{commentId}: the thread is asked again (its replies may go with it). */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.post(postId) }),
      ]);
    },
  });
}

/** PUT / DELETE comments/{commentId}/like: shown at once, put back if refused. */
export function useLikeComment(postId: number) {
  const queryClient = useQueryClient();
  const liked = (on: boolean) => (comment: CommentView) => ({ ...comment, likedByMe: on, likeCount: Math.max(0, comment.likeCount + (on ? 1 : -1)) });
  return useMutation({
    mutationFn: ({ commentId, on }: { commentId: number; on: boolean }) => toggleCommentLike(commentId, on),
    onMutate: ({ commentId, on }) => updateComment(queryClient, postId, commentId, liked(on)),
    onError: (_error, { commentId, on }) => updateComment(queryClient, postId, commentId, liked(!on)),
    onSuccess: (answer, { commentId }) => {
      const counted = exactCount(answer, 'likeCount');
      if (counted !== null) updateComment(queryClient, postId, commentId, (comment) => ({ ...comment, likeCount: counted }));
    },
  });
}
