// The groups answers the screens read (docs/design/social-api.md "Groups"),
// as the generated client types them.
import type { operations } from '@halaqa/api-client';
import type { OkBody } from '@halaqa/api-client';

/** GET groups, groups/mine: a group in a list. */
export type GroupCard = OkBody<'listGroups'>['data'][number];

/** GET groups/{groupId}: the group with the member's rights. */
export type GroupDetails = OkBody<'getGroup'>;

/** GET posts/{postId}. */
export type PostView = OkBody<'getPost'>;
export type PostMedia = PostView['media'][number];

/** GET posts/{postId}/comments: one comment, naming its parent. */
export type CommentView = OkBody<'listPostComments'>['data'][number];

/** GET groups/{groupId}/members. */
export type GroupMember = OkBody<'listGroupMembers'>['data'][number];
export type MemberAction = operations['actOnGroupMember']['parameters']['path']['action'];

export interface CountedList<T> {
  count: number;
  data: T[];
}

/** A keyset list: `nextCursor` is opaque, null at the end. */
export interface KeysetList<T> {
  data: T[];
  nextCursor: string | null;
}
