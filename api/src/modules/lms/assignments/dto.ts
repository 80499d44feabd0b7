import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { learnerUploadBodySchema } from '../player/learner-uploads';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from './tables';

const DUE_STATES = ['NOT_OPEN', 'OPEN', 'PAST_DUE', 'CLOSED'] as const;
const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
const FileSchema = Type.Object({
  id: Type.Integer(), fileName: Type.String(), mime: Type.String(), sizeKB: Type.Integer(),
  url: Type.String({ description: 'Signed address, valid for one to two hours' }),
});
export type FileDto = Static<typeof FileSchema>;

/** A published copy-detection report as its member sees it: the score and the passages, never whose work matched. */
const MemberReportSchema = Type.Object({
  score: Type.Number({ minimum: 0, maximum: 1 }),
  passages: Type.Array(Type.String()),
});

export const SubmissionSchema = Type.Object({
  id: Type.Integer(),
  attempt: Type.Integer(),
  body: Nullable(Type.String()),
  link: Nullable(Type.String()),
  files: Type.Array(FileSchema),
  isLate: Type.Boolean(),
  status: StringEnum(SUBMISSION_STATUSES),
  submittedBy: PersonSchema,
  createdAt: Type.String({ format: 'date-time' }),
  grade: Nullable(Type.Number()),
  gradeComment: Nullable(Type.String()),
  gradeFile: Nullable(FileSchema),
  gradedAt: Nullable(Type.String({ format: 'date-time' })),
  returnedAt: Nullable(Type.String({ format: 'date-time' })),
  plagiarismReport: Nullable(MemberReportSchema),
});
export type Submission = Static<typeof SubmissionSchema>;

const AssignmentFields = {
  id: Type.Integer(),
  subsectionId: Type.Integer(),
  title: Type.String(),
  isGroupAssignment: Type.Boolean(),
  availableFrom: Nullable(Type.String({ format: 'date-time' })),
  availableTo: Nullable(Type.String({ format: 'date-time' })),
  dueDate: Nullable(Type.String({ format: 'date-time' })),
  dueState: StringEnum(DUE_STATES),
  submissionTypes: Type.Array(StringEnum(SUBMISSION_TYPES)),
  /** The item is locked for the caller (prerequisite, unlock date): listed, not opened. */
  locked: Type.Boolean(),
};

const AssignmentSummarySchema = Type.Object({
  ...AssignmentFields,
  /** The latest attempt of the caller (or their group), if any. */
  latest: Nullable(Type.Object({ attempt: Type.Integer(), status: StringEnum(SUBMISSION_STATUSES), isLate: Type.Boolean(), createdAt: Type.String({ format: 'date-time' }) })),
});
export type AssignmentSummary = Static<typeof AssignmentSummarySchema>;
export const AssignmentListSchema = Type.Object({ data: Type.Array(AssignmentSummarySchema) });

export const AssignmentDetailSchema = Type.Object({
  ...AssignmentFields,
  body: Type.String(),
  media: Nullable(FileSchema),
  /** Group assignments: the caller's group (null: in none, so they cannot hand in). */
  group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Whether a new attempt would be taken now, and if not the error code it would get. */
  canSubmit: Type.Boolean(),
  refusal: Nullable(Type.String()),
  /** Every attempt, latest first. */
  attempts: Type.Array(SubmissionSchema),
});
export type AssignmentDetail = Static<typeof AssignmentDetailSchema>;

export const AssignmentParamsSchema = Type.Object({ courseId: IdSchema, assignmentId: IdSchema });
export const SubmissionParamsSchema = Type.Object({ courseId: IdSchema, assignmentId: IdSchema, submissionId: IdSchema });
export const UploadParamsSchema = Type.Object({ courseId: IdSchema, assignmentId: IdSchema, mediaId: IdSchema });

