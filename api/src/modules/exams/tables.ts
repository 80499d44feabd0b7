import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media } from '../media/tables';
import { users } from '../users/tables';
import { courses, courseSubsections } from '../lms/tables';
import { gradeItems, rubricCriteria, rubricRatings, rubrics } from '../lms/grades/tables';

/**
 * Exams (docs/design/exams-api.md). The question bank and the exams hang off
 * their course like the rest of its content (no organization column: the
 * course decides who reaches them); attempts, answers, events and reviews are
 * a member's, so they carry the member's organization and row-level security.
 */

/** Points and percentages: exact decimals, read as numbers. */
const points = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const QUESTION_TYPES = [
  'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERIC', 'FILL_IN_BLANKS',
  'MATCHING', 'ORDERING', 'ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING', 'CASE',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export const GRADING_METHODS = ['AVERAGE', 'HIGHEST', 'LATEST'] as const;
export const ATTEMPT_STATUSES = ['IN_PROGRESS', 'NEEDS_REVIEW', 'GRADED', 'CANCELLED'] as const;
export const ATTEMPT_FINISHERS = ['MEMBER', 'DEADLINE', 'RESTART'] as const;
export const ATTEMPT_EVENT_TYPES = [
  'STARTED', 'RESUMED', 'SUBMITTED', 'FINISHED_AT_DEADLINE', 'RESTARTED',
  'TAB_HIDDEN', 'WINDOW_BLUR', 'COPY', 'PASTE', 'FULLSCREEN_EXIT', 'SECOND_DEVICE',
] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// ---------------------------------------------------------------- question bank

export const questionCategories = pgTable('question_categories', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [unique('question_categories_name').on(t.courseId, t.name)]);

export const questionTags = pgTable('question_tags', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
}, (t) => [unique('question_tags_name').on(t.courseId, t.name)]);

/**
 * A question of a course's bank. A CASE question is a passage whose children
 * (parentId) are the questions asked about it; children are never CASE.
 */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  /** Sanitized rich text. FILL_IN_BLANKS marks its blanks with [[1]], [[2]]... */
  stem: text('stem').notNull(),
  /** Sanitized rich text shown with the correct answer. */
  explanation: text('explanation'),
  difficulty: text('difficulty'),
  categoryId: integer('category_id').references(() => questionCategories.id, { onDelete: 'set null' }),
  learningOutcome: text('learning_outcome'),
  parentId: integer('parent_id'),
  /** Order among a CASE's children. */
  sort: integer('sort').notNull().default(0),
  /** ESSAY (optional): the rubric its answers are reviewed with. */
  rubricId: integer('rubric_id').references(() => rubrics.id, { onDelete: 'set null' }),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('questions_course').on(t.courseId, t.categoryId),
  index('questions_parent').on(t.parentId, t.sort),
  foreignKey({ name: 'questions_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  check('questions_type', sql`${t.type} in (${inList(QUESTION_TYPES)})`),
  check('questions_difficulty', sql`${t.difficulty} is null or ${t.difficulty} in (${inList(DIFFICULTIES)})`),
]);

export const questionTagLinks = pgTable('question_tag_links', {
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => questionTags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.questionId, t.tagId] })]);

/**
 * An answer option. Choice types: the option (isCorrect). MATCHING: stem is a
 * prompt, matchText the response it pairs with. ORDERING: sort is the
 * correct position.
 */
export const questionAnswers = pgTable('question_answers', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  stem: text('stem').notNull(),
  matchText: text('match_text'),
  isCorrect: boolean('is_correct').notNull().default(false),
  explanation: text('explanation'),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('question_answers_question').on(t.questionId, t.sort)]);

/**
 * What a typed answer is graded against. SHORT_ANSWER: an accepted text
 * (several rows: several accepted answers). FILL_IN_BLANKS: an accepted text
 * of blank `blank`. NUMERIC: numericValue within tolerance (absolute).
 */
