import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { media } from '../../media/tables';
import { users } from '../../users/tables';
import { courses, courseSubsections } from '../tables';

/**
 * A discussion board: the content of one DISCUSSION_BOARD subsection (spec
 * section 3 "Discussion board item"). A course-level row, like the lectures.
 * Read-only while locked by hand or outside its unlock/lock dates.
 */
export const discussionBoards = pgTable('discussion_boards', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Sanitized rich text. */
  description: text('description'),
  /** Mirrored onto the subsection's weight: what participation counts for in progress. */
  weight: integer('weight').notNull().default(1),
  isLocked: boolean('is_locked').notNull().default(false),
  unlockDate: timestamp('unlock_date', { withTimezone: true }),
  lockDate: timestamp('lock_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('discussion_boards_subsection_id_unique').on(t.subsectionId),
  index('discussion_boards_course').on(t.courseId),
  check('discussion_boards_weight', sql`${t.weight} >= 0`),
  check('discussion_boards_dates', sql`${t.unlockDate} is null or ${t.lockDate} is null or ${t.unlockDate} < ${t.lockDate}`),
]);

/**
 * A comment on a board, or a reply to one (parent_id: threads are one level
 * deep, replies to replies attach to the thread). organization_id is the
 * author's: members of a course offered to several organizations each talk
 * among their own. Deleting keeps the row (deleted_at) so replies keep their thread.
 */
export const discussionComments = pgTable('discussion_comments', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  boardId: integer('board_id').notNull().references(() => discussionBoards.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => discussionComments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  /** Sanitized rich text. */
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('discussion_comments_board').on(t.boardId, t.parentId, t.createdAt),
  index('discussion_comments_parent').on(t.parentId),
  foreignKey({ name: 'discussion_comments_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** Files attached to a comment (media of the author's organization). */
export const discussionCommentMedia = pgTable('discussion_comment_media', {
  organizationId: integer('organization_id').notNull(),
  commentId: integer('comment_id').notNull().references(() => discussionComments.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.commentId, t.mediaId] }),
  foreignKey({ name: 'discussion_comment_media_media_fk', columns: [t.organizationId, t.mediaId], foreignColumns: [media.organizationId, media.id] }).onDelete('cascade'),
]);

/** One like per member and comment (the key makes liking twice, or twice at once, one like). */
export const discussionCommentLikes = pgTable('discussion_comment_likes', {
  organizationId: integer('organization_id').notNull(),
  commentId: integer('comment_id').notNull().references(() => discussionComments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.commentId, t.userId] }),
  foreignKey({ name: 'discussion_comment_likes_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** When a member last read a board: comments after it are "new since your last visit". */
export const discussionReadMarks = pgTable('discussion_read_marks', {
  organizationId: integer('organization_id').notNull(),
  boardId: integer('board_id').notNull().references(() => discussionBoards.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.boardId, t.userId] }),
  foreignKey({ name: 'discussion_read_marks_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
