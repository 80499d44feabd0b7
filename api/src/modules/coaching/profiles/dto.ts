import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CREDENTIAL_TYPES, DEGREES, EMPLOYMENT_TYPES, PROFICIENCIES } from '../tables';

/** The shapes of docs/design/coaching-api.md slice "profiles". */

const HEADLINE_MAX = 160;
const ABOUT_MAX = 4000;
const TEXT_MAX = 200;

/** A calendar date the database can store (format checks the day of the month; the pattern keeps the year sane). */
const DateSchema = Type.String({ format: 'date', pattern: '^(19|20|21)\\d{2}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const YearSchema = Type.Integer({ minimum: 1950, maximum: 2100 });
const LanguageCodeSchema = Type.String({ pattern: '^[a-z]{2}$', description: 'ISO 639-1 code (ar, en, fr...)' });
const UrlSchema = Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$', description: 'http(s) only' });
const Halalas = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Halalas before VAT, per session' });

export const CoachParamsSchema = Type.Object({ coachId: IdSchema });
export const RowParamsSchema = Type.Object({ id: IdSchema });

export const CoachListQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Names (both languages) and headlines, case-insensitive' })),
  specialtyId: Type.Optional(IdSchema),
  language: Type.Optional(LanguageCodeSchema),
  minPrice: Type.Optional(Halalas),
  maxPrice: Type.Optional(Halalas),
  freeSession: Type.Optional(Type.Boolean({ description: 'true: only coaches offering a free session' })),
  availableWithinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: 'Only coaches with a paid slot in the next N days' })),
});
export type CoachListQuery = Static<typeof CoachListQuerySchema>;

const SpokenLanguageSchema = Type.Object({ language: Type.String(), proficiency: StringEnum(PROFICIENCIES) });

const CoachCardSchema = Type.Object({
  id: Type.Integer({ description: 'The coach\'s user id (= providerId)' }),
  name: Type.String(),
  avatarUrl: Nullable(Type.String()),
  headline: Type.String(),
  specialty: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  languages: Type.Array(SpokenLanguageSchema),
  price: Type.Integer({ description: 'Halalas before VAT, per session' }),
  currency: Type.Literal('SAR'),
  sessionDuration: Type.Integer(),
  offersFreeSession: Type.Boolean(),
  freeSessionDuration: Type.Integer(),
  timeZone: Type.String(),
  nextAvailableAt: Nullable(Type.String({ format: 'date-time', description: 'The first paid slot within 14 days' })),
});
export type CoachCard = Static<typeof CoachCardSchema>;

export const CoachCardPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(CoachCardSchema) });

export const PositionSchema = Type.Object({ id: Type.Integer(), title: Type.String(), company: Type.String(), isCurrent: Type.Boolean() });
export const EducationSchema = Type.Object({
  id: Type.Integer(), school: Type.String(), degree: StringEnum(DEGREES), fieldOfStudy: Type.String(),
  startYear: Nullable(Type.Integer()), endYear: Nullable(Type.Integer()),
});
export const ExperienceSchema = Type.Object({
  id: Type.Integer(), title: Type.String(), company: Type.String(), employmentType: StringEnum(EMPLOYMENT_TYPES),
  startDate: Type.String(), endDate: Nullable(Type.String()), description: Type.String(),
});
export const CertificationSchema = Type.Object({
  id: Type.Integer(), name: Type.String(), issuer: Type.String(), credentialType: StringEnum(CREDENTIAL_TYPES),
  issuedOn: Nullable(Type.String()), expiresOn: Nullable(Type.String()), doesNotExpire: Type.Boolean(), credentialUrl: Nullable(Type.String()),
});
/** A language row as the coach edits it (the cards show it without its id). */
export const LanguageRowSchema = Type.Object({ id: Type.Integer(), language: Type.String(), proficiency: StringEnum(PROFICIENCIES) });

const profileFields = {
  about: Type.String({ description: 'Plain text, in the request\'s language' }),
  positions: Type.Array(PositionSchema),
  educations: Type.Array(EducationSchema),
  experiences: Type.Array(ExperienceSchema),
  certifications: Type.Array(CertificationSchema),
  cancellation: Type.Object({ allowed: Type.Boolean(), minimumHours: Type.Integer() }),
  notice: Type.Object({ mustBookInAdvance: Type.Boolean(), inAdvanceHours: Type.Integer() }),
  maximumFutureDays: Type.Integer(),
  isMe: Type.Boolean(),
  me: Type.Object({
    freeSessionsLeft: Type.Integer({ description: 'users.free_chemistry_sessions of the caller' }),
    creditsWithCoach: Type.Integer({ description: 'The caller\'s unspent rescheduling credits with this coach' }),
  }),
};