export const questionAnswerKeys = pgTable('question_answer_keys', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  blank: integer('blank'),
  text: text('text'),
  numericValue: numeric('numeric_value', { precision: 20, scale: 6, mode: 'number' }),
  tolerance: numeric('tolerance', { precision: 20, scale: 6, mode: 'number' }),
}, (t) => [
  index('question_answer_keys_question').on(t.questionId, t.blank),
  check('question_answer_keys_value', sql`(${t.text} is not null) <> (${t.numericValue} is not null)`),
  check('question_answer_keys_tolerance', sql`${t.tolerance} is null or ${t.tolerance} >= 0`),
  check('question_answer_keys_blank', sql`${t.blank} is null or ${t.blank} >= 1`),
]);

// ---------------------------------------------------------------- exams

/** An exam of a course and its settings (spec section 3 ExamSettings, all enforced by the server). */
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Sanitized rich text: the rules and introduction on the landing page. */
  description: text('description').notNull().default(''),
  /** Top-level questions drawn per attempt; null: all of them. */
  numberOfQuestions: integer('number_of_questions'),
  hasTimeLimit: boolean('has_time_limit').notNull().default(false),
  timeLimitInMinutes: integer('time_limit_in_minutes'),
  hasPassingScore: boolean('has_passing_score').notNull().default(false),
  passingScorePercentage: points('passing_score_percentage').notNull().default(50),
  hasPublishDate: boolean('has_publish_date').notNull().default(false),
  publishDate: timestamp('publish_date', { withTimezone: true }),
  /** false: the member can never go back to an earlier question. */
  multiDirectional: boolean('multi_directional').notNull().default(true),
  oneQuestionAtATime: boolean('one_question_at_a_time').notNull().default(false),
  shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
  shuffleAnswers: boolean('shuffle_answers').notNull().default(false),
  showCorrectAnswerInstantly: boolean('show_correct_answer_instantly').notNull().default(false),
  showCorrectAnswerOnReview: boolean('show_correct_answer_on_review').notNull().default(true),
  showResultAtEnd: boolean('show_result_at_end').notNull().default(true),
  allowRetake: boolean('allow_retake').notNull().default(false),
  /** With allowRetake; null: unlimited. */
  maxAttempts: integer('max_attempts'),
  retakeIntervalInMinutes: integer('retake_interval_in_minutes'),
  gradingMethod: text('grading_method').notNull().default('LATEST'),
  isCheatDetectionEnabled: boolean('is_cheat_detection_enabled').notNull().default(false),
  /** Where the member's exam score is recorded (course work's grade items). */
  gradeItemId: integer('grade_item_id').references(() => gradeItems.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('exams_course').on(t.courseId),
  check('exams_grading_method', sql`${t.gradingMethod} in (${inList(GRADING_METHODS)})`),
  check('exams_time_limit', sql`not ${t.hasTimeLimit} or coalesce(${t.timeLimitInMinutes}, 0) > 0`),
  check('exams_publish_date', sql`not ${t.hasPublishDate} or ${t.publishDate} is not null`),
  check('exams_passing_score', sql`${t.passingScorePercentage} between 0 and 100`),
  check('exams_counts', sql`(${t.numberOfQuestions} is null or ${t.numberOfQuestions} > 0)
    and (${t.maxAttempts} is null or ${t.maxAttempts} > 0)
    and (${t.retakeIntervalInMinutes} is null or ${t.retakeIntervalInMinutes} >= 0)`),
]);

/**
 * An exam placed in the outline: the EXAM subsection that shows it. The
 * spec's subsectionExamId is this row's subsection id.
 */
export const subsectionExams = pgTable('subsection_exams', {
  subsectionId: integer('subsection_id').primaryKey().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
}, (t) => [index('subsection_exams_exam').on(t.examId)]);

/**
 * A bank question in an exam (spec ExamQuestion). A CASE's children are rows
 * too, under their parent's row (parentId); the draw picks top-level rows and
 * a CASE brings its children.
 */
