import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, text, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, inList, memberOf, organizationId } from '../../core/db/tenant-columns';
import { media } from '../media/tables';

/**
 * Social (docs/design/social-api.md): events with enrollments, a waitlist,
 * tickets and attendance; groups with memberships, posts, comments, likes and
 * saves. Every table belongs to one organization (forced row-level security)
 * and references members through (organization_id, user_id), so a row can
 * never point at another organization's member.
 */

export const EVENT_TYPES = ['ONLINE', 'ON_SITE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** ENROLLED holds a place; WAITLISTED waits for one, in (waitlisted_at, id) order; CANCELLED left. */
export const EVENT_ENROLLMENT_STATUSES = ['ENROLLED', 'WAITLISTED', 'CANCELLED'] as const;
export type EventEnrollmentStatus = (typeof EVENT_ENROLLMENT_STATUSES)[number];
export const GROUP_PRIVACIES = ['PUBLIC', 'PRIVATE', 'SECRET'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
export const GROUP_POST_PERMISSIONS = ['EVERYONE', 'ADMINS'] as const;
export type GroupPostPermission = (typeof GROUP_POST_PERMISSIONS)[number];
export const GROUP_ROLES = ['ADMIN', 'MEMBER'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_MEMBERSHIP_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'BLOCKED', 'INVITED'] as const;
export type GroupMembershipStatus = (typeof GROUP_MEMBERSHIP_STATUSES)[number];

// ---------------------------------------------------------------- groups

export const socialGroups = pgTable('social_groups', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  privacy: text('privacy').$type<GroupPrivacy>().notNull().default('PRIVATE'),
  postPermission: text('post_permission').$type<GroupPostPermission>().notNull().default('EVERYONE'),
  imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').notNull(),
  /** Kept by the membership writes, in the same transaction: the cards never count rows. */
  memberCount: integer('member_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  unique('social_groups_org_id').on(t.organizationId, t.id),
  memberOf('social_groups_creator_fk', t, t.createdBy),
  check('social_groups_privacy', sql`${t.privacy} in (${inList(GROUP_PRIVACIES)})`),
  check('social_groups_post_permission', sql`${t.postPermission} in (${inList(GROUP_POST_PERMISSIONS)})`),
  check('social_groups_name', sql`length(${t.name}) between 1 and 120`),
]);

export const socialGroupMemberships = pgTable('social_group_memberships', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
  role: text('role').$type<GroupRole>().notNull().default('MEMBER'),
  status: text('status').$type<GroupMembershipStatus>().notNull().default('PENDING'),
  /** Who invited (INVITED) or last decided (accept, reject, block, make admin). */
  actedBy: integer('acted_by'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  unique('social_group_memberships_member').on(t.groupId, t.userId),
  index('social_group_memberships_user').on(t.organizationId, t.userId, t.status),
  index('social_group_memberships_group_status').on(t.groupId, t.status, t.id),
  foreignKey({ name: 'social_group_memberships_group_fk', columns: [t.organizationId, t.groupId], foreignColumns: [socialGroups.organizationId, socialGroups.id] }).onDelete('cascade'),
  memberOf('social_group_memberships_user_fk', t, t.userId),
  check('social_group_memberships_role', sql`${t.role} in (${inList(GROUP_ROLES)})`),
  check('social_group_memberships_status', sql`${t.status} in (${inList(GROUP_MEMBERSHIP_STATUSES)})`),
]);

/** A member's stars for a group they belong to (the cards show the average). */
export const socialGroupRatings = pgTable('social_group_ratings', {
  organizationId: organizationId(),
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
  rating: integer('rating').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'social_group_ratings_pk', columns: [t.groupId, t.userId] }),
  foreignKey({ name: 'social_group_ratings_group_fk', columns: [t.organizationId, t.groupId], foreignColumns: [socialGroups.organizationId, socialGroups.id] }).onDelete('cascade'),
  memberOf('social_group_ratings_user_fk', t, t.userId),
  check('social_group_ratings_range', sql`${t.rating} between 1 and 5`),
]);

// ---------------------------------------------------------------- posts

