import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, unique,
} from 'drizzle-orm/pg-core';
import { at, createdAt, inList, memberOf, organizationId } from '../../core/db/tenant-columns';
import { learningCategories } from '../learning-categories/tables';

/**
 * Coaching (docs/design/coaching-api.md): coach profiles, a provider's
 * settings, weekly hours, date overrides and disabled periods, and bookings.
 * A coach is a member with a row in coaching_coaches; the coach is also the
 * booking "provider" (providerId = coachId = the coach's user id). Every table
 * belongs to one organization (forced row-level security) and references
 * members through (organization_id, user_id).
 *
 * Bookings never overlap for one coach: the migration adds an exclusion
 * constraint (btree_gist) on (coach_id, tstzrange(starts_at, ends_at)) over
 * every booking that is not CANCELLED; drizzle cannot declare it here.
 */

/** A row of a coach's profile: belongs to the coach of the same organization. */
const ofCoach = (name: string, t: { organizationId: AnyPgColumn; coachId: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organizationId, t.coachId], foreignColumns: [coachingCoaches.organizationId, coachingCoaches.userId] }).onDelete('cascade');

export const DEGREES = ['BACHELORS', 'MASTERS', 'DOCTORATE', 'DIPLOMA', 'ASSOCIATE', 'OTHER'] as const;
export type Degree = (typeof DEGREES)[number];
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'FREELANCE', 'CONTRACT', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const CREDENTIAL_TYPES = ['CERTIFICATE', 'LICENSE', 'ACCREDITATION'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];
export const PROFICIENCIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
/** HELD: kept for the member while a paid session is paid for (until hold_expires_at); CONFIRMED: booked; CANCELLED: freed. */
export const BOOKING_STATUSES = ['HELD', 'CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** FREE: one of the member's free sessions; PAID: bought through commerce; CREDIT: a rescheduling credit spent. */
export const BOOKING_KINDS = ['FREE', 'PAID', 'CREDIT'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** SYSTEM: a hold that expired or whose payment failed. */
export const CANCELLERS = ['MEMBER', 'COACH', 'SYSTEM'] as const;
export type Canceller = (typeof CANCELLERS)[number];

// ---------------------------------------------------------------- profiles

export const coachingCoaches = pgTable('coaching_coaches', {
  organizationId: organizationId(),
  userId: integer('user_id').notNull(),
  headline: text('headline').notNull().default(''),
  headlineAr: text('headline_ar').notNull().default(''),
  about: text('about').notNull().default(''),
  aboutAr: text('about_ar').notNull().default(''),
  specialtyCategoryId: integer('specialty_category_id').references(() => learningCategories.id, { onDelete: 'set null' }),
  /** Halalas before VAT, per session. */
  price: integer('price').notNull().default(0),
  /** Listed in the directory; a coach may hide while setting up. */
  isListed: boolean('is_listed').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'coaching_coaches_pk', columns: [t.organizationId, t.userId] }),
  memberOf('coaching_coaches_user_fk', t, t.userId),
  check('coaching_coaches_price', sql`${t.price} >= 0`),
]);

export const coachingPositions = pgTable('coaching_positions', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull().default(''),
  isCurrent: boolean('is_current').notNull().default(true),
  position: smallint('position').notNull().default(0),
}, (t) => [ofCoach('coaching_positions_coach_fk', t), index('coaching_positions_coach').on(t.coachId)]);

export const coachingEducations = pgTable('coaching_educations', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  school: text('school').notNull(),
  degree: text('degree').$type<Degree>().notNull().default('BACHELORS'),
  fieldOfStudy: text('field_of_study').notNull().default(''),
  startYear: smallint('start_year'),
  endYear: smallint('end_year'),
}, (t) => [
  ofCoach('coaching_educations_coach_fk', t), index('coaching_educations_coach').on(t.coachId),
  check('coaching_educations_degree', sql`${t.degree} in (${inList(DEGREES)})`),
  check('coaching_educations_years', sql`${t.endYear} is null or ${t.startYear} is null or ${t.endYear} >= ${t.startYear}`),
]);

