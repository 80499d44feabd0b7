import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PageQuerySchema } from '../../lms/course-card-dto';
import { CorrectAnswerSchema } from '../attempts/dto';
import { ATTEMPT_EVENT_TYPES, ATTEMPT_FINISHERS, ATTEMPT_STATUSES, GRADING_METHODS, QUESTION_TYPES } from '../tables';

/** The instructors' review calls (docs/design/exams-api.md "Review"). */

export const ManagedAttemptParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema });
export const ReviewAnswerParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema, attemptQuestionId: IdSchema });
export const SubsectionExamParamsSchema = Type.Object({ courseId: IdSchema, subsectionExamId: IdSchema });

export const AttemptListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  status: Type.Optional(StringEnum(ATTEMPT_STATUSES)),
}, { additionalProperties: false });
export type AttemptListQuery = Static<typeof AttemptListQuerySchema>;

export const ReviewQueueQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type ReviewQueueQuery = Static<typeof ReviewQueueQuerySchema>;

const Points = (description?: string) => Type.Number({ minimum: 0, maximum: 10_000, ...(description ? { description } : {}) });

export const ReviewAnswerInputSchema = Type.Object({
  points: Type.Optional(Points('0..the question\'s points (grd-001); required unless ratings are given, then their sum')),
  note: Type.Optional(Nullable(Type.String({ maxLength: 50_000, description: 'Rich text (HTML), sanitized on write' }))),
  mediaIds: Type.Optional(Type.Array(IdSchema, { maxItems: 20, uniqueItems: true, description: "READY uploads of the organization (grd-004)" })),
  ratings: Type.Optional(Type.Array(Type.Object({
    criterionId: IdSchema, ratingId: IdSchema, points: Type.Optional(Points('Range criteria: the points within the rating')),
  }, { additionalProperties: false }), { maxItems: 100, description: "The question's rubric, as grades take them (grd-002)" })),
}, { additionalProperties: false });
export type ReviewAnswerInput = Static<typeof ReviewAnswerInputSchema>;

export const AttemptDecisionInputSchema = Type.Object({
  note: Type.Optional(Nullable(Type.String({ maxLength: 2_000, description: 'Plain text told to the member in the review notice (approve, reject)' }))),
}, { additionalProperties: false });
export type AttemptDecisionInput = Static<typeof AttemptDecisionInputSchema>;

// ---- Answers -------------------------------------------------------------------------------------------

const FileSchema = Type.Object({ id: Type.Integer(), fileName: Type.String(), mime: Type.String(), url: Type.String() });

const AttemptResultSchema = Type.Object({
  score: Type.Number(), totalScore: Type.Number(), percentage: Type.Number(), isPassed: Nullable(Type.Boolean()),
});

/** An attempt as the instructor lists it (AttemptSummary and who, which exam, what is left to review). */
export const ManagedAttemptSummarySchema = Type.Object({
  id: Type.Integer(),
  subsectionExamId: Type.Integer(),
  examId: Type.Integer(),
  examTitle: Type.String(),
  member: Type.Object({ userId: Type.Integer(), name: Type.String(), email: Type.String() }),
  attemptNumber: Type.Integer(),
  status: StringEnum(ATTEMPT_STATUSES),
  startedAt: DateTimeSchema,
  deadlineAt: Nullable(DateTimeSchema),
  finishedAt: Nullable(DateTimeSchema),
  finishedBy: Nullable(StringEnum(ATTEMPT_FINISHERS)),
  isInstructorAttempt: Type.Boolean(),
  isReviewed: Type.Boolean(),
  isApproved: Type.Boolean(),
  isRejected: Type.Boolean(),
  result: Nullable(AttemptResultSchema),
  /** Answers that need an instructor and have no review yet. */
  pendingReviews: Type.Integer(),
  /** The note given with the last approve, reject or cancel. */
  reviewNote: Nullable(Type.String()),
});
export type ManagedAttemptSummary = Static<typeof ManagedAttemptSummarySchema>;

export const ManagedAttemptPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedAttemptSummarySchema) });

const RatingChoiceSchema = Type.Object({ criterionId: Type.Integer(), ratingId: Type.Integer(), points: Type.Number() });

