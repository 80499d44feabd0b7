import { foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * One signed-in session: a family of refresh tokens. Each refresh rotates
 * the token; presenting a token that was already rotated revokes the family
 * (reuse detection, ARCHITECTURE section 4).
 */
export const sessionFamilies = pgTable('session_families', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  /** The admin who opened this session through masquerade, if any. */
  masqueradedById: integer('masqueraded_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** logout, logout-all, reuse-detected, password-changed, deactivated, account-deleted */
  revokedReason: text('revoked_reason'),
  /** The browser or app that signed in (User-Agent, cut to 300 characters): the activity log, new-device notices. */
  userAgent: text('user_agent'),
  /** The address it signed in from. */
  ipAddress: text('ip_address'),
}, (t) => [
  index('session_families_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'session_families_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** Opaque refresh tokens, stored as SHA-256 hashes only. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  familyId: uuid('family_id').notNull().references(() => sessionFamilies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the token is exchanged for a new one; a second use means theft. */
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('refresh_tokens_family').on(t.familyId)]);

/**
 * Single-use secrets sent to a person or handed to a client: email
 * verification links, password reset links, two-factor codes, phone codes
 * and single-sign-on tokens. Only a hash is stored.
 */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  /** verify-email | reset-password | two-factor | phone | sso */
  purpose: text('purpose').notNull(),
  /** SHA-256 of the secret (the link token or the numeric code). */
  codeHash: text('code_hash').notNull(),
  /** For two-factor: SHA-256 of the two-factor token that identifies the pending login. */
  handleHash: text('handle_hash'),
  /** What the code proves: the phone number or email it was sent to, or the portal of an sso token. */
  target: text('target'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Set when a newer code of the same purpose replaces this one (resend). */
  supersededAt: timestamp('superseded_at', { withTimezone: true }),
}, (t) => [
  index('one_time_codes_user_purpose').on(t.organizationId, t.userId, t.purpose),
  index('one_time_codes_code_hash').on(t.codeHash),
  index('one_time_codes_handle_hash').on(t.handleHash),
  foreignKey({ name: 'one_time_codes_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** A phone number a member proved they own (spec: the phone's verification record). */
export const phoneVerifications = pgTable('phone_verifications', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  normalizedPhoneNumber: text('normalized_phone_number').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('phone_verifications_user_phone').on(t.userId, t.normalizedPhoneNumber),
  foreignKey({ name: 'phone_verifications_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/**
 * Failed sign-in attempts, per account key and per client address, counted in
 * a sliding window. In PostgreSQL so every API process sees the same counts.
 */
export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  /** `account:<orgId>:<email>` or `address:<ip>` */
  bucket: text('bucket').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_attempts_bucket_time').on(t.bucket, t.attemptedAt)]);
