import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media } from '../../media/tables';
import { users } from '../../users/tables';
import { courseGroups } from '../content/tables';
import { courses, courseSubsections } from '../tables';

/**
 * Assignments and what members hand in (docs/design/course-work-api.md
 * "Assignments"). The assignment hangs off its course like the other content
 * (no organization column: the course's tenancy applies); submissions and
 * their reports are per member, so they carry the member's organization and
 * row-level security.
 */

export const SUBMISSION_TYPES = ['TEXT', 'FILE', 'LINK'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const SUBMISSION_STATUSES = ['SUBMITTED', 'GRADED', 'RETURNED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const assignments = pgTable('assignments', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  /** The ASSIGNMENT subsection that places it in the outline (one assignment per item). */
  subsectionId: integer('subsection_id').notNull().unique().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Sanitized rich text. */
  body: text('body').notNull().default(''),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  isGroupAssignment: boolean('is_group_assignment').notNull().default(false),
  availableFrom: timestamp('available_from', { withTimezone: true }),
  availableTo: timestamp('available_to', { withTimezone: true }),
  dueDate: timestamp('due_date', { withTimezone: true }),
  submissionTypes: text('submission_types').array().notNull().default(sql`'{TEXT}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('assignments_course').on(t.courseId),
  check('assignments_window', sql`${t.availableFrom} is null or ${t.availableTo} is null or ${t.availableFrom} < ${t.availableTo}`),
  check('assignments_due', sql`${t.dueDate} is null or ${t.availableTo} is null or ${t.dueDate} <= ${t.availableTo}`),
  check('assignments_types', sql`cardinality(${t.submissionTypes}) > 0 and ${t.submissionTypes} <@ array['TEXT', 'FILE', 'LINK']::text[]`),
]);

/**
 * One attempt. Individual: numbered per student; group: per course group
 * (any member hands in for all). Every attempt is kept; the unique index on
 * the owner's attempt number is what keeps two simultaneous submissions
 * from taking the same number.
 */
export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
  /** Who handed it in (for a group: the member who submitted for the group). */
  studentId: integer('student_id').notNull(),
  groupId: integer('group_id').references(() => courseGroups.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  body: text('body'),
  link: text('link'),
  /** The client's retry key: the same key answers the attempt it already made. */
  clientKey: text('client_key'),
  isLate: boolean('is_late').notNull().default(false),
  status: text('status').notNull().default('SUBMITTED'),
  grade: doublePrecision('grade'),
  gradeComment: text('grade_comment'),
  gradeMediaId: integer('grade_media_id').references(() => media.id, { onDelete: 'set null' }),
  gradedById: integer('graded_by_id').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: timestamp('graded_at', { withTimezone: true }),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('submissions_assignment').on(t.assignmentId, t.createdAt),
  // One attempt number per owner: the student for individual work, the group for group work.
  uniqueIndex('submissions_student_attempt').on(t.assignmentId, t.studentId, t.attempt).where(sql`${t.groupId} is null`),
  uniqueIndex('submissions_group_attempt').on(t.assignmentId, t.groupId, t.attempt).where(sql`${t.groupId} is not null`),
  unique('submissions_client_key').on(t.assignmentId, t.studentId, t.clientKey),
  foreignKey({ name: 'submissions_student_fk', columns: [t.organizationId, t.studentId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('submissions_status', sql`${t.status} in ('SUBMITTED', 'GRADED', 'RETURNED')`),
  check('submissions_attempt', sql`${t.attempt} >= 1`),
]);

/** Files handed in with an attempt. */
export const submissionMedia = pgTable('submission_media', {
  organizationId: integer('organization_id').notNull(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.submissionId, t.mediaId] }),
  foreignKey({ name: 'submission_media_media_fk', columns: [t.organizationId, t.mediaId], foreignColumns: [media.organizationId, media.id] }).onDelete('cascade'),
]);

/** A passage of the submission found in another one of the same assignment. */
export interface PlagiarismMatch {
  /** The other submission (never shown to the member: only the passage). */
  submissionId: number;
  /** Share of this submission's shingles found in the other one, 0-1. */
  similarity: number;
  passages: string[];
}

/** The copy-detection report of one attempt (spec "Plagiarism and copy-detection reports"). */
export const plagiarismReports = pgTable('plagiarism_reports', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  submissionId: integer('submission_id').notNull().unique().references(() => submissions.id, { onDelete: 'cascade' }),
  /** The checker's id of the scan (local: `local-<submissionId>`). */
  scanId: text('scan_id').notNull(),
  /** Highest similarity with any other submission, 0-1. */
  score: doublePrecision('score').notNull().default(0),
  matches: jsonb('matches').$type<PlagiarismMatch[]>().notNull().default([]),
  reportAvailable: boolean('report_available').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('plagiarism_reports_score', sql`${t.score} between 0 and 1`),
]);