export const SubmitBodySchema = Type.Object({
  body: Type.Optional(Type.String({ maxLength: 100_000 })),
  link: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://\\S+$' })),
  mediaIds: Type.Optional(Type.Array(IdSchema, { maxItems: 10, uniqueItems: true })),
  /** The client's retry key: sending the same key again answers the attempt already made. */
  clientKey: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
}, { additionalProperties: false });
export type SubmitBody = Static<typeof SubmitBodySchema>;

export const SubmissionUploadBodySchema = learnerUploadBodySchema(104_857_600, 'At most 100 MiB');

// Course managers

export const AssignmentInputSchema = Type.Object({
  subsectionId: IdSchema,
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  body: Type.Optional(Type.String({ maxLength: 100_000 })),
  mediaId: Type.Optional(Nullable(IdSchema)),
  isGroupAssignment: Type.Optional(Type.Boolean()),
  availableFrom: Type.Optional(Nullable(DateTimeSchema)),
  availableTo: Type.Optional(Nullable(DateTimeSchema)),
  dueDate: Type.Optional(Nullable(DateTimeSchema)),
  submissionTypes: Type.Array(StringEnum(SUBMISSION_TYPES), { minItems: 1, maxItems: 3, uniqueItems: true }),
  /** Points of its grade item in the gradebook (default 100). */
  maxPoints: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 })),
}, { additionalProperties: false });
export type AssignmentInput = Static<typeof AssignmentInputSchema>;
export const AssignmentPatchSchema = Type.Partial(Type.Omit(AssignmentInputSchema, ['subsectionId']), { additionalProperties: false, minProperties: 1 });
export type AssignmentPatch = Static<typeof AssignmentPatchSchema>;

export const ManagedAssignmentSchema = Type.Object({
  id: Type.Integer(), courseId: Type.Integer(), subsectionId: Type.Integer(), title: Type.String(), body: Type.String(),
  mediaId: Nullable(Type.Integer()), isGroupAssignment: Type.Boolean(),
  availableFrom: Nullable(Type.String({ format: 'date-time' })), availableTo: Nullable(Type.String({ format: 'date-time' })),
  dueDate: Nullable(Type.String({ format: 'date-time' })), submissionTypes: Type.Array(StringEnum(SUBMISSION_TYPES)),
  gradeItemId: Type.Integer(),
});
export type ManagedAssignment = Static<typeof ManagedAssignmentSchema>;

const ManagerReportSchema = Type.Object({
  id: Type.Integer(), scanId: Type.String(), score: Type.Number(), reportAvailable: Type.Boolean(), isPublished: Type.Boolean(),
  matches: Type.Array(Type.Object({ submissionId: Type.Integer(), similarity: Type.Number(), passages: Type.Array(Type.String()) })),
});
export const ManagedSubmissionSchema = Type.Object({
  ...Type.Omit(SubmissionSchema, ['plagiarismReport']).properties,
  group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  plagiarismReport: Nullable(ManagerReportSchema),
});
export type ManagedSubmission = Static<typeof ManagedSubmissionSchema>;
/** One line per student (or group): the latest attempt and all of them. */
const SubmissionOwnerSchema = Type.Object({
  student: Nullable(PersonSchema),
  group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  latest: ManagedSubmissionSchema,
  attempts: Type.Array(ManagedSubmissionSchema),
});
export const SubmissionListSchema = Type.Object({ data: Type.Array(SubmissionOwnerSchema) });

export const GradeBodySchema = Type.Object({
  grade: Type.Number({ minimum: 0, maximum: 100_000 }),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  mediaId: Type.Optional(Nullable(IdSchema)),
  /** Chosen rating of each rubric criterion (the grade item's rubric, grades slice). */
  rubricRatings: Type.Optional(Type.Array(Type.Object({ criterionId: IdSchema, ratingId: IdSchema, points: Type.Optional(Type.Number({ minimum: 0 })) }, { additionalProperties: false }), { maxItems: 100 })),
}, { additionalProperties: false });
export type GradeBody = Static<typeof GradeBodySchema>;
