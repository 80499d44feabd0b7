import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { MemberAction } from './groups-types';

// Every groups call of the screens, in one place (post media in
// ./groups-uploads.ts): the pages never name an address.

/** The statuses a members list is asked for (all but ACCEPTED: group admins only). */
export type ListedStatus = 'ACCEPTED' | 'PENDING' | 'INVITED' | 'BLOCKED';

const group = (groupId: number) => ({ params: { path: { groupId } } });
const post = (postId: number) => ({ params: { path: { postId } } });
const comment = (commentId: number) => ({ params: { path: { commentId } } });
const cursorQuery = (cursor: string | null, take: number) => (cursor === null ? { take } : { cursor, take });

export const listGroups = (skip: number, take: number, search: string) =>
  unwrap(api.GET('/api/groups', { params: { query: search ? { skip, take, search } : { skip, take } } }));

export const listMyGroups = (skip: number, take: number) => unwrap(api.GET('/api/groups/mine', { params: { query: { skip, take } } }));

export const getGroup = (groupId: number) => unwrap(api.GET('/api/groups/{groupId}', group(groupId)));

export type SelfAction = 'join' | 'leave' | 'decline';

const SELF_ACTIONS = {
  join: (groupId: number) => api.POST('/api/groups/{groupId}/join', group(groupId)),
  leave: (groupId: number) => api.POST('/api/groups/{groupId}/leave', group(groupId)),
  decline: (groupId: number) => api.POST('/api/groups/{groupId}/decline', group(groupId)),
};

export const changeMyMembership = (groupId: number, action: SelfAction) => unwrap(SELF_ACTIONS[action](groupId));

export const inviteMember = (groupId: number, email: string) =>
  unwrap(api.POST('/api/groups/{groupId}/invite', { ...group(groupId), body: { email } }));

export const listMembers = (groupId: number, status: ListedStatus, skip: number, take: number) =>
  unwrap(api.GET('/api/groups/{groupId}/members', { params: { path: { groupId }, query: { status, skip, take } } }));

export const actOnMember = (groupId: number, userId: number, action: MemberAction) =>
  unwrap(api.POST('/api/groups/{groupId}/members/{userId}/{action}', { params: { path: { groupId, userId, action } } }));

export const rateGroup = (groupId: number, rating: number) =>
  unwrap(api.PUT('/api/groups/{groupId}/rating', { ...group(groupId), body: { rating } }));

export const listPosts = (groupId: number, cursor: string | null, take: number) =>
  unwrap(api.GET('/api/groups/{groupId}/posts', { params: { path: { groupId }, query: cursorQuery(cursor, take) } }));

export interface PostInput { content: string; mediaIds: number[] }

export const createPost = (groupId: number, input: PostInput) =>
  unwrap(api.POST('/api/groups/{groupId}/posts', { ...group(groupId), body: input }));

export const getPost = (postId: number) => unwrap(api.GET('/api/posts/{postId}', post(postId)));

export const editPost = (postId: number, input: PostInput) => unwrap(api.PATCH('/api/posts/{postId}', { ...post(postId), body: input }));

export const deletePost = (postId: number) => unwrap(api.DELETE('/api/posts/{postId}', post(postId)));

/** PUT to set, DELETE to unset: likes, saves and pins are idempotent either way. */
export type PostToggle = 'like' | 'save' | 'pin';

const POST_TOGGLES = {
  like: (postId: number, on: boolean) => (on ? api.PUT('/api/posts/{postId}/like', post(postId)) : api.DELETE('/api/posts/{postId}/like', post(postId))),
  save: (postId: number, on: boolean) => (on ? api.PUT('/api/posts/{postId}/save', post(postId)) : api.DELETE('/api/posts/{postId}/save', post(postId))),
  pin: (postId: number, on: boolean) => (on ? api.PUT('/api/posts/{postId}/pin', post(postId)) : api.DELETE('/api/posts/{postId}/pin', post(postId))),
};

export const togglePost = (postId: number, what: PostToggle, on: boolean): Promise<unknown> => unwrap<unknown>(POST_TOGGLES[what](postId, on));

export const setReadOnly = (postId: number, isReadOnly: boolean) =>
  unwrap(api.PUT('/api/posts/{postId}/read-only', { ...post(postId), body: { isReadOnly } }));

export const listComments = (postId: number, cursor: string | null, take: number) =>
  unwrap(api.GET('/api/posts/{postId}/comments', { params: { path: { postId }, query: cursorQuery(cursor, take) } }));

export const createComment = (postId: number, content: string, parentId: number | null) =>
  unwrap(api.POST('/api/posts/{postId}/comments', { ...post(postId), body: parentId === null ? { content } : { content, parentId } }));

export const editComment = (commentId: number, content: string) =>
  unwrap(api.PATCH('/api/comments/{commentId}', { ...comment(commentId), body: { content } }));

export const deleteComment = (commentId: number) => unwrap(api.DELETE('/api/comments/{commentId}', comment(commentId)));

export const toggleCommentLike = (commentId: number, on: boolean) =>
  unwrap(on ? api.PUT('/api/comments/{commentId}/like', comment(commentId)) : api.DELETE('/api/comments/{commentId}/like', comment(commentId)));

export const listSavedPosts = (cursor: string | null, take: number) =>
  unwrap(api.GET('/api/feeds/saved-posts', { params: { query: cursorQuery(cursor, take) } }));

export const listHomeFeed = (cursor: string | null, take: number) =>
  unwrap(api.GET('/api/feeds/home', { params: { query: cursorQuery(cursor, take) } }));

export const getFeedPreferences = () => unwrap(api.GET('/api/feeds/preferences'));

export const saveFeedPreferences = (body: { homeIncludesPublicGroups: boolean; mutedGroupIds: number[] }) =>
  unwrap(api.PUT('/api/feeds/preferences', { body }));