export const socialPosts = pgTable('social_posts', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  groupId: integer('group_id').notNull(),
  authorId: integer('author_id').notNull(),
  /** Sanitized rich text (the shared allow-list), at most 20,000 characters. */
  content: text('content').notNull(),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  isPinned: boolean('is_pinned').notNull().default(false),
  pinnedBy: integer('pinned_by'),
  pinnedAt: at('pinned_at'),
  /** Kept exact by the like, comment and save writes (one statement each, in their transaction). */
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  saveCount: integer('save_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
}, (t) => [
  unique('social_posts_org_id').on(t.organizationId, t.id),
  // The group's feed: pinned first, then newest first, keyset on (created_at, id).
  index('social_posts_group_feed').on(t.groupId, t.isPinned, t.createdAt, t.id),
  // The home feed: each group's newest posts after the cursor, pinned or not (a lateral read per group).
  index('social_posts_group_newest').on(t.groupId, t.createdAt, t.id),
  index('social_posts_author').on(t.organizationId, t.authorId, t.createdAt),
  foreignKey({ name: 'social_posts_group_fk', columns: [t.organizationId, t.groupId], foreignColumns: [socialGroups.organizationId, socialGroups.id] }).onDelete('cascade'),
  memberOf('social_posts_author_fk', t, t.authorId),
  check('social_posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.saveCount} >= 0`),
]);

export const socialPostMedia = pgTable('social_post_media', {
  organizationId: organizationId(),
  postId: integer('post_id').notNull(),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
}, (t) => [
  primaryKey({ name: 'social_post_media_pk', columns: [t.postId, t.position] }),
  foreignKey({ name: 'social_post_media_post_fk', columns: [t.organizationId, t.postId], foreignColumns: [socialPosts.organizationId, socialPosts.id] }).onDelete('cascade'),
]);

export const socialComments = pgTable('social_comments', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  postId: integer('post_id').notNull(),
  /** The comment this one answers (threads), null at the top level. */
  parentId: integer('parent_id'),
  authorId: integer('author_id').notNull(),
  content: text('content').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
}, (t) => [
  unique('social_comments_org_id').on(t.organizationId, t.id),
  index('social_comments_post').on(t.postId, t.createdAt, t.id),
  index('social_comments_author').on(t.organizationId, t.authorId, t.createdAt),
  foreignKey({ name: 'social_comments_post_fk', columns: [t.organizationId, t.postId], foreignColumns: [socialPosts.organizationId, socialPosts.id] }).onDelete('cascade'),
  foreignKey({ name: 'social_comments_parent_fk', columns: [t.organizationId, t.parentId], foreignColumns: [t.organizationId, t.id] }).onDelete('cascade'),
  memberOf('social_comments_author_fk', t, t.authorId),
  check('social_comments_like_count', sql`${t.likeCount} >= 0`),
]);

