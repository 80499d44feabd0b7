import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CONTENT_TYPES } from '../progress/content-types';

const AUDIENCES = ['ALL', 'SPECIFIC_GROUPS', 'SPECIFIC_STUDENTS'] as const;
export type Audience = (typeof AUDIENCES)[number];

const IdArray = (maxItems: number) => Type.Array(IdSchema, { maxItems, uniqueItems: true });

const AnswerInputSchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  isCorrect: Type.Boolean(),
  explanation: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
}, { additionalProperties: false });

const QuestionInputSchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  answers: Type.Array(AnswerInputSchema, { maxItems: 10 }),
}, { additionalProperties: false });
export type QuestionInput = Static<typeof QuestionInputSchema>;

/** Everything an author may set on a subsection (SubsectionInput of the contract). */
const subsectionFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Nullable(Type.String({ maxLength: 5000 })),
  contentType: StringEnum(CONTENT_TYPES),
  body: Nullable(Type.String({ maxLength: 200_000, description: 'Rich text (HTML), sanitized on write' })),
  fileMediaId: Nullable(IdSchema),
  questionnaire: Type.Array(QuestionInputSchema, { maxItems: 50, description: 'QUESTIONNAIRE: replaces the questions (and the answers members gave)' }),
  onlineLectureId: Nullable(IdSchema),
  onCampusLectureId: Nullable(IdSchema),
  isOptional: Type.Boolean(),
  isPublished: Type.Boolean(),
  weight: Type.Integer({ minimum: 0, maximum: 100 }),
  availableFrom: Nullable(DateTimeSchema),
  availableTo: Nullable(DateTimeSchema),
  audience: StringEnum(AUDIENCES),
  audienceStudentIds: IdArray(1000),
  audienceGroupIds: IdArray(100),
};

export const SubsectionInputSchema = Type.Object({
  ...Type.Partial(Type.Object(subsectionFields)).properties,
  name: subsectionFields.name,
  contentType: subsectionFields.contentType,
}, { additionalProperties: false });
export type SubsectionInput = Static<typeof SubsectionInputSchema>;

export const SubsectionPatchSchema = Type.Object({
  ...Type.Partial(Type.Object(subsectionFields)).properties,
  sectionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Moves the subsection to the end of this section (of the same course)' })),
}, { additionalProperties: false, minProperties: 1 });
export type SubsectionPatch = Static<typeof SubsectionPatchSchema>;

const ManagedAnswerSchema = Type.Object({
  id: Type.Integer(), text: Type.String(), isCorrect: Type.Boolean(), explanation: Nullable(Type.String()),
});
const ManagedQuestionSchema = Type.Object({ id: Type.Integer(), text: Type.String(), answers: Type.Array(ManagedAnswerSchema) });

export const AttachmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mediaId: Nullable(Type.Integer()),
  link: Nullable(Type.String()),
  sortOrder: Type.Integer(),
});
export type Attachment = Static<typeof AttachmentSchema>;

/** A subsection as its authors see it: every field, published or not. */
export const ManagedSubsectionSchema = Type.Object({
  id: Type.Integer(),
  sectionId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  contentType: Nullable(Type.String()),
  isTextOnly: Type.Boolean(),
  body: Nullable(Type.String()),
  file: Nullable(Type.Object({ mediaId: Type.Integer(), fileName: Type.String(), mime: Type.String(), type: Type.String() })),
  questionnaire: Type.Array(ManagedQuestionSchema),
  onlineLectureId: Nullable(Type.Integer()),
  onCampusLectureId: Nullable(Type.Integer()),
  isOptional: Type.Boolean(),
  isPublished: Type.Boolean(),
  weight: Type.Integer(),
  sortOrder: Type.Integer(),
  availableFrom: Nullable(DateTimeSchema),
  availableTo: Nullable(DateTimeSchema),
  audience: StringEnum(AUDIENCES),
  audienceStudentIds: Type.Array(Type.Integer()),
  audienceGroupIds: Type.Array(Type.Integer()),
  attachments: Type.Array(AttachmentSchema),
});
export type ManagedSubsection = Static<typeof ManagedSubsectionSchema>;

export const SubsectionParamsSchema = Type.Object({ courseId: IdSchema, subsectionId: IdSchema });
export const AttachmentParamsSchema = Type.Object({ courseId: IdSchema, subsectionId: IdSchema, attachmentId: IdSchema });

/** Exactly one of an uploaded file and an outside link (one object, not a union: Ajv's removeAdditional would strip one branch's field while trying the other). */
export const AttachmentInputSchema = Type.Object({
  name: subsectionFields.name,
  mediaId: Type.Optional(IdSchema),
  link: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://\\S+$', description: 'An http(s) address' })),
}, { additionalProperties: false });
export type AttachmentInput = Static<typeof AttachmentInputSchema>;

export const SectionOrderSchema = Type.Object({ sectionIds: IdArray(500) }, { additionalProperties: false });
export const SubsectionOrderSchema = Type.Object({ subsectionIds: IdArray(500) }, { additionalProperties: false });
export const PrerequisitesInputSchema = Type.Object({ sectionIds: IdArray(100) }, { additionalProperties: false });
export const PrerequisitesSchema = Type.Object({
  sectionId: Type.Integer(),
  prerequisites: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Prerequisites = Static<typeof PrerequisitesSchema>;
