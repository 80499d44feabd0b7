import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { courses, courseSubsections } from '../tables';
import { questionnaireAnswers, questionnaireQuestions } from '../content/tables';

/**
 * What one member has done with one subsection: opened, watched, answered,
 * completed (docs/design/course-player-api.md "Progress"). The member's
 * course progress is derived from these rows and kept on course_enrollees.
 */
export const subsectionProgress = pgTable('subsection_progress', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Video and audio: the seconds watched, as sorted disjoint [from, to] ranges (skipping ahead watches nothing). */
  watchedRanges: jsonb('watched_ranges').$type<Array<[number, number]>>().notNull().default([]),
  /** Where playback stopped, to resume there (seconds). */
  playbackPosition: integer('playback_position'),
}, (t) => [
  primaryKey({ columns: [t.userId, t.subsectionId] }),
  index('subsection_progress_course').on(t.userId, t.courseId),
  foreignKey({ name: 'subsection_progress_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('subsection_progress_position', sql`${t.playbackPosition} is null or ${t.playbackPosition} >= 0`),
]);

/** A member's answer to a questionnaire question (one per question; answering again replaces it). */
export const questionnaireResponses = pgTable('questionnaire_responses', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  questionId: integer('question_id').notNull().references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
  answerId: integer('answer_id').notNull().references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.questionId] }),
  foreignKey({ name: 'questionnaire_responses_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** A member's note on a subsection, at a place in it (a video second or a PDF page). */
export const subsectionNotes = pgTable('subsection_notes', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  /** VIDEO_TIME (seconds) or PDF_PAGE (1-based); null: the subsection as a whole. */
  positionKind: text('position_kind'),
  position: integer('position'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('subsection_notes_member').on(t.userId, t.courseId, t.subsectionId),
  foreignKey({ name: 'subsection_notes_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('subsection_notes_position', sql`(${t.positionKind} is null and ${t.position} is null)
    or (${t.positionKind} in ('VIDEO_TIME', 'PDF_PAGE') and ${t.position} >= 0)`),
]);