export const examQuestions = pgTable('exam_questions', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'restrict' }),
  parentId: integer('parent_id'),
  position: integer('position').notNull(),
  points: points('points').notNull().default(1),
  /** SHORT_ANSWER and FILL_IN_BLANKS: typos tolerated, as a percentage of the key's length. */
  gradingFlexibilityPercentage: points('grading_flexibility_percentage').notNull().default(0),
  caseSensitiveGrading: boolean('case_sensitive_grading').notNull().default(false),
  isBonus: boolean('is_bonus').notNull().default(false),
}, (t) => [
  unique('exam_questions_question').on(t.examId, t.questionId),
  index('exam_questions_exam').on(t.examId, t.parentId, t.position),
  foreignKey({ name: 'exam_questions_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  check('exam_questions_points', sql`${t.points} >= 0`),
  check('exam_questions_flexibility', sql`${t.gradingFlexibilityPercentage} between 0 and 100`),
]);

// ---------------------------------------------------------------- attempts (per member)

/**
 * One attempt of a member at an exam subsection. The server is its clock:
 * deadlineAt is fixed at start; the deadline job finishes what is still open.
 */
export const examAttempts = pgTable('exam_attempts', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  subsectionId: integer('subsection_id').notNull().references(() => courseSubsections.id, { onDelete: 'cascade' }),
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  attemptNumber: integer('attempt_number').notNull().default(1),
  status: text('status').notNull().default('IN_PROGRESS'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** startedAt + time limit (capped by the subsection's availableTo); null: untimed. */
  deadlineAt: timestamp('deadline_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  finishedBy: text('finished_by'),
  /** Settings copied at start, so a later edit does not change a running attempt. */
  timeLimitInMinutes: integer('time_limit_in_minutes'),
  passingScorePercentage: points('passing_score_percentage').notNull().default(50),
  /** Seeds the draw and both shuffles: stable for the attempt. */
  shuffleSeed: integer('shuffle_seed').notNull(),
  /** The page shown last (a resume lands there); without multiDirectional also the furthest, as the member cannot go back. */
  currentPosition: integer('current_position').notNull().default(0),
  /** Points earned (bonus included), points possible (bonus excluded), earned / possible x 100. */
  score: points('score'),
  totalScore: points('total_score'),
  percentage: points('percentage'),
  isPassed: boolean('is_passed'),
  isReviewed: boolean('is_reviewed').notNull().default(false),
  isApproved: boolean('is_approved').notNull().default(false),
  isRejected: boolean('is_rejected').notNull().default(false),
  isInstructorAttempt: boolean('is_instructor_attempt').notNull().default(false),
  /** The instructor's note when approving, rejecting or cancelling (plain text, shown to the member). */
  reviewNote: text('review_note'),
  /** What the member was last told of this attempt's outcome (GRADED, APPROVED or REJECTED): each is told once. */
  notifiedOutcome: text('notified_outcome'),
  /** The browser that started it: another one opening it is a SECOND_DEVICE event. */
  deviceId: text('device_id'),
  /** When a retake opens (finish + interval); the job tells the member once, then sets retakeNoticeSentAt. */
  retakeAvailableAt: timestamp('retake_available_at', { withTimezone: true }),
  retakeNoticeSentAt: timestamp('retake_notice_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  unique('exam_attempts_number').on(t.subsectionId, t.userId, t.attemptNumber),
  // At most one open attempt per member and exam subsection: two starts at once make one.
  uniqueIndex('exam_attempts_one_open').on(t.subsectionId, t.userId).where(sql`${t.status} = 'IN_PROGRESS'`),
  index('exam_attempts_deadline').on(t.deadlineAt).where(sql`${t.status} = 'IN_PROGRESS' and ${t.deadlineAt} is not null`),
  index('exam_attempts_retake_notice').on(t.retakeAvailableAt).where(sql`${t.retakeNoticeSentAt} is null and ${t.retakeAvailableAt} is not null`),
  index('exam_attempts_member').on(t.organizationId, t.userId, t.subsectionId),
  index('exam_attempts_review').on(t.subsectionId, t.status),
  foreignKey({ name: 'exam_attempts_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('exam_attempts_status', sql`${t.status} in (${inList(ATTEMPT_STATUSES)})`),
  check('exam_attempts_finished_by', sql`${t.finishedBy} is null or ${t.finishedBy} in (${inList(ATTEMPT_FINISHERS)})`),
  check('exam_attempts_finished', sql`(${t.status} = 'IN_PROGRESS') = (${t.finishedAt} is null)`),
  check('exam_attempts_notified_outcome', sql`${t.notifiedOutcome} is null or ${t.notifiedOutcome} in ('GRADED', 'APPROVED', 'REJECTED')`),
]);

/**
 * A question as drawn for one attempt, with the member's answer. answerOrder
 * is the shuffled order of the answer options shown (stable for the attempt).
 */
export const examAttemptQuestions = pgTable('exam_attempt_questions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
  examQuestionId: integer('exam_question_id').notNull().references(() => examQuestions.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  /** A CASE child: its CASE's row of this attempt. */
  parentId: integer('parent_id'),
  /** 0-based place in the attempt (children follow their CASE). */
  position: integer('position').notNull(),
  /** 0-based page: a top-level question, or a CASE with its children, is one page. */
  page: integer('page').notNull(),
  /**
   * The answer options as shown (ids of question_answers), stable for the
   * attempt. The member answers with indexes into it, never with answer ids
   * (ids follow the order the instructor wrote them in, often correct first).
   */
  answerOrder: integer('answer_order').array().notNull().default(sql`'{}'::integer[]`),
  /** MATCHING: the responses offered, as ids of the answers whose matchText they show, shuffled separately. */
  matchOrder: integer('match_order').array().notNull().default(sql`'{}'::integer[]`),
  pointsPossible: points('points_possible').notNull(),
  isBonus: boolean('is_bonus').notNull().default(false),
  /** The member's answer, in the shape of its type (docs/design/exams-api.md "Responses"). */
  response: jsonb('response'),
  /** The client's counter for this question: a save with a lower one never overwrites a later answer. */
  responseSequence: integer('response_sequence').notNull().default(0),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  isFlagged: boolean('is_flagged').notNull().default(false),
  /** showCorrectAnswerInstantly: the member checked this answer and saw the correct one; it can no longer change. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  pointsAwarded: points('points_awarded'),
  isCorrect: boolean('is_correct'),
  needsReview: boolean('needs_review').notNull().default(false),
  isReviewed: boolean('is_reviewed').notNull().default(false),
}, (t) => [
  unique('exam_attempt_questions_position').on(t.attemptId, t.position),
  foreignKey({ name: 'exam_attempt_questions_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
]);

/** Idempotency of answer saves: a replayed key answers what the first save did and changes nothing. */
export const examAnswerSaves = pgTable('exam_answer_saves', {
  organizationId: integer('organization_id').notNull(),
  attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull(),
  attemptQuestionId: integer('attempt_question_id').notNull().references(() => examAttemptQuestions.id, { onDelete: 'cascade' }),
  sequence: integer('sequence').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.attemptId, t.idempotencyKey] })]);

/** What cheat detection saw, and the attempt's own milestones. */
export const examAttemptEvents = pgTable('exam_attempt_events', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  details: jsonb('details'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  /** A client's retry key: the same event sent twice is stored once. */
  clientKey: text('client_key'),
}, (t) => [
  index('exam_attempt_events_attempt').on(t.attemptId, t.occurredAt),
  unique('exam_attempt_events_client_key').on(t.attemptId, t.clientKey),
  check('exam_attempt_events_type', sql`${t.type} in (${inList(ATTEMPT_EVENT_TYPES)})`),
]);

/** An instructor's review of one answer (essays, files, recordings; or an override). */
export const examAnswerReviews = pgTable('exam_answer_reviews', {
  attemptQuestionId: integer('attempt_question_id').primaryKey().references(() => examAttemptQuestions.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').notNull(),
  reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  /** Sanitized rich text. */
  note: text('note'),
  points: points('points').notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('exam_answer_reviews_points', sql`${t.points} >= 0`)]);

export const examAnswerReviewMedia = pgTable('exam_answer_review_media', {
  attemptQuestionId: integer('attempt_question_id').notNull().references(() => examAnswerReviews.attemptQuestionId, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').notNull(),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.attemptQuestionId, t.mediaId] })]);

/** The rubric ratings chosen in a review of an essay with a rubric. */
export const examAnswerReviewRatings = pgTable('exam_answer_review_ratings', {
  attemptQuestionId: integer('attempt_question_id').notNull().references(() => examAnswerReviews.attemptQuestionId, { onDelete: 'cascade' }),
  organizationId: integer('organization_id').notNull(),
  criterionId: integer('criterion_id').notNull().references(() => rubricCriteria.id, { onDelete: 'cascade' }),
  ratingId: integer('rating_id').notNull().references(() => rubricRatings.id, { onDelete: 'cascade' }),
  points: points('points').notNull(),
}, (t) => [primaryKey({ columns: [t.attemptQuestionId, t.criterionId] })]);