export const socialPostLikes = pgTable('social_post_likes', {
  organizationId: organizationId(),
  postId: integer('post_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'social_post_likes_pk', columns: [t.postId, t.userId] }),
  index('social_post_likes_user').on(t.organizationId, t.userId, t.createdAt),
  foreignKey({ name: 'social_post_likes_post_fk', columns: [t.organizationId, t.postId], foreignColumns: [socialPosts.organizationId, socialPosts.id] }).onDelete('cascade'),
  memberOf('social_post_likes_user_fk', t, t.userId),
]);

export const socialCommentLikes = pgTable('social_comment_likes', {
  organizationId: organizationId(),
  commentId: integer('comment_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'social_comment_likes_pk', columns: [t.commentId, t.userId] }),
  foreignKey({ name: 'social_comment_likes_comment_fk', columns: [t.organizationId, t.commentId], foreignColumns: [socialComments.organizationId, socialComments.id] }).onDelete('cascade'),
  memberOf('social_comment_likes_user_fk', t, t.userId),
]);

export const socialPostSaves = pgTable('social_post_saves', {
  organizationId: organizationId(),
  postId: integer('post_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'social_post_saves_pk', columns: [t.postId, t.userId] }),
  // The member's saved posts, newest first, keyset on (created_at, post_id).
  index('social_post_saves_user').on(t.organizationId, t.userId, t.createdAt, t.postId),
  foreignKey({ name: 'social_post_saves_post_fk', columns: [t.organizationId, t.postId], foreignColumns: [socialPosts.organizationId, socialPosts.id] }).onDelete('cascade'),
  memberOf('social_post_saves_user_fk', t, t.userId),
]);

/** What the member's home feed holds besides the posts of their groups (GET / PUT /api/feeds/preferences); no row: the defaults. */
export const socialFeedPreferences = pgTable('social_feed_preferences', {
  organizationId: organizationId(),
  userId: integer('user_id').notNull(),
  /** Also the newest posts of public groups the member has not joined. */
  homeIncludesPublicGroups: boolean('home_includes_public_groups').notNull().default(false),
  /** Groups whose posts stay out of the home feed (the member still reads them in the group). */
  mutedGroupIds: integer('muted_group_ids').array().notNull().default(sql`'{}'::integer[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'social_feed_preferences_pk', columns: [t.organizationId, t.userId] }),
  memberOf('social_feed_preferences_user_fk', t, t.userId),
  check('social_feed_preferences_muted', sql`cardinality(${t.mutedGroupIds}) <= 200`),
]);

// ---------------------------------------------------------------- events

export const socialEvents = pgTable('social_events', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  /** A group's event (group events), or null for the organization's. */
  groupId: integer('group_id'),
  title: text('title').notNull(),
  /** Sanitized rich text. */
  description: text('description').notNull().default(''),
  outline: text('outline').notNull().default(''),
  targetAudience: text('target_audience').notNull().default(''),
  creditHours: numeric('credit_hours', { precision: 6, scale: 2 }),
  ceu: numeric('ceu', { precision: 6, scale: 2 }),
  type: text('type').$type<EventType>().notNull().default('ONLINE'),
  /** The event's language (en or ar). */
  language: text('language').notNull().default('en'),
  isPublished: boolean('is_published').notNull().default(false),
  /** Places; null is unlimited. */
  maxEnrollmentCount: integer('max_enrollment_count'),
  /** Kept by the enrollment writes in the same transaction, under the event row's lock. */
  enrolledCount: integer('enrolled_count').notNull().default(0),
  startTime: at('start_time').notNull(),
  endingTime: at('ending_time').notNull(),
  enrollmentStartsAt: at('enrollment_starts_at'),
  enrollmentEndsAt: at('enrollment_ends_at'),
  /** Shown to enrolled members only, and only from shortly before the start. */
  meetingUrl: text('meeting_url'),
  location: text('location'),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
  /** Halalas; 0 is free. Paid events are bought through commerce's purchasable-item interface. */
  price: integer('price').notNull().default(0),
  oldPrice: integer('old_price'),
  cancelledAt: at('cancelled_at'),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  unique('social_events_org_id').on(t.organizationId, t.id),
  index('social_events_listing').on(t.organizationId, t.isPublished, t.startTime, t.id),
  index('social_events_group').on(t.organizationId, t.groupId, t.startTime),
  foreignKey({ name: 'social_events_group_fk', columns: [t.organizationId, t.groupId], foreignColumns: [socialGroups.organizationId, socialGroups.id] }).onDelete('cascade'),
  memberOf('social_events_creator_fk', t, t.createdBy),
  check('social_events_type', sql`${t.type} in (${inList(EVENT_TYPES)})`),
  check('social_events_times', sql`${t.endingTime} > ${t.startTime}`),
  check('social_events_places', sql`${t.maxEnrollmentCount} is null or ${t.maxEnrollmentCount} > 0`),
  check('social_events_enrolled', sql`${t.enrolledCount} >= 0 and (${t.maxEnrollmentCount} is null or ${t.enrolledCount} <= ${t.maxEnrollmentCount})`),
  check('social_events_price', sql`${t.price} >= 0 and (${t.oldPrice} is null or ${t.oldPrice} >= 0)`),
]);

/** The event's texts in its other language (spec "translations"). */
export const socialEventTranslations = pgTable('social_event_translations', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  outline: text('outline').notNull().default(''),
  targetAudience: text('target_audience').notNull().default(''),
}, (t) => [
  primaryKey({ name: 'social_event_translations_pk', columns: [t.eventId, t.language] }),
  foreignKey({ name: 'social_event_translations_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
]);

export const socialEventHosts = pgTable('social_event_hosts', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  userId: integer('user_id').notNull(),
}, (t) => [
  primaryKey({ name: 'social_event_hosts_pk', columns: [t.eventId, t.userId] }),
  index('social_event_hosts_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'social_event_hosts_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
  memberOf('social_event_hosts_user_fk', t, t.userId),
]);

/** Speakers from outside the organization. */
export const socialEventGuests = pgTable('social_event_guests', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
}, (t) => [
  index('social_event_guests_event').on(t.eventId),
  foreignKey({ name: 'social_event_guests_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
]);

export const socialEventAttachments = pgTable('social_event_attachments', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
}, (t) => [
  primaryKey({ name: 'social_event_attachments_pk', columns: [t.eventId, t.position] }),
  foreignKey({ name: 'social_event_attachments_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
]);

export const socialEventEnrollments = pgTable('social_event_enrollments', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  userId: integer('user_id').notNull(),
  status: text('status').$type<EventEnrollmentStatus>().notNull(),
  /** FREE (joined), PURCHASE (a paid order's fulfilment), WAITLIST (promoted). */
  source: text('source').notNull().default('FREE'),
  /** The order line that paid for the place (commerce), if any. */
  purchasedItemId: integer('purchased_item_id'),
  /** The random part of the ticket; the QR code carries it signed (never guessable from ids). */
  ticketNonce: text('ticket_nonce').notNull(),
  waitlistedAt: at('waitlisted_at'),
  enrolledAt: at('enrolled_at'),
  cancelledAt: at('cancelled_at'),
  createdAt: createdAt(),
}, (t) => [
  unique('social_event_enrollments_member').on(t.eventId, t.userId),
  unique('social_event_enrollments_org_id').on(t.organizationId, t.id),
  uniqueIndex('social_event_enrollments_ticket').on(t.ticketNonce),
  // The waitlist in order of arrival.
  index('social_event_enrollments_waitlist').on(t.eventId, t.waitlistedAt, t.id).where(sql`${t.status} = 'WAITLISTED'`),
  index('social_event_enrollments_user').on(t.organizationId, t.userId, t.status),
  foreignKey({ name: 'social_event_enrollments_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
  memberOf('social_event_enrollments_user_fk', t, t.userId),
  check('social_event_enrollments_status', sql`${t.status} in (${inList(EVENT_ENROLLMENT_STATUSES)})`),
]);

export const socialEventFavorites = pgTable('social_event_favorites', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'social_event_favorites_pk', columns: [t.eventId, t.userId] }),
  index('social_event_favorites_user').on(t.organizationId, t.userId, t.createdAt),
  foreignKey({ name: 'social_event_favorites_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
  memberOf('social_event_favorites_user_fk', t, t.userId),
]);

/** Seen-by: when a member first and last opened the event. */
export const socialEventViews = pgTable('social_event_views', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  userId: integer('user_id').notNull(),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'social_event_views_pk', columns: [t.eventId, t.userId] }),
  foreignKey({ name: 'social_event_views_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
  memberOf('social_event_views_user_fk', t, t.userId),
]);

/** What attendance is taken for (a day, a session of the event); one check-in per member per item. */
export const socialEventAttendanceItems = pgTable('social_event_attendance_items', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  title: text('title').notNull(),
  startsAt: at('starts_at').notNull(),
  /** The credit hours this item is worth to a member checked in. */
  creditHours: numeric('credit_hours', { precision: 6, scale: 2 }).notNull().default('0'),
}, (t) => [
  unique('social_event_attendance_items_org_id').on(t.organizationId, t.id),
  index('social_event_attendance_items_event').on(t.eventId, t.startsAt),
  foreignKey({ name: 'social_event_attendance_items_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
]);

export const socialEventAttendanceRecords = pgTable('social_event_attendance_records', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  attendanceItemId: integer('attendance_item_id').notNull(),
  enrollmentId: integer('enrollment_id').notNull(),
  userId: integer('user_id').notNull(),
  checkedInBy: integer('checked_in_by').notNull(),
  checkedInAt: at('checked_in_at').notNull().defaultNow(),
}, (t) => [
  unique('social_event_attendance_records_once').on(t.attendanceItemId, t.userId),
  index('social_event_attendance_records_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'social_event_attendance_records_item_fk', columns: [t.organizationId, t.attendanceItemId], foreignColumns: [socialEventAttendanceItems.organizationId, socialEventAttendanceItems.id] }).onDelete('cascade'),
  foreignKey({ name: 'social_event_attendance_records_enrollment_fk', columns: [t.organizationId, t.enrollmentId], foreignColumns: [socialEventEnrollments.organizationId, socialEventEnrollments.id] }).onDelete('cascade'),
  memberOf('social_event_attendance_records_user_fk', t, t.userId),
  memberOf('social_event_attendance_records_host_fk', t, t.checkedInBy),
]);

/** Reminders already sent (24 h and 1 h before): the reminder job's exactly-once record. */
export const socialEventReminders = pgTable('social_event_reminders', {
  organizationId: organizationId(),
  eventId: integer('event_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  sentAt: at('sent_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'social_event_reminders_pk', columns: [t.eventId, t.userId, t.kind] }),
  foreignKey({ name: 'social_event_reminders_event_fk', columns: [t.organizationId, t.eventId], foreignColumns: [socialEvents.organizationId, socialEvents.id] }).onDelete('cascade'),
  memberOf('social_event_reminders_user_fk', t, t.userId),
  check('social_event_reminders_kind', sql`${t.kind} in ('24h', '1h')`),
]);