export const coachingExperiences = pgTable('coaching_experiences', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull().default(''),
  employmentType: text('employment_type').$type<EmploymentType>().notNull().default('FULL_TIME'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  /** null: current. */
  endDate: date('end_date', { mode: 'string' }),
  description: text('description').notNull().default(''),
}, (t) => [
  ofCoach('coaching_experiences_coach_fk', t), index('coaching_experiences_coach').on(t.coachId),
  check('coaching_experiences_type', sql`${t.employmentType} in (${inList(EMPLOYMENT_TYPES)})`),
  check('coaching_experiences_dates', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
]);

export const coachingCertifications = pgTable('coaching_certifications', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull().default(''),
  credentialType: text('credential_type').$type<CredentialType>().notNull().default('CERTIFICATE'),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  doesNotExpire: boolean('does_not_expire').notNull().default(false),
  credentialUrl: text('credential_url'),
}, (t) => [
  ofCoach('coaching_certifications_coach_fk', t), index('coaching_certifications_coach').on(t.coachId),
  check('coaching_certifications_type', sql`${t.credentialType} in (${inList(CREDENTIAL_TYPES)})`),
  // "Does not expire" and an expiry date exclude each other.
  check('coaching_certifications_expiry', sql`not (${t.doesNotExpire} and ${t.expiresOn} is not null)`),
]);

export const coachingLanguages = pgTable('coaching_languages', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  /** ISO 639-1 code, e.g. ar, en, fr. */
  language: text('language').notNull(),
  proficiency: text('proficiency').$type<Proficiency>().notNull().default('ADVANCED'),
}, (t) => [
  ofCoach('coaching_languages_coach_fk', t),
  unique('coaching_languages_once').on(t.coachId, t.language),
  check('coaching_languages_code', sql`${t.language} ~ '^[a-z]{2}$'`),
  check('coaching_languages_proficiency', sql`${t.proficiency} in (${inList(PROFICIENCIES)})`),
]);

// ---------------------------------------------------------------- availability

export const coachingSettings = pgTable('coaching_settings', {
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  sessionDuration: smallint('session_duration').notNull().default(60),
  mustBookInAdvance: boolean('must_book_in_advance').notNull().default(true),
  /** Minimum notice in hours, when mustBookInAdvance. */
  inAdvanceHours: smallint('in_advance_hours').notNull().default(24),
  enableFreeSession: boolean('enable_free_session').notNull().default(false),
  freeSessionDuration: smallint('free_session_duration').notNull().default(30),
  enableCancellation: boolean('enable_cancellation').notNull().default(true),
  cancellationMinimumHours: smallint('cancellation_minimum_hours').notNull().default(24),
  /** IANA zone the hours are written in (the spec's "timezone default 00:00" is UTC's offset; we keep a zone so DST is exact). */
  timeZone: text('time_zone').notNull().default('UTC'),
  maximumFutureDays: smallint('maximum_future_days').notNull().default(365),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'coaching_settings_pk', columns: [t.organizationId, t.coachId] }),
  ofCoach('coaching_settings_coach_fk', t),
  check('coaching_settings_duration', sql`${t.sessionDuration} between 15 and 240 and ${t.freeSessionDuration} between 15 and 240`),
  check('coaching_settings_hours', sql`${t.inAdvanceHours} between 0 and 720 and ${t.cancellationMinimumHours} between 0 and 720`),
  check('coaching_settings_future', sql`${t.maximumFutureDays} between 1 and 365`),
]);

