import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../../../core/http-schemas';
import { PageQuerySchema } from '../../lms/course-card-dto';
import { DifficultySchema, QuestionSchema, QuestionTypeSchema } from './types';

/** The bank's route shapes (docs/design/exams-api.md "Bank"); the question itself is in types.ts. */

export const QuestionParamsSchema = Type.Object({ courseId: IdSchema, questionId: IdSchema });
export const CategoryParamsSchema = Type.Object({ courseId: IdSchema, categoryId: IdSchema });
export const TagParamsSchema = Type.Object({ courseId: IdSchema, tagId: IdSchema });

export const QuestionListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  search: Type.Optional(Type.String({ maxLength: 200, description: "Words of the stem (a CASE also matches by its children's)" })),
  type: Type.Optional(QuestionTypeSchema),
  categoryId: Type.Optional(IdSchema),
  tagId: Type.Optional(IdSchema),
  difficulty: Type.Optional(DifficultySchema),
}, { additionalProperties: false });
export type QuestionListQuery = Static<typeof QuestionListQuerySchema>;

export const QuestionPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(QuestionSchema) });

export const QuestionTypeListSchema = Type.Object({
  count: Type.Integer(),
  data: Type.Array(Type.Object({
    type: QuestionTypeSchema,
    name: Type.String(),
    nameAr: Type.String(),
    providesAnswerOptions: Type.Boolean(),
    isAutoCorrected: Type.Boolean(),
    hasOneCorrectAnswer: Type.Boolean(),
    isMatching: Type.Boolean(),
    isSorting: Type.Boolean(),
    isTextOnly: Type.Boolean(),
    isAudioRecording: Type.Boolean(),
    isVideoRecording: Type.Boolean(),
    needsAnswerKey: Type.Boolean(),
    isPublished: Type.Boolean(),
    needsRubric: Type.Boolean(),
    allowsRubric: Type.Boolean(),
    hasDetails: Type.Boolean(),
    hasPoints: Type.Boolean(),
  })),
});

export const LabelInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
}, { additionalProperties: false });
export type LabelInput = Static<typeof LabelInputSchema>;

export const LabelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  questionCount: Type.Integer({ description: 'Questions of the bank filed under it' }),
});
export type Label = Static<typeof LabelSchema>;
export const LabelListSchema = Type.Object({ count: Type.Integer(), data: Type.Array(LabelSchema) });
