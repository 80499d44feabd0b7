import { sql } from 'drizzle-orm';
import {
  boolean, check, customType, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import { media } from '../media/tables';
import { learningCategories } from '../learning-categories/tables';

/** PostgreSQL full-text document (drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A course (spec section 3 "Courses"). Owned by one organization; it is
 * offered, with a price, wherever it has a course target organization.
 */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  briefDescription: text('brief_description').notNull().default(''),
  description: text('description').notNull().default(''),
  welcomeMessage: text('welcome_message'),
  courseSyllabus: text('course_syllabus'),
  /** ENGLISH or ARABIC (spec enumeration "language"). */
  language: text('language').notNull().default('ENGLISH'),
  categoryId: integer('category_id').references(() => learningCategories.id, { onDelete: 'set null' }),
  country: text('country'),
  city: text('city'),
  duration: integer('duration'),
  /** HOURS, DAYS, WEEKS or MONTHS. */
  durationUnit: text('duration_unit'),
  fromTo: text('from_to'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  startEnrollmentDate: timestamp('start_enrollment_date', { withTimezone: true }),
  endEnrollmentDate: timestamp('end_enrollment_date', { withTimezone: true }),
  /** null: no limit. */
  maxEnrollmentCount: integer('max_enrollment_count'),
  /** Enrollees so far; raised only by a conditional update, so it never passes maxEnrollmentCount. */
  enrollmentCount: integer('enrollment_count').notNull().default(0),
  isDeleted: boolean('is_deleted').notNull().default(false),
  isApproved: boolean('is_approved').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(false),
  isPublishedByAdmin: boolean('is_published_by_admin').notNull().default(false),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  /** PENDING, APPROVED or REJECTED. */
  status: text('status').notNull().default('PENDING'),
  isSync: boolean('is_sync').notNull().default(true),
  isCertificateIssuedManually: boolean('is_certificate_issued_manually').notNull().default(false),
  passingGradePercentage: doublePrecision('passing_grade_percentage').notNull().default(0.5),
  mandatoryAttendancePercentage: doublePrecision('mandatory_attendance_percentage').notNull().default(1),
  coverImageId: integer('cover_image_id').references(() => media.id, { onDelete: 'set null' }),
  introductoryVideoId: integer('introductory_video_id').references(() => media.id, { onDelete: 'set null' }),
  // Links to tables that later issues add (SCORM, grading schemas, Canvas import).
  scormId: integer('scorm_id'),
  gradingSchemaId: integer('grading_schema_id'),
  canvasCourseId: text('canvas_course_id'),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Catalogue search document: name and brief description, words kept as written (Arabic and English). */
  searchDocument: tsvector('search_document').generatedAlwaysAs(
    sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(brief_description, ''))`,
  ),
}, (t) => [
  unique('courses_org_id').on(t.organizationId, t.id),
  index('courses_search_document').using('gin', t.searchDocument),
  index('courses_category').on(t.categoryId),
  check('courses_language', sql`${t.language} in ('ENGLISH', 'ARABIC')`),
  check('courses_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  check('courses_capacity', sql`${t.maxEnrollmentCount} is null or ${t.enrollmentCount} <= ${t.maxEnrollmentCount}`),
]);

/** Where a course is offered, and at what price (minor units of the organization's currency). */
export const courseTargetOrganizations = pgTable('course_target_organizations', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  price: integer('price').notNull().default(0),
  oldPrice: integer('old_price'),
  isDiscounted: boolean('is_discounted').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(true),
  /** PUBLIC or PRIVATE. */
  accessRestrictionType: text('access_restriction_type').notNull().default('PUBLIC'),
  issueCertificate: boolean('issue_certificate').notNull().default(false),
  certificateTemplateId: integer('certificate_template_id'),
  coursePassingCriteriaId: integer('course_passing_criteria_id'),
  creditUnits: doublePrecision('credit_units'),
}, (t) => [
  unique('course_target_organizations_course_org').on(t.courseId, t.organizationId),
  index('course_target_organizations_catalogue').on(t.organizationId, t.isPublished, t.courseId),
  index('course_target_organizations_price').on(t.organizationId, t.price),
  check('course_target_organizations_price', sql`${t.price} >= 0 and (${t.oldPrice} is null or ${t.oldPrice} >= 0)`),
]);

/** How a course is delivered (online, face to face, blended...), per organization. */
export const learningTypes = pgTable('learning_types', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [unique('learning_types_org_slug').on(t.organizationId, t.slug)]);

export const courseLearningTypes = pgTable('course_learning_types', {
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  learningTypeId: integer('learning_type_id').notNull().references(() => learningTypes.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.courseId, t.learningTypeId] }),
  index('course_learning_types_type').on(t.learningTypeId, t.courseId),
]);

export const courseInstructors = pgTable('course_instructors', {
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  isHidden: boolean('is_hidden').notNull().default(false),
  permissionSetId: integer('permission_set_id'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_instructors_user').on(t.userId)]);

export const courseSections = pgTable('course_sections', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  learningObjectives: text('learning_objectives'),
  isPublished: boolean('is_published').notNull().default(true),
  unlockStartDate: timestamp('unlock_start_date', { withTimezone: true }),
  week: integer('week').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('course_sections_course').on(t.courseId, t.sortOrder)]);

export const courseSectionPrerequisites = pgTable('course_section_prerequisites', {
  sectionId: integer('section_id').notNull().references(() => courseSections.id, { onDelete: 'cascade' }),
  prerequisiteSectionId: integer('prerequisite_section_id').notNull().references(() => courseSections.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.sectionId, t.prerequisiteSectionId] })]);

/**
 * A unit of a section, teaching with one content item (docs/design/course-player-api.md
 * "Content types"): a file (fileMediaId: a PDF or other document, an image, audio or
 * video), rich text (body), a questionnaire (its questions), a lecture (the lecture
 * row points back here), or an item of a later issue (assignment, exam...).
 */
export const courseSubsections = pgTable('course_subsections', {
  id: serial('id').primaryKey(),
  sectionId: integer('section_id').notNull().references(() => courseSections.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  isPublished: boolean('is_published').notNull().default(true),
  isOptional: boolean('is_optional').notNull().default(false),
  /** contentType TEXT: kept for the spec's field. */
  isTextOnly: boolean('is_text_only').notNull().default(false),
  weight: integer('weight').notNull().default(1),
  /** FILE, TEXT, QUESTIONNAIRE, ONLINE_LECTURE, ON_CAMPUS_LECTURE, ASSIGNMENT, DISCUSSION_BOARD, SURVEY, POLL, EXAM or SCORM. */
  contentType: text('content_type'),
  /** Sanitized rich text: the lesson of a TEXT item, an introduction for the others. */
  body: text('body'),
  fileMediaId: integer('file_media_id').references(() => media.id, { onDelete: 'set null' }),
  /** Access restriction (spec "Access restriction for course resources"). */
  availableFrom: timestamp('available_from', { withTimezone: true }),
  availableTo: timestamp('available_to', { withTimezone: true }),
  /** ALL, SPECIFIC_GROUPS or SPECIFIC_STUDENTS. */
  audience: text('audience').notNull().default('ALL'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  index('course_subsections_section').on(t.sectionId, t.sortOrder),
  check('course_subsections_weight', sql`${t.weight} >= 0`),
  check('course_subsections_audience', sql`${t.audience} in ('ALL', 'SPECIFIC_GROUPS', 'SPECIFIC_STUDENTS')`),
  check('course_subsections_window', sql`${t.availableFrom} is null or ${t.availableTo} is null or ${t.availableFrom} < ${t.availableTo}`),
]);

/** A member enrolled in a course. organizationId is the member's organization (the tenant). */
export const courseEnrollees = pgTable('course_enrollees', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  isPinned: boolean('is_pinned').notNull().default(false),
  isFinished: boolean('is_finished').notNull().default(false),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** 0-100; the course player raises it as subsections are completed. */
  progress: smallint('progress').notNull().default(0),
  fromSpecialization: boolean('from_specialization').notNull().default(false),
  specializationId: integer('specialization_id'),
  lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
  /** Where "continue learning" returns to. */
  lastVisitedSubsectionId: integer('last_visited_subsection_id').references(() => courseSubsections.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  unique('course_enrollees_course_user').on(t.courseId, t.userId),
  index('course_enrollees_user').on(t.organizationId, t.userId, t.isFinished),
  foreignKey({ name: 'course_enrollees_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('course_enrollees_progress', sql`${t.progress} between 0 and 100`),
]);

/** One review per member and course. */
export const courseReviews = pgTable('course_reviews', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull().default(''),
  /** Hidden by a moderator: kept, but left out of lists and averages. */
  isHidden: boolean('is_hidden').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('course_reviews_course_user').on(t.courseId, t.userId),
  index('course_reviews_course').on(t.courseId, t.organizationId, t.createdAt),
  foreignKey({ name: 'course_reviews_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('course_reviews_rating', sql`${t.rating} between 1 and 5`),
]);

/** Favorite courses ("wishlist"). */
export const courseWishlist = pgTable('course_wishlist', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.courseId] }),
  foreignKey({ name: 'course_wishlist_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** An instructor asks the organization to approve a course (status PENDING, APPROVED or REJECTED). */
export const courseApprovalRequests = pgTable('course_approval_requests', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('PENDING'),
  decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('course_approval_requests_course').on(t.courseId, t.status),
  foreignKey({ name: 'course_approval_requests_course_fk', columns: [t.organizationId, t.courseId], foreignColumns: [courses.organizationId, courses.id] }).onDelete('cascade'),
  check('course_approval_requests_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
]);

/** An ordered path of courses, enrolled as one. */
export const specializations = pgTable('specializations', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  briefDescription: text('brief_description').notNull().default(''),
  description: text('description').notNull().default(''),
  language: text('language').notNull().default('ENGLISH'),
  coverImageId: integer('cover_image_id').references(() => media.id, { onDelete: 'set null' }),
  /** Minor units; a paid specialization is bought through the cart. */
  price: integer('price').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  unique('specializations_org_id').on(t.organizationId, t.id),
  index('specializations_catalogue').on(t.organizationId, t.isPublished, t.isDeleted),
  check('specializations_price', sql`${t.price} >= 0`),
]);

export const specializationCourses = pgTable('specialization_courses', {
  specializationId: integer('specialization_id').notNull().references(() => specializations.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.specializationId, t.courseId] }), index('specialization_courses_course').on(t.courseId)]);

export const specializationEnrollees = pgTable('specialization_enrollees', {
  organizationId: integer('organization_id').notNull(),
  specializationId: integer('specialization_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.specializationId, t.userId] }),
  index('specialization_enrollees_user').on(t.organizationId, t.userId),
  foreignKey({ name: 'specialization_enrollees_specialization_fk', columns: [t.organizationId, t.specializationId], foreignColumns: [specializations.organizationId, specializations.id] }).onDelete('cascade'),
  foreignKey({ name: 'specialization_enrollees_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
