import { Type, type Static } from '@sinclair/typebox';
import { COURSE_LANGUAGES, type CourseLanguage } from '@halaqa/contracts';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../core/http-schemas';

export { COURSE_LANGUAGES, type CourseLanguage };
export const CourseLanguageSchema = StringEnum(COURSE_LANGUAGES);

const DURATION_UNITS = ['HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DurationUnitSchema = StringEnum(DURATION_UNITS);

/** A price in minor units of the organization's currency; 0 is free. */
export const MoneySchema = Type.Object({
  price: Type.Integer({ minimum: 0 }),
  oldPrice: Nullable(Type.Integer({ minimum: 0 })),
  isDiscounted: Type.Boolean(),
  currencyCode: Type.String(),
});

/** What every card of the catalogue shows first, a course's or a specialization's. */
export const cardBasicsFields = {
  id: Type.Integer(),
  name: Type.String(),
  briefDescription: Type.String(),
  language: CourseLanguageSchema,
  coverImageUrl: Nullable(Type.String()),
};

export const CourseCardSchema = Type.Composite([
  MoneySchema,
  Type.Object({
    ...cardBasicsFields,
    category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In x-lang' }) })),
    learningTypes: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() })),
    startDate: Nullable(DateTimeSchema),
    endDate: Nullable(DateTimeSchema),
    isComingSoon: Type.Boolean(),
    duration: Nullable(Type.Integer()),
    durationUnit: Nullable(DurationUnitSchema),
    rating: Type.Object({ average: Nullable(Type.Number()), count: Type.Integer() }),
    enrollmentCount: Type.Integer(),
    isEnrolled: Type.Boolean({ description: 'false for visitors' }),
    isWishlisted: Type.Boolean({ description: 'false for visitors' }),
  }),
]);
export type CourseCard = Static<typeof CourseCardSchema>;

export const CourseParamsSchema = Type.Object({ courseId: IdSchema });

/** `skip`/`take` of every list of the courses area (docs/design/lms-api.md). */
export const PageQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});

export const CourseCardPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(CourseCardSchema) });
