import { index, integer, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { courses } from '../tables';

/** A course announcement (spec "Course announcement"); members see published ones whose date has come. */
export const courseAnnouncements = pgTable('course_announcements', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Sanitized rich text. */
  content: text('content').notNull(),
  announcementDate: timestamp('announcement_date', { withTimezone: true }).notNull().defaultNow(),
  isPublished: boolean('is_published').notNull().default(false),
  /** The author is left out of what members read. */
  postAnonymously: boolean('post_anonymously').notNull().default(false),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('course_announcements_course').on(t.courseId, t.isPublished, t.announcementDate)]);
