import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from '../../media/tables';
import { organizations } from '../../organizations/tables';
import { users } from '../../users/tables';
import { courses } from '../tables';

/**
 * How an organization's certificates look (spec section 3 "Other":
 * certificates and templates): icon, colors, fonts and the language they are
 * written in (ARABIC by default, spec section 9 "certificate font language
 * ar"). One may be the organization's default; a course target organization
 * may name another (course_target_organizations.certificate_template_id).
 */
export const certificateTemplates = pgTable('certificate_templates', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** ARABIC or ENGLISH: the language of the texts and names printed on the certificate. */
  language: text('language').notNull().default('ARABIC'),
  iconMediaId: integer('icon_media_id').references(() => media.id, { onDelete: 'set null' }),
  primaryColor: text('primary_color').notNull().default('#ffffff'),
  secondaryColor: text('secondary_color').notNull().default('#ffffff'),
  /** A served font family (Cairo, Noto Naskh Arabic, Inter, Lora) for the certificate's language. */
  fontFamily: text('font_family').notNull().default('Cairo'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('certificate_templates_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
  check('certificate_templates_language', sql`${t.language} in ('ARABIC', 'ENGLISH')`),
  check('certificate_templates_colors', sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$' and ${t.secondaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
]);

/**
 * Passing criteria that replace a course's own (spec section 3
 * "CoursePassingCriteria"): named by a course target organization
 * (course_target_organizations.course_passing_criteria_id), or the
 * organization's default (isOrganizationDefault) for every course it offers.
 * Fractions 0..1, as on courses.
 */
export const coursePassingCriteria = pgTable('course_passing_criteria', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  passingGradePercentage: doublePrecision('passing_grade_percentage').notNull().default(0.5),
  mandatoryAttendancePercentage: doublePrecision('mandatory_attendance_percentage').notNull().default(1),
  isOrganizationDefault: boolean('is_organization_default').notNull().default(false),
}, (t) => [
  uniqueIndex('course_passing_criteria_one_default').on(t.organizationId).where(sql`${t.isOrganizationDefault}`),
  check('course_passing_criteria_range', sql`${t.passingGradePercentage} between 0 and 1 and ${t.mandatoryAttendancePercentage} between 0 and 1`),
]);

/**
 * A member's certificate of a course: one per member and course (the unique
 * constraint makes two concurrent completions issue one). The id is random
 * (it is the public page's address: unguessable); the verification code is
 * the short code printed on it. Names are a snapshot in the certificate's
 * language, as they were when it was issued.
 */
export const certificates = pgTable('certificates', {
  id: text('id').primaryKey(),
  /** The holder's organization (the tenant the certificate belongs to). */
  organizationId: integer('organization_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  verificationCode: text('verification_code').notNull(),
  templateId: integer('template_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
  /** ARABIC or ENGLISH. */
  language: text('language').notNull().default('ARABIC'),
  holderName: text('holder_name').notNull(),
  courseName: text('course_name').notNull(),
  organizationName: text('organization_name').notNull(),
  /** AUTOMATIC (the member met the passing criteria) or MANUAL (an instructor or administrator issued it). */
  issuedBy: text('issued_by').notNull().default('AUTOMATIC'),
  issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Why it was revoked. */
  reason: text('reason'),
}, (t) => [
  unique('certificates_course_user').on(t.courseId, t.userId),
  unique('certificates_verification_code').on(t.verificationCode),
  index('certificates_member').on(t.organizationId, t.userId, t.issuedAt),
  foreignKey({ name: 'certificates_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('certificates_language', sql`${t.language} in ('ARABIC', 'ENGLISH')`),
  check('certificates_issued_by', sql`${t.issuedBy} in ('AUTOMATIC', 'MANUAL')`),
]);
