import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { GROUP_MEMBERSHIP_STATUSES, GROUP_POST_PERMISSIONS, GROUP_PRIVACIES, GROUP_ROLES } from '../tables';

/** The shapes of docs/design/social-api.md "Groups". */

const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), avatarUrl: Nullable(Type.String()) }, { title: 'SocialPerson' });
export type Person = Static<typeof PersonSchema>;

const MyMembershipSchema = Type.Object({ role: StringEnum(GROUP_ROLES), status: StringEnum(GROUP_MEMBERSHIP_STATUSES) });

export const GroupCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  privacy: StringEnum(GROUP_PRIVACIES),
  imageUrl: Nullable(Type.String()),
  memberCount: Type.Integer(),
  /** The average of the members' stars, null when nobody rated. */
  rating: Nullable(Type.Number()),
  ratingCount: Type.Integer(),
  myMembership: Nullable(MyMembershipSchema),
}, { title: 'GroupCard' });
export type GroupCard = Static<typeof GroupCardSchema>;

export const GroupDetailsSchema = Type.Composite([GroupCardSchema, Type.Object({
  postPermission: StringEnum(GROUP_POST_PERMISSIONS),
  canPost: Type.Boolean(),
  canManage: Type.Boolean(),
  myRating: Nullable(Type.Integer()),
})], { title: 'GroupDetails' });
export type GroupDetails = Static<typeof GroupDetailsSchema>;

export const GroupPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(GroupCardSchema) });

const MembershipSchema = Type.Object({
  groupId: Type.Integer(), userId: Type.Integer(), role: StringEnum(GROUP_ROLES), status: StringEnum(GROUP_MEMBERSHIP_STATUSES),
}, { title: 'GroupMembership' });
export const MembershipAnswerSchema = Type.Object({ membership: Nullable(MembershipSchema) });
export type MembershipAnswer = Static<typeof MembershipAnswerSchema>;

const MemberSchema = Type.Object({
  user: PersonSchema, role: StringEnum(GROUP_ROLES), status: StringEnum(GROUP_MEMBERSHIP_STATUSES), since: DateTimeSchema,
}, { title: 'GroupMember' });
export type Member = Static<typeof MemberSchema>;
export const MemberPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(MemberSchema) });

export const PostMediaSchema = Type.Object({ mediaId: Type.Integer(), type: StringEnum(['image', 'video'] as const), url: Type.String(), mime: Type.String() });
export type PostMedia = Static<typeof PostMediaSchema>;

export const PostViewSchema = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  author: PersonSchema,
  content: Type.String({ description: 'Sanitized rich text' }),
  media: Type.Array(PostMediaSchema),
  isPinned: Type.Boolean(),
  isReadOnly: Type.Boolean(),
  likeCount: Type.Integer(),
  commentCount: Type.Integer(),
  saveCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  savedByMe: Type.Boolean(),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
  canPin: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: Nullable(DateTimeSchema),
}, { title: 'PostView' });
export type PostView = Static<typeof PostViewSchema>;

export const CommentViewSchema = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  author: PersonSchema,
  content: Type.String({ description: 'Sanitized rich text' }),
  likeCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: Nullable(DateTimeSchema),
}, { title: 'CommentView' });
export type CommentView = Static<typeof CommentViewSchema>;

const Cursor = Nullable(Type.String({ description: 'Opaque: pass it back as `cursor` for the next page; null on the last page' }));
export const PostPageSchema = Type.Object({ data: Type.Array(PostViewSchema), nextCursor: Cursor }, { title: 'PostPage' });
export const CommentPageSchema = Type.Object({ data: Type.Array(CommentViewSchema), nextCursor: Cursor }, { title: 'CommentPage' });

export const GroupParamsSchema = Type.Object({ groupId: IdSchema });
export const PostParamsSchema = Type.Object({ postId: IdSchema });
export const CommentParamsSchema = Type.Object({ commentId: IdSchema });

export const PageQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export const CursorQuerySchema = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type CursorQuery = Static<typeof CursorQuerySchema>;

/** Post and comment limits (docs/design/social-api.md "Content"). */
export const POST_MAX_LENGTH = 20_000;
export const COMMENT_MAX_LENGTH = 5_000;
export const POST_MAX_MEDIA = 10;

export const LikeAnswerSchema = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
export const SaveAnswerSchema = Type.Object({ saved: Type.Boolean(), saveCount: Type.Integer() });
