import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable, StringEnum } from '../../core/http-schemas';

export const ASSESSMENT_CONTEXTS = ['LEARNING_HOURS', 'INTERESTED_TOPIC'] as const;
export type AssessmentContext = (typeof ASSESSMENT_CONTEXTS)[number];
const ASSESSMENT_STATUSES = ['pending', 'started', 'completed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

const AssessmentOptionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  textAr: Nullable(Type.String()),
  from: Nullable(Type.Number({ description: 'LEARNING_HOURS: weekly hours from' })),
  to: Nullable(Type.Number({ description: 'LEARNING_HOURS: weekly hours up to; null means "or more"' })),
  description: Nullable(Type.String()),
});

const AssessmentQuestionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleAr: Type.String(),
  isMultiple: Type.Boolean({ description: 'false: exactly one option; true: one or more' }),
  context: Type.String(),
  description: Nullable(Type.String()),
  options: Type.Array(AssessmentOptionSchema),
});

export const AssessmentSchema = Type.Object({
  id: Type.Integer(),
  context: StringEnum(ASSESSMENT_CONTEXTS),
  status: StringEnum(ASSESSMENT_STATUSES, { description: "The caller's progress; started drives routing (spec section 4)" }),
  questions: Type.Array(AssessmentQuestionSchema),
});
export type AssessmentDto = Static<typeof AssessmentSchema>;

export const AssessmentParamsSchema = Type.Object({ assessmentId: IdSchema });

export const AnswersBodySchema = Type.Object({
  assessmentId: IdSchema,
  optionIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100, uniqueItems: true }),
}, { additionalProperties: false });
export type AnswersBody = Static<typeof AnswersBodySchema>;
