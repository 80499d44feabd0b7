import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/tables';
import { media } from '../../media/tables';
import { courses } from '../tables';
import { courseGroups } from '../content/tables';

/** Points and percentages: exact decimals (two places), read as numbers. */
const points = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * A rubric of a course (spec "Rubrics with criteria and ratings"): what an
 * instructor scores a piece of work against. Course-level, like the course's
 * content (no organization column: the course decides who reaches it).
 */
export const rubrics = pgTable('rubrics', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('rubrics_course').on(t.courseId)]);

/** One criterion of a rubric; `usesRange`: a rating covers a span of points and the grader picks a value in it. */
export const rubricCriteria = pgTable('rubric_criteria', {
  id: serial('id').primaryKey(),
  rubricId: integer('rubric_id').notNull().references(() => rubrics.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  maxGrade: points('max_grade').notNull(),
  usesRange: boolean('uses_range').notNull().default(false),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('rubric_criteria_rubric').on(t.rubricId, t.sort),
  check('rubric_criteria_max_grade', sql`${t.maxGrade} >= 0`),
]);

/** A rating of a criterion: its points, or for a range criterion the span [minPoints, maxPoints] (points = maxPoints). */
export const rubricRatings = pgTable('rubric_ratings', {
  id: serial('id').primaryKey(),
  criterionId: integer('criterion_id').notNull().references(() => rubricCriteria.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  points: points('points').notNull(),
  minPoints: points('min_points'),
  maxPoints: points('max_points'),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('rubric_ratings_criterion').on(t.criterionId, t.sort),
  check('rubric_ratings_points', sql`${t.points} >= 0`),
  check('rubric_ratings_range', sql`(${t.minPoints} is null) = (${t.maxPoints} is null)
    and (${t.minPoints} is null or (${t.minPoints} >= 0 and ${t.minPoints} <= ${t.maxPoints}))`),
]);

/**
 * Percentages to letters (spec "Grading schema with grade mappings"). A
 * schema with a course is that course's own (courses.grading_schema_id
 * points to it); one without is an organization's default, owned through
 * organization_grading_schemas (so no organization column here: a course
 * offered to another organization still reads its own schema).
 */
export const gradingSchemas = pgTable('grading_schemas', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('grading_schemas_course').on(t.courseId)]);

/** The organization's default schema (the spec's default-schema flag, one per organization). */
export const organizationGradingSchemas = pgTable('organization_grading_schemas', {
  organizationId: integer('organization_id').primaryKey(),
  schemaId: integer('schema_id').notNull().unique().references(() => gradingSchemas.id, { onDelete: 'cascade' }),
});

/** One letter of a schema: percentages in [minValue, maxValue) (the top mapping also includes its maxValue). */
export const gradeMappings = pgTable('grade_mappings', {
  id: serial('id').primaryKey(),
  schemaId: integer('schema_id').notNull().references(() => gradingSchemas.id, { onDelete: 'cascade' }),
  letter: text('letter').notNull(),
  minValue: points('min_value').notNull(),
  maxValue: points('max_value').notNull(),
  description: text('description'),
}, (t) => [
  index('grade_mappings_schema').on(t.schemaId, t.minValue),
  check('grade_mappings_values', sql`${t.minValue} >= 0 and ${t.minValue} < ${t.maxValue}`),
]);

/** Something graded in a course (spec "GradeItem"); an assignment has one (assignment_id, linked by the assignments migration). */
export const gradeItems = pgTable('grade_items', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  shortName: text('short_name'),
  description: text('description'),
  maxPoints: points('max_points').notNull(),
  canExceed: boolean('can_exceed').notNull().default(false),
  bonus: boolean('bonus').notNull().default(false),
  isCountedTowardsFinalGrade: boolean('is_counted_towards_final_grade').notNull().default(true),
  weight: points('weight').notNull().default(1),
  isPublished: boolean('is_published').notNull().default(true),
  rubricId: integer('rubric_id').references(() => rubrics.id, { onDelete: 'set null' }),
  assignmentId: integer('assignment_id').unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('grade_items_course').on(t.courseId, t.sort),
  check('grade_items_max_points', sql`${t.maxPoints} > 0`),
  check('grade_items_weight', sql`${t.weight} >= 0`),
]);

/** A member's grade for one item (spec "Student grades"); one per item and member, regrading replaces it. */
export const studentGrades = pgTable('student_grades', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  gradeItemId: integer('grade_item_id').notNull().references(() => gradeItems.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull(),
  grade: points('grade').notNull(),
  /** Sanitized rich text. */
  comment: text('comment'),
  attempt: integer('attempt').notNull().default(1),
  isLinkedWithAssessment: boolean('is_linked_with_assessment').notNull().default(false),
  gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: timestamp('graded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('student_grades_item_student').on(t.gradeItemId, t.studentId),
  index('student_grades_student').on(t.studentId),
  foreignKey({ name: 'student_grades_student_fk', columns: [t.organizationId, t.studentId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('student_grades_grade', sql`${t.grade} >= 0`),
]);

/** Files the grader attached to a grade. */
export const studentGradeMedia = pgTable('student_grade_media', {
  organizationId: integer('organization_id').notNull(),
  studentGradeId: integer('student_grade_id').notNull().references(() => studentGrades.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.studentGradeId, t.mediaId] }),
  foreignKey({ name: 'student_grade_media_media_fk', columns: [t.organizationId, t.mediaId], foreignColumns: [media.organizationId, media.id] }).onDelete('cascade'),
]);

/** The rating chosen per rubric criterion; `points` is the value picked inside a range rating (else the rating's points). */
export const studentGradeRatings = pgTable('student_grade_ratings', {
  organizationId: integer('organization_id').notNull(),
  studentGradeId: integer('student_grade_id').notNull().references(() => studentGrades.id, { onDelete: 'cascade' }),
  criterionId: integer('criterion_id').notNull().references(() => rubricCriteria.id, { onDelete: 'cascade' }),
  ratingId: integer('rating_id').notNull().references(() => rubricRatings.id, { onDelete: 'cascade' }),
  points: points('points').notNull(),
}, (t) => [primaryKey({ columns: [t.studentGradeId, t.criterionId] })]);

/** A grade given to a course group: it applies to each member without an individual grade for the item. */
export const groupGrades = pgTable('group_grades', {
  id: serial('id').primaryKey(),
  gradeItemId: integer('grade_item_id').notNull().references(() => gradeItems.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => courseGroups.id, { onDelete: 'cascade' }),
  grade: points('grade').notNull(),
  comment: text('comment'),
  gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: timestamp('graded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('group_grades_item_group').on(t.gradeItemId, t.groupId),
  check('group_grades_grade', sql`${t.grade} >= 0`),
]);
