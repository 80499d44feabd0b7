import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import { media } from '../../media/tables';
import { users } from '../../users/tables';
import { courses, courseSubsections } from '../tables';

/**
 * A survey or a poll: the content of one SURVEY or POLL subsection, with its
 * settings (spec section 3 "Survey settings") as columns. A course-level row.
 */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  /** SURVEY or POLL. */
  type: text('type').notNull(),
  title: text('title').notNull(),
  /** Sanitized rich text (a poll's body). */
  description: text('description'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  resultIsPublished: boolean('result_is_published').notNull().default(true),
  requireVotingForResult: boolean('require_voting_for_result').notNull().default(true),
  maximumPollVotesPerUser: integer('maximum_poll_votes_per_user').notNull().default(1),
  allowPollChoiceSuggestion: boolean('allow_poll_choice_suggestion').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('surveys_subsection_id_unique').on(t.subsectionId),
  index('surveys_course').on(t.courseId, t.type),
  check('surveys_type', sql`${t.type} in ('SURVEY', 'POLL')`),
  check('surveys_maximum_votes', sql`${t.maximumPollVotesPerUser} >= 1`),
]);

/** A choice of a survey: the author's, or a member's suggestion (added_by_student). */
export const surveyChoices = pgTable('survey_choices', {
  id: serial('id').primaryKey(),
  surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  addedByStudent: boolean('added_by_student').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('survey_choices_survey').on(t.surveyId, t.sortOrder)]);

/**
 * One chosen choice. user_id is null in anonymous surveys: nothing links the
 * vote to a member (no time either, and a random id, so the order of votes
 * cannot be matched with anything). Named votes: one per member and choice.
 */
export const surveyVotes = pgTable('survey_votes', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: integer('organization_id').notNull(),
  surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  choiceId: integer('choice_id').notNull().references(() => surveyChoices.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
}, (t) => [
  unique('survey_votes_choice_user').on(t.choiceId, t.userId),
  index('survey_votes_survey').on(t.surveyId, t.choiceId),
  foreignKey({ name: 'survey_votes_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/**
 * That a member voted in a survey, and nothing else (no choice, no time): the
 * key lets a member vote once, anonymous or not, even with two requests at once.
 */
export const surveyBallots = pgTable('survey_ballots', {
  organizationId: integer('organization_id').notNull(),
  surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.surveyId, t.userId] }),
  foreignKey({ name: 'survey_ballots_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
