import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';

/** The shapes of docs/design/course-work-api.md "Surveys and polls", as TypeBox schemas. */

const SURVEY_TYPES = ['SURVEY', 'POLL'] as const;
export const RESULTS_HIDDEN_REASONS = ['NOT_PUBLISHED', 'VOTE_FIRST'] as const;

const SettingsSchema = Type.Object({
  isAnonymous: Type.Boolean(),
  resultIsPublished: Type.Boolean(),
  requireVotingForResult: Type.Boolean(),
  maximumPollVotesPerUser: Type.Integer(),
  allowPollChoiceSuggestion: Type.Boolean(),
});

const ChoiceSchema = Type.Object({
  id: Type.Integer(), text: Type.String(), mediaUrl: Nullable(Type.String()), addedByStudent: Type.Boolean(),
});
export type SurveyChoice = Static<typeof ChoiceSchema>;

const SurveyResultsSchema = Type.Object({
  voterCount: Type.Integer(),
  voteCount: Type.Integer(),
  /** Every choice in the survey's order; percent of the voters who chose it (rounded). */
  choices: Type.Array(Type.Object({ choiceId: Type.Integer(), text: Type.String(), votes: Type.Integer(), percent: Type.Integer() })),
});
export type SurveyResults = Static<typeof SurveyResultsSchema>;

const SurveySummarySchema = Type.Object({
  id: Type.Integer(),
  subsectionId: Type.Integer(),
  type: StringEnum(SURVEY_TYPES),
  title: Type.String(),
  choiceCount: Type.Integer(),
  /** Students: whether they voted; null for instructors and administrators. */
  voted: Nullable(Type.Boolean()),
});
export type SurveySummary = Static<typeof SurveySummarySchema>;
export const SurveyPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(SurveySummarySchema) });

export const SurveySchema = Type.Object({
  id: Type.Integer(),
  subsectionId: Type.Integer(),
  type: StringEnum(SURVEY_TYPES),
  title: Type.String(),
  description: Nullable(Type.String({ description: 'Sanitized HTML' })),
  settings: SettingsSchema,
  choices: Type.Array(ChoiceSchema),
  /** Whether the caller may vote now (a student who has not voted). */
  canVote: Type.Boolean(),
  myVote: Type.Object({
    voted: Type.Boolean(),
    /** The caller's choices; null in anonymous surveys (nothing links a vote to a member) and before voting. */
    choiceIds: Nullable(Type.Array(Type.Integer())),
  }),
  results: Nullable(SurveyResultsSchema),
  resultsHiddenReason: Nullable(StringEnum(RESULTS_HIDDEN_REASONS)),
});
export type Survey = Static<typeof SurveySchema>;

export const SurveyParamsSchema = Type.Object({ courseId: IdSchema, surveyId: IdSchema });
export const ChoiceParamsSchema = Type.Object({ courseId: IdSchema, surveyId: IdSchema, choiceId: IdSchema });

export const SurveyListQuerySchema = Type.Object({
  type: Type.Optional(StringEnum(SURVEY_TYPES)),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type SurveyListQuery = Static<typeof SurveyListQuerySchema>;

export const VoteBodySchema = Type.Object({
  choiceIds: Type.Array(IdSchema, { minItems: 1, maxItems: 50 }),
}, { additionalProperties: false });

const ChoiceTextSchema = Type.String({ minLength: 1, maxLength: 300 });
export const SuggestChoiceBodySchema = Type.Object({ text: ChoiceTextSchema }, { additionalProperties: false });
export const SurveyChoiceSchema = ChoiceSchema;

// Instructors and administrators (courseManagers scope).

export const ManagedSurveySchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  subsectionId: Type.Integer(),
  type: StringEnum(SURVEY_TYPES),
  title: Type.String(),
  description: Nullable(Type.String()),
  settings: SettingsSchema,
  choices: Type.Array(ChoiceSchema),
  /** Always, published or not (the manager's organization's votes). */
  results: SurveyResultsSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type ManagedSurvey = Static<typeof ManagedSurveySchema>;
export const ManagedSurveyPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedSurveySchema) });

const SettingsInputFields = {
  isAnonymous: Type.Optional(Type.Boolean()),
  resultIsPublished: Type.Optional(Type.Boolean()),
  requireVotingForResult: Type.Optional(Type.Boolean()),
  maximumPollVotesPerUser: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  allowPollChoiceSuggestion: Type.Optional(Type.Boolean()),
};

const ChoiceInputSchema = Type.Object({ text: ChoiceTextSchema, mediaId: Type.Optional(IdSchema) }, { additionalProperties: false });
export type ChoiceInput = Static<typeof ChoiceInputSchema>;

export const SurveyInputSchema = Type.Object({
  subsectionId: IdSchema,
  type: StringEnum(SURVEY_TYPES),
  title: Type.String({ minLength: 1, maxLength: 300 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  ...SettingsInputFields,
  choices: Type.Array(ChoiceInputSchema, { maxItems: 50 }),
}, { additionalProperties: false });
export type SurveyInput = Static<typeof SurveyInputSchema>;

export const SurveyPatchSchema = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  ...SettingsInputFields,
}, { additionalProperties: false, minProperties: 1 });
export type SurveyPatch = Static<typeof SurveyPatchSchema>;

export const ManagedChoiceBodySchema = ChoiceInputSchema;
export const PublishResultsBodySchema = Type.Object({ isPublished: Type.Boolean() }, { additionalProperties: false });
