import { Type, type Static } from '@sinclair/typebox';
import { ATTEMPT_FINISHERS, ATTEMPT_STATUSES, GRADING_METHODS, QUESTION_TYPES } from '../tables';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { learnerUploadBodySchema } from '../../lms/player/learner-uploads';
import { ALL_ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import { BLANK_MAX, ESSAY_MAX, TEXT_MAX, UPLOADS_MAX } from '../grading/validate-response';

/** The member calls' shapes (docs/design/exams-api.md "Member calls"). */

// ---- Parameters and bodies ---------------------------------------------------------------------------

const Index = Type.Integer({ minimum: 0, maximum: 1000 });

export const ExamParamsSchema = Type.Object({ courseId: IdSchema, subsectionExamId: IdSchema });
export const AttemptParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema });
/** An answer file or recording: at most 100 MiB (a few minutes of video). */
export const AnswerUploadBodySchema = learnerUploadBodySchema(104_857_600, 'At most 100 MiB: a file or recording answering an exam question');
export const AnswerUploadParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema, mediaId: IdSchema });
export const AnswerFileSchema = Type.Object({ id: Type.Integer(), fileName: Type.String(), mime: Type.String() });
export type AnswerFile = Static<typeof AnswerFileSchema>;
export const AttemptPageParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema, page: Index });
export const AttemptQuestionParamsSchema = Type.Object({ courseId: IdSchema, examAttemptId: IdSchema, attemptQuestionId: IdSchema });

/** The browser that sends the call (a random id it keeps): another one on an open attempt is a SECOND_DEVICE event. */
export const DeviceHeadersSchema = Type.Object({
  'x-exam-device': Type.Optional(Type.String({ minLength: 8, maxLength: 64, description: 'The id the runner keeps for this browser' })),
});

export const StartBodySchema = Type.Object({
  deviceId: Type.String({ minLength: 8, maxLength: 64 }),
  restart: Type.Optional(Type.Boolean({ description: 'Finish the open attempt (graded) and start the next' })),
});

/**
 * A response in the member's language: options by their shown index. The
 * question's type decides which shape fits (else 400 exm-006); null clears.
 * No additionalProperties: false here (Ajv's removeAdditional would strip one
 * variant's field while trying another); the service keeps only its type's field.
 */
const ExamResponseSchema = Nullable(Type.Union([
  Type.Object({ choice: Index }, { title: 'ChoiceResponse', description: 'SINGLE_CHOICE, TRUE_FALSE' }),
  Type.Object({ choices: Type.Array(Index, { maxItems: 100 }) }, { title: 'ChoicesResponse', description: 'MULTIPLE_CHOICE (distinct)' }),
  Type.Object({ text: Type.String({ maxLength: TEXT_MAX }) }, { title: 'TextResponse', description: 'SHORT_ANSWER' }),
  Type.Object({ value: Type.Number() }, { title: 'NumericResponse', description: 'NUMERIC' }),
  Type.Object({ blanks: Type.Array(Type.String({ maxLength: BLANK_MAX }), { maxItems: 100 }) }, { title: 'BlanksResponse', description: 'FILL_IN_BLANKS: index i is blank i+1' }),
  Type.Object({
    pairs: Type.Array(Type.Object({ prompt: Index, match: Index }), { maxItems: 100 }),
  }, { title: 'PairsResponse', description: 'MATCHING: each prompt at most once' }),
  Type.Object({ order: Type.Array(Index, { maxItems: 100 }) }, { title: 'OrderResponse', description: 'ORDERING: a permutation of 0..n-1' }),
  Type.Object({ html: Type.String({ maxLength: ESSAY_MAX }) }, { title: 'EssayResponse', description: 'ESSAY (sanitized)' }),
  Type.Object({ mediaIds: Type.Array(IdSchema, { minItems: 1, maxItems: UPLOADS_MAX }) }, { title: 'UploadsResponse', description: 'FILE_UPLOAD and recordings: READY uploads of the member' }),
]));

export const SaveAnswerBodySchema = Type.Object({
  response: ExamResponseSchema,
  sequence: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The client\'s counter for this question: a lower one than stored is not applied' }),
  idempotencyKey: Type.String({ minLength: 8, maxLength: 80 }),
});

export const SavedAnswerSchema = Type.Object({
  attemptQuestionId: Type.Integer(),
  sequence: Type.Integer({ description: 'The sequence now stored for the question' }),
  savedAt: DateTimeSchema,
  applied: Type.Boolean({ description: 'false: a later answer was already stored; nothing changed' }),
});
export type SavedAnswer = Static<typeof SavedAnswerSchema>;

export const NextBodySchema = Type.Object({ fromPage: Index });
export const FlagBodySchema = Type.Object({ flagged: Type.Boolean() });
export const FlaggedSchema = Type.Object({ attemptQuestionId: Type.Integer(), flagged: Type.Boolean() });
export const SubmitBodySchema = Type.Object({ idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 80 })) });

