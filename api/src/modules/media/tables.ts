import { bigint, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * An uploaded file (spec section 3 "Other": Media): profile images, course
 * files, videos and their captions. The bytes live in the media store under
 * `key`, never in the table.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  /** The member who uploaded it. */
  userId: integer('user_id').notNull(),
  /** FILE, IMAGE, VIDEO, AUDIO (spec enumeration), lower case. */
  type: text('type').notNull().default('file'),
  mime: text('mime').notNull().default('text/plain'),
  /** Path under the media folder: `<organizationId>/<random>`. */
  key: text('key').notNull().unique(),
  fileName: text('file_name').notNull(),
  sizeKB: integer('size_kb').notNull(),
  /** READY, or UPLOADING while a chunked upload is still arriving (never served then). */
  status: text('status').notNull().default('READY'),
  /** The size announced for a chunked upload, and how much of it has arrived. */
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
  /** Video and audio length (what "watched to 90%" is measured against). */
  durationSeconds: integer('duration_seconds'),
  /** PDF: its pages, rendered at upload (media_pages). */
  pageCount: integer('page_count'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('media_org_id').on(t.organizationId, t.id),
  index('media_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'media_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** Captions of a video or audio in one language (spec "transcripts", language default en), served as WebVTT. */
export const mediaTranscripts = pgTable('media_transcripts', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  mediaId: integer('media_id').notNull(),
  /** en or ar. */
  language: text('language').notNull().default('en'),
  label: text('label').notNull(),
  /** The WebVTT text, checked when stored. */
  vtt: text('vtt').notNull(),
}, (t) => [
  unique('media_transcripts_media_language').on(t.mediaId, t.language),
  foreignKey({ name: 'media_transcripts_media_fk', columns: [t.organizationId, t.mediaId], foreignColumns: [media.organizationId, media.id] }).onDelete('cascade'),
]);

/**
 * A page of a PDF, rendered when it was uploaded: a picture for the viewer
 * and the page's text for screen readers and search (no PDF engine is sent
 * to the browser: docs/decisions/0012-pdf-pages-on-the-server.md).
 */
export const mediaPages = pgTable('media_pages', {
  organizationId: integer('organization_id').notNull(),
  mediaId: integer('media_id').notNull(),
  pageNumber: integer('page_number').notNull(),
  /** Store key of the rendered picture (WebP). */
  imageKey: text('image_key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  text: text('text').notNull().default(''),
}, (t) => [
  primaryKey({ columns: [t.mediaId, t.pageNumber] }),
  foreignKey({ name: 'media_pages_media_fk', columns: [t.organizationId, t.mediaId], foreignColumns: [media.organizationId, media.id] }).onDelete('cascade'),
]);