export const CoachProfileSchema = Type.Object({ ...CoachCardSchema.properties, ...profileFields });
export type CoachProfile = Static<typeof CoachProfileSchema>;

/** GET coaches/me: the profile plus both languages' texts, and the language rows with their ids. */
export const CoachEditorSchema = Type.Object({
  ...CoachCardSchema.properties,
  ...profileFields,
  languages: Type.Array(LanguageRowSchema),
  isListed: Type.Boolean(),
  headlineEn: Type.String(), headlineAr: Type.String(),
  aboutEn: Type.String(), aboutAr: Type.String(),
  specialtyId: Nullable(Type.Integer()),
});
export type CoachEditor = Static<typeof CoachEditorSchema>;

export const FilterOptionsSchema = Type.Object({
  specialties: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  languages: Type.Array(Type.String()),
  price: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
});
export type FilterOptions = Static<typeof FilterOptionsSchema>;

export const CoachDetailsBodySchema = Type.Object({
  headlineEn: Type.Optional(Type.String({ maxLength: HEADLINE_MAX })),
  headlineAr: Type.Optional(Type.String({ maxLength: HEADLINE_MAX })),
  aboutEn: Type.Optional(Type.String({ maxLength: ABOUT_MAX })),
  aboutAr: Type.Optional(Type.String({ maxLength: ABOUT_MAX })),
  specialtyId: Type.Optional(Nullable(IdSchema)),
  price: Type.Optional(Halalas),
  isListed: Type.Optional(Type.Boolean()),
}, { additionalProperties: false, minProperties: 1 });
export type CoachDetailsBody = Static<typeof CoachDetailsBodySchema>;

const text = (minLength = 0) => Type.String(minLength ? { minLength, maxLength: TEXT_MAX, pattern: '\\S' } : { maxLength: TEXT_MAX });

const positionFields = { title: text(1), company: Type.Optional(text()), isCurrent: Type.Optional(Type.Boolean()) };
const educationFields = {
  school: text(1), degree: StringEnum(DEGREES), fieldOfStudy: Type.Optional(text()),
  startYear: Type.Optional(Nullable(YearSchema)), endYear: Type.Optional(Nullable(YearSchema)),
};
const experienceFields = {
  title: text(1), company: Type.Optional(text()), employmentType: StringEnum(EMPLOYMENT_TYPES), startDate: DateSchema,
  endDate: Type.Optional(Nullable(DateSchema)), description: Type.Optional(Type.String({ maxLength: ABOUT_MAX })),
};
const certificationFields = {
  name: text(1), issuer: Type.Optional(text()), credentialType: StringEnum(CREDENTIAL_TYPES),
  issuedOn: Type.Optional(Nullable(DateSchema)), expiresOn: Type.Optional(Nullable(DateSchema)),
  doesNotExpire: Type.Optional(Type.Boolean()), credentialUrl: Type.Optional(Nullable(UrlSchema)),
};
const languageFields = { language: LanguageCodeSchema, proficiency: StringEnum(PROFICIENCIES) };

const created = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });
const patched = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });

export const PositionBodySchema = created(positionFields);
export const PositionPatchSchema = patched(positionFields);
export const EducationBodySchema = created(educationFields);
export const EducationPatchSchema = patched(educationFields);
export const ExperienceBodySchema = created(experienceFields);
export const ExperiencePatchSchema = patched(experienceFields);
export const CertificationBodySchema = created(certificationFields);
export const CertificationPatchSchema = patched(certificationFields);
export const LanguageBodySchema = created(languageFields);
export const LanguagePatchSchema = patched(languageFields);

export type PositionBody = Static<typeof PositionPatchSchema>;
export type EducationBody = Static<typeof EducationPatchSchema>;
export type ExperienceBody = Static<typeof ExperiencePatchSchema>;
export type CertificationBody = Static<typeof CertificationPatchSchema>;
export type LanguageBody = Static<typeof LanguagePatchSchema>;
