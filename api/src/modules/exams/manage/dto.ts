import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PageQuerySchema } from '../../lms/course-card-dto';
import { GRADING_METHODS, QUESTION_TYPES } from '../tables';

/** The instructors' exam calls (docs/design/exams-api.md "Exams"). */

export const ExamParamsSchema = Type.Object({ courseId: IdSchema, examId: IdSchema });
export const SubsectionExamLinkParamsSchema = Type.Object({ courseId: IdSchema, subsectionId: IdSchema });
export const ManagedExamListQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type ManagedExamListQuery = Static<typeof ManagedExamListQuerySchema>;

/**
 * A whole number or null, as one JSON type list rather than a union: Ajv
 * coerces 0 to null when a union offers null, which would turn "0 attempts"
 * into "unlimited"; with a type list, 0 is an integer and meets `minimum`.
 */
const NullableInteger = (options: { minimum: number; maximum: number; description: string }) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
const Minutes = (description: string) => NullableInteger({ minimum: 1, maximum: 525_600, description });

/** Spec section 3 ExamSettings: every one enforced by the server (the attempt engine). */
const settingsFields = {
  numberOfQuestions: NullableInteger({ minimum: 1, maximum: 1_000, description: 'Top-level questions drawn per attempt; null: all' }),
  hasTimeLimit: Type.Boolean(),
  timeLimitInMinutes: Minutes('Required (> 0) with hasTimeLimit, refused without it'),
  hasPassingScore: Type.Boolean(),
  passingScorePercentage: Type.Number({ minimum: 0, maximum: 100 }),
  hasPublishDate: Type.Boolean(),
  publishDate: Nullable(DateTimeSchema),
  multiDirectional: Type.Boolean({ description: 'false: a member never goes back to an earlier page (with oneQuestionAtATime)' }),
  oneQuestionAtATime: Type.Boolean(),
  shuffleQuestions: Type.Boolean(),
  shuffleAnswers: Type.Boolean(),
  showCorrectAnswerInstantly: Type.Boolean(),
  showCorrectAnswerOnReview: Type.Boolean(),
  showResultAtEnd: Type.Boolean(),
  allowRetake: Type.Boolean(),
  maxAttempts: NullableInteger({ minimum: 1, maximum: 1_000, description: 'Only with allowRetake; null: unlimited' }),
  retakeIntervalInMinutes: NullableInteger({ minimum: 0, maximum: 525_600, description: 'Only with allowRetake' }),
  gradingMethod: StringEnum(GRADING_METHODS, { description: "The member's result over counted attempts" }),
  isCheatDetectionEnabled: Type.Boolean(),
};

const ExamSettingsSchema = Type.Object(settingsFields);
export type ExamSettings = Static<typeof ExamSettingsSchema>;

const examFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.String({ maxLength: 50_000, description: 'Rich text (HTML), sanitized on write: the rules shown on the landing page' }),
  ...settingsFields,
  gradeItemId: Nullable(IdSchema),
  createGradeItem: Type.Boolean({ description: 'Make a grade item for the exam (maxPoints 100, named after it); not with gradeItemId' }),
};

export const ExamInputSchema = Type.Object({
  ...Type.Partial(Type.Object(examFields)).properties,
  title: examFields.title,
}, { additionalProperties: false });
export type ExamInput = Static<typeof ExamInputSchema>;

export const ExamPatchSchema = Type.Partial(Type.Object(examFields), { additionalProperties: false, minProperties: 1 });
export type ExamPatch = Static<typeof ExamPatchSchema>;

export const ExamQuestionsInputSchema = Type.Object({
  questions: Type.Array(Type.Object({
    questionId: IdSchema,
    points: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000, description: 'Default 1; a CASE has none of its own' })),
    gradingFlexibilityPercentage: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    caseSensitiveGrading: Type.Optional(Type.Boolean()),
    isBonus: Type.Optional(Type.Boolean()),
  }, { additionalProperties: false }), {
    maxItems: 500,
    description: 'In exam order. A CASE brings its children; a child may be listed (after its CASE is) to set its points',
  }),
}, { additionalProperties: false });
export type ExamQuestionsInput = Static<typeof ExamQuestionsInputSchema>;

export const LinkExamInputSchema = Type.Object({ examId: IdSchema }, { additionalProperties: false });

export const SubsectionExamLinkSchema = Type.Object({ subsectionExamId: Type.Integer(), examId: Type.Integer() });

// ---- Answers -------------------------------------------------------------------------------------------

const ManagedExamQuestionSchema = Type.Object({
  examQuestionId: Type.Integer(),
  questionId: Type.Integer(),
  type: StringEnum(QUESTION_TYPES),
  stem: Type.String({ description: 'Sanitized HTML' }),
  /** A CASE child: its CASE's examQuestionId. */
  parentId: Nullable(Type.Integer()),
  position: Type.Integer(),
  points: Type.Number(),
  gradingFlexibilityPercentage: Type.Number(),
  caseSensitiveGrading: Type.Boolean(),
  isBonus: Type.Boolean(),
});

const AttemptCountsSchema = Type.Object({
  total: Type.Integer(), inProgress: Type.Integer(), needsReview: Type.Integer(), graded: Type.Integer(), cancelled: Type.Integer(),
}, { description: "Attempts of the caller's organization's members" });

const ManagedExamSummarySchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  settings: ExamSettingsSchema,
  gradeItemId: Nullable(Type.Integer()),
  /** Top-level questions (a CASE is one). */
  questionCount: Type.Integer(),
  /** The EXAM subsections that show it (subsectionExamId). */
  subsections: Type.Array(Type.Object({ subsectionExamId: Type.Integer(), name: Type.String(), sectionName: Type.String() })),
  attempts: AttemptCountsSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type ManagedExamSummary = Static<typeof ManagedExamSummarySchema>;

export const ManagedExamSchema = Type.Object({
  ...ManagedExamSummarySchema.properties,
  questions: Type.Array(ManagedExamQuestionSchema),
});
export type ManagedExam = Static<typeof ManagedExamSchema>;

export const ManagedExamPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedExamSummarySchema) });
