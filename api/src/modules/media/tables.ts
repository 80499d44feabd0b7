import { foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * An uploaded file (spec section 3 "Other": Media). Only profile images for
 * now; the bytes live in the media folder under `key`, never in the table.
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('media_org_id').on(t.organizationId, t.id),
  index('media_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'media_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
