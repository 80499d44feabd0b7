import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { DIFFICULTIES, QUESTION_TYPES } from '../tables';

/**
 * The question bank's shapes (docs/design/exams-api.md "Bank"): what an
 * instructor sends (`QuestionInput`) and what the bank answers (`Question`,
 * everything, correct flags and keys included: instructors only). Other
 * slices read questions through `readQuestions` and write them through
 * `createQuestion`, both typed here.
 */

const RichText = (maxLength: number) => Type.String({ maxLength, description: 'Rich text (HTML), sanitized on write' });
const PlainText = (maxLength: number) => Type.String({ maxLength });

export const QuestionTypeSchema = StringEnum(QUESTION_TYPES);
export const DifficultySchema = StringEnum(DIFFICULTIES);

// ---- Inputs --------------------------------------------------------------------------------------------

const QuestionAnswerInputSchema = Type.Object({
  stem: RichText(10_000),
  matchText: Type.Optional(Nullable(PlainText(1_000))),
  isCorrect: Type.Optional(Type.Boolean()),
  explanation: Type.Optional(Nullable(RichText(10_000))),
}, { additionalProperties: false, description: 'An option; its place in the array is its sort (ORDERING: the correct position)' });

const QuestionAnswerKeyInputSchema = Type.Object({
  blank: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
  text: Type.Optional(Nullable(PlainText(1_000))),
  numericValue: Type.Optional(Nullable(Type.Number({ minimum: -1e13, maximum: 1e13 }))),
  tolerance: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e13 }))),
}, { additionalProperties: false });

const questionInputFields = {
  type: QuestionTypeSchema,
  stem: RichText(100_000),
  explanation: Type.Optional(Nullable(RichText(50_000))),
  difficulty: Type.Optional(Nullable(DifficultySchema)),
  categoryId: Type.Optional(Nullable(IdSchema)),
  learningOutcome: Type.Optional(Nullable(PlainText(1_000))),
  tagIds: Type.Optional(Type.Array(IdSchema, { maxItems: 50, uniqueItems: true })),
  rubricId: Type.Optional(Nullable(IdSchema)),
  answers: Type.Optional(Type.Array(QuestionAnswerInputSchema, { maxItems: 100 })),
  answerKeys: Type.Optional(Type.Array(QuestionAnswerKeyInputSchema, { maxItems: 200 })),
};

/** A CASE's child: any type but CASE (checked with the type), no children of its own. */
const QuestionChildInputSchema = Type.Object(questionInputFields, { additionalProperties: false });
export type QuestionChildInput = Static<typeof QuestionChildInputSchema>;

export const QuestionInputSchema = Type.Object({
  ...questionInputFields,
  children: Type.Optional(Type.Array(QuestionChildInputSchema, { maxItems: 50, description: 'CASE only: its questions, in order' })),
}, { additionalProperties: false });
export type QuestionInput = Static<typeof QuestionInputSchema>;

// ---- Answers -------------------------------------------------------------------------------------------

const QuestionAnswerSchema = Type.Object({
  id: Type.Integer(),
  stem: Type.String(),
  matchText: Nullable(Type.String()),
  isCorrect: Type.Boolean(),
  explanation: Nullable(Type.String()),
  sort: Type.Integer(),
});
export type QuestionAnswer = Static<typeof QuestionAnswerSchema>;

const QuestionAnswerKeySchema = Type.Object({
  id: Type.Integer(),
  blank: Nullable(Type.Integer()),
  text: Nullable(Type.String()),
  numericValue: Nullable(Type.Number()),
  tolerance: Nullable(Type.Number()),
});
export type QuestionAnswerKey = Static<typeof QuestionAnswerKeySchema>;

const NamedSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

const questionFields = {
  id: Type.Integer(),
  courseId: Type.Integer(),
  type: QuestionTypeSchema,
  stem: Type.String(),
  explanation: Nullable(Type.String()),
  difficulty: Nullable(DifficultySchema),
  categoryId: Nullable(Type.Integer()),
  category: Nullable(NamedSchema),
  learningOutcome: Nullable(Type.String()),
  tags: Type.Array(NamedSchema),
  rubricId: Nullable(Type.Integer()),
  parentId: Nullable(Type.Integer()),
  sort: Type.Integer(),
  /** Sorted by sort: ORDERING's correct order, MATCHING's prompts, the options as written. */
  answers: Type.Array(QuestionAnswerSchema),
  /** Sorted by blank, then as written. */
  answerKeys: Type.Array(QuestionAnswerKeySchema),
  createdById: Nullable(Type.Integer()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
};

const QuestionChildSchema = Type.Object(questionFields);
export type QuestionChild = Static<typeof QuestionChildSchema>;

export const QuestionSchema = Type.Object({
  ...questionFields,
  children: Type.Array(QuestionChildSchema, { description: "A CASE's questions in order; empty for other types" }),
});
export type Question = Static<typeof QuestionSchema>;

/** Where a new question goes and who wrote it (the course is already checked by the caller). */
export interface QuestionOwner {
  courseId: number;
  createdById: number | null;
}