export const CLIENT_EVENT_TYPES = ['TAB_HIDDEN', 'WINDOW_BLUR', 'COPY', 'PASTE', 'FULLSCREEN_EXIT'] as const;
export const EventBodySchema = Type.Object({
  type: StringEnum(CLIENT_EVENT_TYPES),
  occurredAt: DateTimeSchema,
  clientKey: Type.String({ minLength: 8, maxLength: 80 }),
  details: Type.Optional(Type.Record(
    Type.String({ maxLength: 40 }),
    Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]),
    { maxProperties: 10 },
  )),
});

// ---- Answers ----------------------------------------------------------------------------------------

export const CorrectAnswerSchema = Type.Union([
  Type.Object({ choice: Type.Integer() }),
  Type.Object({ choices: Type.Array(Type.Integer()) }),
  Type.Object({ texts: Type.Array(Type.String()) }),
  Type.Object({ values: Type.Array(Type.Object({ value: Type.Number(), tolerance: Type.Number() })) }),
  Type.Object({ blanks: Type.Array(Type.Array(Type.String())) }),
  Type.Object({ pairs: Type.Array(Type.Object({ prompt: Type.Integer(), match: Type.Integer() })) }),
  Type.Object({ order: Type.Array(Type.Integer()) }),
], { description: 'The correct answer in the member\'s language (shown indexes)' });

const OptionExplanationsSchema = Type.Array(Type.Object({ index: Type.Integer(), explanation: Type.String() }));

export const FeedbackSchema = Type.Object({
  attemptQuestionId: Type.Integer(),
  isCorrect: Nullable(Type.Boolean()),
  pointsAwarded: Nullable(Type.Number()),
  correct: Nullable(CorrectAnswerSchema),
  explanation: Nullable(Type.String()),
  optionExplanations: OptionExplanationsSchema,
});
export type Feedback = Static<typeof FeedbackSchema>;

const ShownTextSchema = Type.Object({ index: Type.Integer(), text: Type.String() });

const attemptQuestionFields = {
  attemptQuestionId: Type.Integer(),
  page: Type.Integer(),
  position: Type.Integer(),
  type: StringEnum(QUESTION_TYPES),
  stem: Type.String({ description: 'Rich text (sanitized); FILL_IN_BLANKS marks blanks [[1]]..[[n]]' }),
  points: Type.Number(),
  isBonus: Type.Boolean(),
  parentId: Nullable(Type.Integer({ description: 'A CASE child: its CASE\'s attemptQuestionId' })),
  options: Type.Optional(Type.Array(ShownTextSchema, { description: 'Choice types and ORDERING, in shown order' })),
  prompts: Type.Optional(Type.Array(ShownTextSchema)),
  matches: Type.Optional(Type.Array(ShownTextSchema)),
  blankCount: Type.Optional(Type.Integer()),
  response: ExamResponseSchema,
  sequence: Type.Integer({ description: 'The stored sequence: a client resuming elsewhere continues above it' }),
  flagged: Type.Boolean(),
  checked: Type.Boolean(),
  feedback: Type.Optional(FeedbackSchema),
};

const AttemptQuestionSchema = Type.Object(attemptQuestionFields);
export type AttemptQuestion = Static<typeof AttemptQuestionSchema>;

export const AttemptViewSchema = Type.Object({
  attempt: Type.Object({
    id: Type.Integer(),
    subsectionExamId: Type.Integer(),
    courseId: Type.Integer(),
    attemptNumber: Type.Integer(),
    status: StringEnum(ATTEMPT_STATUSES),
    startedAt: DateTimeSchema,
    deadlineAt: Nullable(DateTimeSchema),
    serverNow: DateTimeSchema,
    page: Type.Integer(),
    pageCount: Type.Integer(),
    oneQuestionAtATime: Type.Boolean(),
    multiDirectional: Type.Boolean(),
    showCorrectAnswerInstantly: Type.Boolean(),
    isCheatDetectionEnabled: Type.Boolean(),
    isInstructorAttempt: Type.Boolean(),
  }),
  navigator: Type.Array(Type.Object({
    page: Type.Integer(),
    attemptQuestionIds: Type.Array(Type.Integer()),
    answered: Type.Boolean({ description: 'Every question of the page has an answer' }),
    flagged: Type.Boolean(),
  })),
  questions: Type.Array(AttemptQuestionSchema, { description: 'The current page\'s, or all when not one at a time' }),
});
export type AttemptView = Static<typeof AttemptViewSchema>;

