import { boolean, foreignKey, integer, pgTable, primaryKey, real, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/** An onboarding assessment of an organization (spec section 3 "Checklists and assessments"). */
export const assessments = pgTable('assessments', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** LEARNING_HOURS | INTERESTED_TOPIC */
  context: text('context').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [unique('assessments_org_id').on(t.organizationId, t.id)]);

export const assessmentQuestions = pgTable('assessment_questions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  assessmentId: integer('assessment_id').notNull(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  isMultiple: boolean('is_multiple').notNull().default(false),
  context: text('context').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  unique('assessment_questions_org_id').on(t.organizationId, t.id),
  foreignKey({ name: 'assessment_questions_assessment_fk', columns: [t.organizationId, t.assessmentId], foreignColumns: [assessments.organizationId, assessments.id] }).onDelete('cascade'),
]);

export const assessmentOptions = pgTable('assessment_options', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  assessmentId: integer('assessment_id').notNull(),
  questionId: integer('question_id').notNull(),
  text: text('text').notNull(),
  textAr: text('text_ar'),
  /** LEARNING_HOURS ranges: hours per week from..to. */
  from: real('from'),
  to: real('to'),
  description: text('description'),
  /** INTERESTED_TOPIC options point at a learning category. */
  categoryId: integer('category_id'),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  unique('assessment_options_org_id').on(t.organizationId, t.id),
  foreignKey({ name: 'assessment_options_question_fk', columns: [t.organizationId, t.questionId], foreignColumns: [assessmentQuestions.organizationId, assessmentQuestions.id] }).onDelete('cascade'),
]);

/** Where a member stands with one assessment: started drives routing (spec section 4). */
export const userAssessments = pgTable('user_assessments', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  assessmentId: integer('assessment_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.userId, t.assessmentId] }),
  foreignKey({ name: 'user_assessments_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  foreignKey({ name: 'user_assessments_assessment_fk', columns: [t.organizationId, t.assessmentId], foreignColumns: [assessments.organizationId, assessments.id] }).onDelete('cascade'),
]);

/** The options a member chose (spec: userAnswers). */
export const userAnswers = pgTable('user_answers', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  assessmentId: integer('assessment_id').notNull(),
  optionId: integer('option_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.optionId] }),
  foreignKey({ name: 'user_answers_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  foreignKey({ name: 'user_answers_option_fk', columns: [t.organizationId, t.optionId], foreignColumns: [assessmentOptions.organizationId, assessmentOptions.id] }).onDelete('cascade'),
]);
