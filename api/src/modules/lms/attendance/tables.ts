import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { courses } from '../tables';
import { onCampusLectures, onlineLectures } from '../content/tables';

/**
 * An instructor takes attendance for one lecture: while the session is open
 * its code changes every 30 seconds (derived from `secret`, never stored in
 * clear anywhere else), shown as text and as a QR code.
 */
export const attendanceSessions = pgTable('attendance_sessions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  /** Exactly one lecture. */
  onlineLectureId: integer('online_lecture_id').references(() => onlineLectures.id, { onDelete: 'cascade' }),
  onCampusLectureId: integer('on_campus_lecture_id').references(() => onCampusLectures.id, { onDelete: 'cascade' }),
  /** Random bytes, base64url: the key of the rotating codes. */
  secret: text('secret').notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  openedById: integer('opened_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('attendance_sessions_course').on(t.courseId, t.opensAt),
  check('attendance_sessions_lecture', sql`(${t.onlineLectureId} is null) <> (${t.onCampusLectureId} is null)`),
  check('attendance_sessions_window', sql`${t.closesAt} > ${t.opensAt}`),
]);

/**
 * A member was at a lecture: one record per member and lecture, whichever
 * way it was taken (the session it came through, if any, is kept).
 */
export const attendanceRecords = pgTable('attendance_records', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  /** Exactly one lecture. */
  onlineLectureId: integer('online_lecture_id').references(() => onlineLectures.id, { onDelete: 'cascade' }),
  onCampusLectureId: integer('on_campus_lecture_id').references(() => onCampusLectures.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => attendanceSessions.id, { onDelete: 'set null' }),
  /** CODE (typed or scanned), JOINED (an online lecture joined in its window) or MANUAL (by the instructor). */
  method: text('method').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('attendance_records_online_user').on(t.onlineLectureId, t.userId),
  unique('attendance_records_on_campus_user').on(t.onCampusLectureId, t.userId),
  index('attendance_records_member').on(t.userId, t.courseId),
  foreignKey({ name: 'attendance_records_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('attendance_records_lecture', sql`(${t.onlineLectureId} is null) <> (${t.onCampusLectureId} is null)`),
  check('attendance_records_method', sql`${t.method} in ('CODE', 'JOINED', 'MANUAL')`),
]);