/** Weekly hours in the coach's zone: several ranges a day; minutes from local midnight, end exclusive (1440 = midnight). */
export const coachingBusinessHours = pgTable('coaching_business_hours', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: smallint('weekday').notNull(),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
}, (t) => [
  ofCoach('coaching_business_hours_coach_fk', t), index('coaching_business_hours_coach').on(t.coachId, t.weekday),
  check('coaching_business_hours_weekday', sql`${t.weekday} between 1 and 7`),
  check('coaching_business_hours_range', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`),
]);

/**
 * A date written over the weekly hours (Cal.com's date overrides): the date's
 * rows replace that weekday's hours; one row with null minutes makes the whole
 * date unavailable.
 */
export const coachingDateOverrides = pgTable('coaching_date_overrides', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  startMinute: smallint('start_minute'),
  endMinute: smallint('end_minute'),
}, (t) => [
  ofCoach('coaching_date_overrides_coach_fk', t), index('coaching_date_overrides_coach').on(t.coachId, t.date),
  check('coaching_date_overrides_range', sql`(${t.startMinute} is null and ${t.endMinute} is null)
    or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute})`),
]);

/** A period the coach blocked (instants). */
export const coachingDisabledSlots = pgTable('coaching_disabled_slots', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  reason: text('reason').notNull().default(''),
}, (t) => [
  ofCoach('coaching_disabled_slots_coach_fk', t), index('coaching_disabled_slots_coach').on(t.coachId, t.startsAt),
  check('coaching_disabled_slots_range', sql`${t.startsAt} < ${t.endsAt}`),
]);

// ---------------------------------------------------------------- bookings

export const coachingBookings = pgTable('coaching_bookings', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  coachId: integer('coach_id').notNull(),
  memberId: integer('member_id').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  status: text('status').$type<BookingStatus>().notNull(),
  kind: text('kind').$type<BookingKind>().notNull(),
  /** HELD only: the hold lapses at this instant (the writes cancel lapsed holds before they book). */
  holdExpiresAt: at('hold_expires_at'),
  meetingUrl: text('meeting_url').notNull(),
  purchasedItemId: integer('purchased_item_id'),
  /** The booking this one replaced (rescheduling). */
  rescheduledFromId: integer('rescheduled_from_id'),
  cancelledBy: text('cancelled_by').$type<Canceller>(),
  cancelledAt: at('cancelled_at'),
  cancelReason: text('cancel_reason').notNull().default(''),
  /** What cancelling gave back: the free session, a rescheduling credit, a refund request, or nothing. */
  cancelOutcome: text('cancel_outcome'),
  /** Reminder notifications sent (24 h and 1 h before), so each goes once. */
  remindedDayAt: at('reminded_day_at'),
  remindedHourAt: at('reminded_hour_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  unique('coaching_bookings_org_id').on(t.organizationId, t.id),
  ofCoach('coaching_bookings_coach_fk', t),
  memberOf('coaching_bookings_member_fk', t, t.memberId),
  index('coaching_bookings_coach_time').on(t.coachId, t.startsAt),
  index('coaching_bookings_member_time').on(t.organizationId, t.memberId, t.startsAt),
  check('coaching_bookings_range', sql`${t.startsAt} < ${t.endsAt}`),
  check('coaching_bookings_status', sql`${t.status} in (${inList(BOOKING_STATUSES)})`),
  check('coaching_bookings_kind', sql`${t.kind} in (${inList(BOOKING_KINDS)})`),
  check('coaching_bookings_canceller', sql`${t.cancelledBy} is null or ${t.cancelledBy} in (${inList(CANCELLERS)})`),
  check('coaching_bookings_hold', sql`${t.status} <> 'HELD' or ${t.holdExpiresAt} is not null`),
  check('coaching_bookings_cancelled', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
]);

/** A rescheduling credit: given when the coach cancels a paid (or credit) session; spent on a later booking with that coach. */
export const coachingCredits = pgTable('coaching_credits', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  memberId: integer('member_id').notNull(),
  coachId: integer('coach_id').notNull(),
  /** The cancelled booking that gave it: one credit per booking. */
  sourceBookingId: integer('source_booking_id').notNull(),
  /** The booking that spent it; null while unspent. */
  spentOnBookingId: integer('spent_on_booking_id'),
  createdAt: createdAt(),
}, (t) => [
  unique('coaching_credits_source').on(t.sourceBookingId),
  ofCoach('coaching_credits_coach_fk', t),
  memberOf('coaching_credits_member_fk', t, t.memberId),
  index('coaching_credits_member').on(t.organizationId, t.memberId, t.coachId),
]);
