import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { media } from '../../media/tables';
import { courses, courseSubsections } from '../tables';

/**
 * What a course teaches with (docs/design/course-player-api.md "Tables"):
 * lectures, questionnaires, attachments and who may see an item. Content
 * hangs off its course like the sections do (no organization column: the
 * course's tenancy rules apply); what members do with it is in ../progress.
 */

/** A live session on line (spec meeting kind EXTERNAL link or VIDEO_CONFERENCE_TOOL). */
export const onlineLectures = pgTable('online_lectures', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  /** The ONLINE_LECTURE subsection that teaches with it, if any (a lecture may also stand alone in the lectures list). */
  subsectionId: integer('subsection_id').unique().references(() => courseSubsections.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** EXTERNAL or VIDEO_CONFERENCE_TOOL. */
  meetingKind: text('meeting_kind').notNull().default('EXTERNAL'),
  /** The tool's slug (zoom, teams, meet...) when meetingKind is VIDEO_CONFERENCE_TOOL. */
  tool: text('tool'),
  /** Only ever sent to members who may access the lecture, and only around its start. */
  meetingUrl: text('meeting_url'),
  recordingUrl: text('recording_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('online_lectures_course').on(t.courseId, t.startsAt),
  check('online_lectures_times', sql`${t.endsAt} > ${t.startsAt}`),
  check('online_lectures_kind', sql`${t.meetingKind} in ('EXTERNAL', 'VIDEO_CONFERENCE_TOOL')`),
]);

/** A class in a room: where and when, attended by code. */
export const onCampusLectures = pgTable('on_campus_lectures', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  /** The ON_CAMPUS_LECTURE subsection that teaches with it, if any. */
  subsectionId: integer('subsection_id').unique().references(() => courseSubsections.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  location: text('location').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('on_campus_lectures_course').on(t.courseId, t.startsAt),
  check('on_campus_lectures_times', sql`${t.endsAt} > ${t.startsAt}`),
  check('on_campus_lectures_coordinates', sql`(${t.latitude} is null) = (${t.longitude} is null)
    and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`),
]);

/** A check-your-understanding question of a QUESTIONNAIRE subsection (answered in place, not graded). */
export const questionnaireQuestions = pgTable('questionnaire_questions', {
  id: serial('id').primaryKey(),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('questionnaire_questions_subsection').on(t.subsectionId, t.sortOrder)]);

export const questionnaireAnswers = pgTable('questionnaire_answers', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  isCorrect: boolean('is_correct').notNull().default(false),
  explanation: text('explanation'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('questionnaire_answers_question').on(t.questionId, t.sortOrder)]);

/** A file or link listed under a subsection (spec: attachments, name and link). */
export const subsectionAttachments = pgTable('subsection_attachments', {
  id: serial('id').primaryKey(),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Exactly one of an uploaded file and an outside link. */
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
  link: text('link'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  index('subsection_attachments_subsection').on(t.subsectionId, t.sortOrder),
  check('subsection_attachments_target', sql`(${t.mediaId} is null) <> (${t.link} is null)`),
]);

/**
 * A group of students within a course (spec "Course groups: name, notes,
 * weight"); the course-work issue builds their screens. Here they are what
 * an access restriction of audience SPECIFIC_GROUPS names.
 */
export const courseGroups = pgTable('course_groups', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  notes: text('notes'),
  weight: integer('weight').notNull().default(1),
}, (t) => [index('course_groups_course').on(t.courseId)]);

export const courseGroupMembers = pgTable('course_group_members', {
  organizationId: integer('organization_id').notNull(),
  groupId: integer('group_id').notNull().references(() => courseGroups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.groupId, t.userId] }),
  index('course_group_members_user').on(t.userId),
  foreignKey({ name: 'course_group_members_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** Audience SPECIFIC_STUDENTS: who may see the subsection. */
export const subsectionAudienceStudents = pgTable('subsection_audience_students', {
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.subsectionId, t.userId] })]);

/** Audience SPECIFIC_GROUPS: which course groups may see the subsection. */
export const subsectionAudienceGroups = pgTable('subsection_audience_groups', {
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => courseGroups.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.subsectionId, t.groupId] })]);

