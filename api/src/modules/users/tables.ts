import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { permissionSets } from '../permissions/tables';

/**
 * A member of one organization (spec section 3 "User"). The same email may
 * exist in two organizations as two unrelated users.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** Stored lower-cased so uniqueness is case-insensitive. */
  email: text('email').notNull(),
  /** argon2id; null for accounts that can only sign in through single sign-on. */
  passwordHash: text('password_hash'),
  isVerified: boolean('is_verified').notNull().default(false),
  /** The member permission set; null means the organization's default member set. */
  permissionSetId: integer('permission_set_id'),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  isInstructor: boolean('is_instructor').notNull().default(false),
  phoneNumber: text('phone_number'),
  /** E.164 form of phoneNumber; unique within the organization. */
  normalizedPhoneNumber: text('normalized_phone_number'),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  deactivatedById: integer('deactivated_by_id'),
  /** Pending manual approval: sign-in answers auth-009 until an admin approves. */
  requiresApproval: boolean('requires_approval').notNull().default(false),
  forceResetPassword: boolean('force_reset_password').notNull().default(false),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  arFirstName: text('ar_first_name'),
  arLastName: text('ar_last_name'),
  academicLevel: text('academic_level'),
  specialty: text('specialty'),
  position: text('position'),
  workPlace: text('work_place'),
  nationality: text('nationality'),
  profileImageId: integer('profile_image_id'),
  coverImageId: integer('cover_image_id'),
  about: text('about'),
  occupation: text('occupation'),
  location: text('location'),
  idNumber: text('id_number'),
  gender: text('gender'),
  scfhsId: text('scfhs_id'),
  institute: text('institute'),
  yearsOfExperience: integer('years_of_experience'),
  lastVisited: timestamp('last_visited', { withTimezone: true }),
  country: text('country'),
  city: text('city'),
  linkedIn: text('linked_in'),
  freeChemistrySessions: integer('free_chemistry_sessions').notNull().default(2),
  preferredLanguage: text('preferred_language').notNull().default('en'),
  /** Weekly learning hours chosen in the onboarding assessment. */
  userLearningHours: integer('user_learning_hours'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('users_organization_email').on(t.organizationId, t.email),
  unique('users_organization_phone').on(t.organizationId, t.normalizedPhoneNumber),
  // Target of composite foreign keys that keep child rows inside one tenant.
  unique('users_organization_id').on(t.organizationId, t.id),
  // A member's permission set belongs to the member's organization.
  foreignKey({ name: 'users_permission_set_fk', columns: [t.organizationId, t.permissionSetId], foreignColumns: [permissionSets.organizationId, permissionSets.id] }),
]);

/** Answers to the organization's registration form fields (spec: extraFields). */
export const userExtraFields = pgTable('user_extra_fields', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  fieldKey: text('field_key').notNull(),
  value: text('value').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.fieldKey] }),
  foreignKey({ name: 'user_extra_fields_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** Learning categories a member is interested in (onboarding INTERESTED_TOPIC answers). */
export const userInterestedCategories = pgTable('user_interested_categories', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  categoryId: integer('category_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.categoryId] }),
  index('user_interested_categories_org').on(t.organizationId),
  foreignKey({ name: 'user_interested_categories_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