const AnswerReviewSchema = Type.Object({
  attemptQuestionId: Type.Integer(),
  points: Type.Number(),
  note: Nullable(Type.String({ description: 'Sanitized HTML' })),
  media: Type.Array(FileSchema),
  ratings: Type.Array(RatingChoiceSchema),
  reviewerId: Nullable(Type.Integer()),
  reviewedAt: DateTimeSchema,
});
export type AnswerReview = Static<typeof AnswerReviewSchema>;

export const ReviewAnswerResultSchema = Type.Object({
  review: AnswerReviewSchema,
  /** Answers of the attempt still waiting for a review (approve needs none left while it needs review). */
  pendingReviews: Type.Integer(),
});

const RubricSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  criteria: Type.Array(Type.Object({
    id: Type.Integer(), description: Type.String(), maxGrade: Type.Number(), usesRange: Type.Boolean(),
    ratings: Type.Array(Type.Object({
      id: Type.Integer(), description: Type.String(), points: Type.Number(), minPoints: Nullable(Type.Number()), maxPoints: Nullable(Type.Number()),
    })),
  })),
});

/** A drawn question with everything: the member's answer, the correct one, grading and review. */
const ManagedAttemptQuestionSchema = Type.Object({
  attemptQuestionId: Type.Integer(),
  questionId: Type.Integer(),
  page: Type.Integer(),
  position: Type.Integer(),
  type: StringEnum(QUESTION_TYPES),
  stem: Type.String({ description: 'Sanitized HTML' }),
  explanation: Nullable(Type.String()),
  points: Type.Number(),
  isBonus: Type.Boolean(),
  /** A CASE child: its CASE's attemptQuestionId. */
  parentId: Nullable(Type.Integer()),
  /** In the order the member saw them (their index is what responses name); with correct flags and explanations. */
  options: Type.Array(Type.Object({
    index: Type.Integer(), answerId: Type.Integer(), text: Type.String(), isCorrect: Type.Boolean(),
    explanation: Nullable(Type.String()), matchText: Nullable(Type.String()), correctPosition: Type.Integer(),
  })),
  /** MATCHING: the responses in the order shown (their index is what `pairs.match` names). */
  matches: Type.Array(Type.Object({ index: Type.Integer(), answerId: Type.Integer(), text: Type.String() })),
  /** Accepted texts (by blank) and numbers. */
  keys: Type.Array(Type.Object({ blank: Nullable(Type.Integer()), text: Nullable(Type.String()), numericValue: Nullable(Type.Number()), tolerance: Nullable(Type.Number()) })),
  /** The correct answer as the member's review names it (shown indexes); null for the types an instructor grades and a case. */
  correct: Nullable(CorrectAnswerSchema),
  response: Type.Unknown({ description: "The member's answer (docs/design/exams-api.md \"Responses\"), null when unanswered" }),
  /** Upload and recording answers: the files. */
  responseMedia: Type.Array(FileSchema),
  answeredAt: Nullable(DateTimeSchema),
  flagged: Type.Boolean(),
  checked: Type.Boolean(),
  pointsAwarded: Nullable(Type.Number()),
  isCorrect: Nullable(Type.Boolean()),
  needsReview: Type.Boolean(),
  isReviewed: Type.Boolean(),
  review: Nullable(AnswerReviewSchema),
  /** ESSAY with a rubric: what the review rates with. */
  rubric: Nullable(RubricSchema),
});
export type ManagedAttemptQuestion = Static<typeof ManagedAttemptQuestionSchema>;

export const ManagedAttemptSchema = Type.Object({
  attempt: ManagedAttemptSummarySchema,
  settings: Type.Object({
    hasPassingScore: Type.Boolean(), passingScorePercentage: Type.Number(), gradingMethod: StringEnum(GRADING_METHODS),
    timeLimitInMinutes: Nullable(Type.Integer()), isCheatDetectionEnabled: Type.Boolean(),
  }),
  questions: Type.Array(ManagedAttemptQuestionSchema),
  events: Type.Array(Type.Object({
    type: StringEnum(ATTEMPT_EVENT_TYPES), occurredAt: DateTimeSchema,
    details: Nullable(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
  })),
});
export type ManagedAttempt = Static<typeof ManagedAttemptSchema>;
