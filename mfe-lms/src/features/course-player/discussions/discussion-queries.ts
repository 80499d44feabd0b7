import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { OkBody } from '@halaqa/api-client';

export type DiscussionBoardPage = OkBody<'listDiscussionBoards'>;
export type DiscussionBoard = OkBody<'getDiscussionBoard'>;
export type ThreadPage = OkBody<'listDiscussionComments'>;
export type Thread = ThreadPage['data'][number];
export type Reply = Thread['replies'][number];
export type LikeAnswer = OkBody<'setDiscussionCommentLike'>;
export type CommentFile = OkBody<'completeCommentUpload'>;

export const BOARDS_TAKE = 10;
/** Threads per "show more". */
const THREADS_TAKE = 10;

/** Keys under the course's ('lms', 'courses', id), like the player's own. */
const keys = {
  all: (courseId: number) => ['lms', 'courses', courseId, 'discussions'] as const,
  boards: (courseId: number, page: number) => ['lms', 'courses', courseId, 'discussions', 'boards', page] as const,
  board: (courseId: number, boardId: number) => ['lms', 'courses', courseId, 'discussions', 'board', boardId] as const,
  threads: (courseId: number, boardId: number) => ['lms', 'courses', courseId, 'discussions', 'threads', boardId] as const,
};

export function useDiscussionBoards(courseId: number, page: number) {
  return useQuery({
    queryKey: keys.boards(courseId, page),
    queryFn: (): Promise<DiscussionBoardPage> => unwrap(api.GET('/api/courses/{courseId}/discussion-boards', {
      params: { path: { courseId }, query: { skip: (page - 1) * BOARDS_TAKE, take: BOARDS_TAKE } },
    })),
    placeholderData: keepPreviousData,
  });
}

/** The board as it was when the page opened: its "new" count and last visit stay while the member reads. */
export function useDiscussionBoard(courseId: number, boardId: number) {
  return useQuery({
    queryKey: keys.board(courseId, boardId),
    queryFn: (): Promise<DiscussionBoard> => unwrap(api.GET('/api/courses/{courseId}/discussion-boards/{discussionBoardId}', {
      params: { path: { courseId, discussionBoardId: boardId } },
    })),
    staleTime: Infinity,
  });
}

/** Threads newest first, THREADS_TAKE at a time ("show more" fetches the next). */
export function useThreads(courseId: number, boardId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.threads(courseId, boardId),
    queryFn: ({ pageParam }): Promise<ThreadPage> => unwrap(api.GET('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments', {
      params: { path: { courseId, discussionBoardId: boardId }, query: { skip: pageParam, take: THREADS_TAKE } },
    })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count && last.data.length > 0 ? loaded : undefined;
    },
    enabled,
  });
}

/** PUT .../read once the threads are shown: the next visit counts what is new from now. The open page keeps its markers. */
export function useMarkRead(courseId: number, boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.PUT('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/read', {
      params: { path: { courseId, discussionBoardId: boardId } },
    })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lms', 'courses', courseId, 'discussions', 'boards'] }),
  });
}

/** After a write: the threads reload, and the outline (a first comment completes the item). */
function useReload(courseId: number, boardId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.threads(courseId, boardId) }),
      queryClient.invalidateQueries({ queryKey: ['lms', 'courses', courseId, 'player'] }),
      queryClient.invalidateQueries({ queryKey: ['lms', 'courses', courseId, 'discussions', 'boards'] }),
    ]);
  };
}

export function useCreateComment(courseId: number, boardId: number) {
  const reload = useReload(courseId, boardId);
  return useMutation({
    mutationFn: (body: { body: string; parentId?: number; mediaIds?: number[] }) => unwrap(api.POST('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments', {
      params: { path: { courseId, discussionBoardId: boardId } }, body,
    })),
    onSuccess: reload,
  });
}

/** The author changes their comment's text (its files stay). */
export function useUpdateComment(courseId: number, boardId: number) {
  const reload = useReload(courseId, boardId);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: number; body: string }) => unwrap(api.PATCH('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}', {
      params: { path: { courseId, discussionBoardId: boardId, commentId } }, body: { body },
    })),
    onSuccess: reload,
  });
}

export function useDeleteComment(courseId: number, boardId: number) {
  const reload = useReload(courseId, boardId);
  return useMutation({
    mutationFn: (commentId: number) => unwrap(api.DELETE('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}', {
      params: { path: { courseId, discussionBoardId: boardId, commentId } },
    })),
    onSuccess: reload,
  });
}

/** Sets the like to the state asked for (a double click cannot leave it the other way). */
export function useSetLike(courseId: number, boardId: number) {
  const reload = useReload(courseId, boardId);
  return useMutation({
    mutationFn: ({ commentId, liked }: { commentId: number; liked: boolean }): Promise<LikeAnswer> =>
      unwrap(api.PUT('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/comments/{commentId}/like', {
        params: { path: { courseId, discussionBoardId: boardId, commentId } }, body: { liked },
      })),
    onSuccess: reload,
  });
}