export const AttemptSummarySchema = Type.Object({
  id: Type.Integer(),
  attemptNumber: Type.Integer(),
  status: StringEnum(ATTEMPT_STATUSES),
  startedAt: DateTimeSchema,
  finishedAt: Nullable(DateTimeSchema),
  finishedBy: Nullable(StringEnum(ATTEMPT_FINISHERS)),
  isInstructorAttempt: Type.Boolean(),
  result: Nullable(Type.Object({
    score: Type.Number(), totalScore: Type.Number(), percentage: Type.Number(), isPassed: Nullable(Type.Boolean()),
  }, { description: 'Only with showResultAtEnd, once graded' })),
  reviewAvailable: Type.Boolean(),
  reviewNote: Nullable(Type.String({ description: "The instructor's note when they approved, rejected or cancelled the attempt" })),
});
export type AttemptSummary = Static<typeof AttemptSummarySchema>;

export const AttemptSummaryListSchema = Type.Object({ count: Type.Integer(), data: Type.Array(AttemptSummarySchema) });

const SettingsSchema = Type.Object({
  hasTimeLimit: Type.Boolean(),
  timeLimitInMinutes: Nullable(Type.Integer()),
  hasPassingScore: Type.Boolean(),
  passingScorePercentage: Type.Number(),
  oneQuestionAtATime: Type.Boolean(),
  multiDirectional: Type.Boolean(),
  allowRetake: Type.Boolean(),
  maxAttempts: Nullable(Type.Integer()),
  retakeIntervalInMinutes: Nullable(Type.Integer()),
  gradingMethod: StringEnum(GRADING_METHODS),
  showCorrectAnswerInstantly: Type.Boolean(),
  showCorrectAnswerOnReview: Type.Boolean(),
  showResultAtEnd: Type.Boolean(),
  isCheatDetectionEnabled: Type.Boolean(),
});

const ErrorCodeSchema = StringEnum<ErrorCode>(ALL_ERROR_CODES);

export const ExamLandingSchema = Type.Object({
  exam: Type.Object({
    subsectionExamId: Type.Integer(),
    title: Type.String(),
    description: Type.String({ description: 'Rich text (sanitized)' }),
    questionCount: Type.Integer(),
    settings: SettingsSchema,
    availableFrom: Nullable(DateTimeSchema),
    availableTo: Nullable(DateTimeSchema),
    publishDate: Nullable(DateTimeSchema),
  }),
  attempts: Type.Object({
    used: Type.Integer(),
    left: Nullable(Type.Integer({ description: 'null: unlimited' })),
    canStart: Type.Boolean(),
    refusal: Nullable(ErrorCodeSchema),
    nextAttemptAt: Nullable(DateTimeSchema),
  }),
  openAttempt: Nullable(Type.Object({ id: Type.Integer(), deadlineAt: Nullable(DateTimeSchema) })),
  previous: Type.Array(AttemptSummarySchema),
  result: Nullable(Type.Object({ percentage: Type.Number(), isPassed: Nullable(Type.Boolean()), method: StringEnum(GRADING_METHODS) })),
  serverNow: DateTimeSchema,
});
export type ExamLanding = Static<typeof ExamLandingSchema>;

const EXAM_LIST_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_REVIEW', 'GRADED'] as const;
export const MyExamListSchema = Type.Object({
  count: Type.Integer(),
  data: Type.Array(Type.Object({
    subsectionExamId: Type.Integer(),
    title: Type.String(),
    sectionName: Type.String(),
    availableFrom: Nullable(DateTimeSchema),
    availableTo: Nullable(DateTimeSchema),
    publishDate: Nullable(DateTimeSchema),
    timeLimitInMinutes: Nullable(Type.Integer()),
    questionCount: Type.Integer(),
    attemptsUsed: Type.Integer(),
    maxAttempts: Nullable(Type.Integer()),
    status: StringEnum(EXAM_LIST_STATUSES),
    result: Nullable(Type.Object({ percentage: Type.Number(), isPassed: Nullable(Type.Boolean()) })),
  })),
});
export type MyExamList = Static<typeof MyExamListSchema>;

const ReviewMediaSchema = Type.Object({ id: Type.Integer(), fileName: Type.String(), mime: Type.String(), url: Type.String() });

export const AttemptReviewSchema = Type.Object({
  attempt: AttemptSummarySchema,
  settings: Type.Object({ showCorrectAnswerOnReview: Type.Boolean(), showResultAtEnd: Type.Boolean() }),
  questions: Type.Array(Type.Object({
    ...attemptQuestionFields,
    pointsAwarded: Type.Optional(Nullable(Type.Number())),
    isCorrect: Type.Optional(Nullable(Type.Boolean())),
    needsReview: Type.Boolean(),
    review: Nullable(Type.Object({
      note: Nullable(Type.String()),
      points: Nullable(Type.Number({ description: 'Only with showResultAtEnd' })),
      media: Type.Array(ReviewMediaSchema),
    })),
    correct: Type.Optional(Nullable(CorrectAnswerSchema)),
    explanation: Type.Optional(Nullable(Type.String())),
    optionExplanations: Type.Optional(OptionExplanationsSchema),
  })),
});
export type AttemptReview = Static<typeof AttemptReviewSchema>;
