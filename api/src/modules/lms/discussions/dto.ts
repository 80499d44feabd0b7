import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PageQuerySchema } from '../course-card-dto';
import { learnerUploadBodySchema } from '../player/learner-uploads';

/** The shapes of docs/design/course-work-api.md "Discussion boards", as TypeBox schemas. */

export const BOARD_LOCK_REASONS = ['LOCKED', 'NOT_OPEN_YET', 'CLOSED'] as const;

const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), profileImageUrl: Nullable(Type.String()) });

const BoardFields = {
  id: Type.Integer(),
  subsectionId: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String({ description: 'Sanitized HTML' })),
  weight: Type.Integer(),
  isLocked: Type.Boolean(),
  unlockDate: Nullable(DateTimeSchema),
  lockDate: Nullable(DateTimeSchema),
};

export const DiscussionBoardSchema = Type.Object({
  ...BoardFields,
  /** Why the board is read-only now (null: members may write). */
  readOnlyReason: Nullable(StringEnum(BOARD_LOCK_REASONS)),
  threadCount: Type.Integer(),
  commentCount: Type.Integer(),
  /** Others' comments after the caller's last visit (every one of them before a first visit). */
  newCount: Type.Integer(),
  lastReadAt: Nullable(DateTimeSchema),
  /** Students: the item is done (they commented); null for instructors and administrators. */
  isCompleted: Nullable(Type.Boolean()),
});
export type DiscussionBoard = Static<typeof DiscussionBoardSchema>;

export const DiscussionBoardPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(DiscussionBoardSchema) });

export const CommentMediaSchema = Type.Object({ id: Type.Integer(), fileName: Type.String(), mime: Type.String(), url: Type.String() });
export type CommentMedia = Static<typeof CommentMediaSchema>;

const CommentFields = {
  id: Type.Integer(),
  boardId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  /** Sanitized HTML; empty once deleted. */
  body: Type.String(),
  author: Nullable(PersonSchema),
  createdAt: DateTimeSchema,
  editedAt: Nullable(DateTimeSchema),
  isDeleted: Type.Boolean(),
  likeCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  isMine: Type.Boolean(),
  /** Written by someone else after the caller's last visit. */
  isNew: Type.Boolean(),
  media: Type.Array(CommentMediaSchema),
};

const DiscussionReplySchema = Type.Object(CommentFields);
export type DiscussionReply = Static<typeof DiscussionReplySchema>;

export const DiscussionCommentSchema = Type.Object({ ...CommentFields, replies: Type.Array(DiscussionReplySchema) });
export type DiscussionComment = Static<typeof DiscussionCommentSchema>;

export const DiscussionThreadPageSchema = Type.Object({
  count: Type.Integer({ description: 'Threads (top-level comments)' }),
  data: Type.Array(DiscussionCommentSchema),
});

export const BoardParamsSchema = Type.Object({ courseId: IdSchema, discussionBoardId: IdSchema });
export const CommentParamsSchema = Type.Object({ courseId: IdSchema, discussionBoardId: IdSchema, commentId: IdSchema });
export const BoardPageQuerySchema = PageQuerySchema;

const BodySchema = Type.String({ minLength: 1, maxLength: 20_000, description: 'Rich text (HTML): sanitized with the allow-list' });

export const CreateCommentBodySchema = Type.Object({
  body: BodySchema,
  parentId: Type.Optional(IdSchema),
  mediaIds: Type.Optional(Type.Array(IdSchema, { maxItems: 5, uniqueItems: true })),
}, { additionalProperties: false });
export type CreateCommentBody = Static<typeof CreateCommentBodySchema>;

export const UpdateCommentBodySchema = Type.Object({ body: BodySchema }, { additionalProperties: false });

/** A file for a comment: opened here, its chunks PUT to uploadUrl as any upload's, then completed here. */
export const CommentUploadBodySchema = learnerUploadBodySchema(26_214_400, 'At most 25 MiB: a comment\'s attachment, not a course file');
export const CommentUploadParamsSchema = Type.Object({ courseId: IdSchema, discussionBoardId: IdSchema, mediaId: IdSchema });

export const LikeBodySchema = Type.Object({ liked: Type.Boolean() }, { additionalProperties: false });
export const LikeAnswerSchema = Type.Object({ commentId: Type.Integer(), liked: Type.Boolean(), likeCount: Type.Integer() });
export type LikeAnswer = Static<typeof LikeAnswerSchema>;

export const ReadMarkAnswerSchema = Type.Object({ lastReadAt: DateTimeSchema });

// Instructors and administrators (courseManagers scope).

export const ManagedBoardSchema = Type.Object({
  ...BoardFields,
  courseId: Type.Integer(),
  readOnlyReason: Nullable(StringEnum(BOARD_LOCK_REASONS)),
  commentCount: Type.Integer(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type ManagedBoard = Static<typeof ManagedBoardSchema>;
export const ManagedBoardPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedBoardSchema) });

const BoardInputFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  isLocked: Type.Optional(Type.Boolean()),
  unlockDate: Type.Optional(Nullable(DateTimeSchema)),
  lockDate: Type.Optional(Nullable(DateTimeSchema)),
};

export const BoardInputSchema = Type.Object({ subsectionId: IdSchema, ...BoardInputFields }, { additionalProperties: false });
export type BoardInput = Static<typeof BoardInputSchema>;

export const BoardPatchSchema = Type.Partial(Type.Object(BoardInputFields), { additionalProperties: false, minProperties: 1 });
export type BoardPatch = Static<typeof BoardPatchSchema>;

export const BoardLockBodySchema = Type.Object({ isLocked: Type.Boolean() }, { additionalProperties: false });
