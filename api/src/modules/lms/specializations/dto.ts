import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { cardBasicsFields, CourseCardSchema, CourseLanguageSchema, MoneySchema, PageQuerySchema } from '../course-card-dto';
import { ENROLLMENT_STATES } from '../enrollment/enrollment-state';

export const SpecializationParamsSchema = Type.Object({ specializationId: IdSchema });

export const SpecializationListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ query: Type.Optional(Type.String({ maxLength: 100, description: 'Trimmed; matched anywhere in the name or brief description' })) }),
], { additionalProperties: false });
export type SpecializationListQuery = Static<typeof SpecializationListQuerySchema>;

const SpecializationCardSchema = Type.Composite([
  MoneySchema,
  Type.Object({
    ...cardBasicsFields,
    courseCount: Type.Integer({ description: 'Its courses in the catalogue now' }),
    isEnrolled: Type.Boolean(),
  }),
]);
export type SpecializationCard = Static<typeof SpecializationCardSchema>;

export const SpecializationPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(SpecializationCardSchema) });

export const SpecializationOverviewSchema = Type.Composite([
  SpecializationCardSchema,
  Type.Object({
    description: Type.String(),
    courses: Type.Array(CourseCardSchema, { description: 'Its catalogue courses, in order' }),
    enrollmentState: StringEnum(ENROLLMENT_STATES),
  }),
]);
export type SpecializationOverview = Static<typeof SpecializationOverviewSchema>;

export const SpecializationEnrollmentSchema = Type.Object({
  specializationId: Type.Integer(),
  enrolledCourseIds: Type.Array(Type.Integer(), { description: 'Every catalogue course of it, in order: the member is enrolled in each (the same answer on a replay)' }),
});

const CourseIdList = Type.Array(IdSchema, { uniqueItems: true, maxItems: 50, description: 'In order; courses the organization offers' });

export const CreateSpecializationBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  briefDescription: Type.Optional(Type.String({ maxLength: 500 })),
  description: Type.Optional(Type.String({ maxLength: 20_000 })),
  language: Type.Optional(CourseLanguageSchema),
  coverImageId: Type.Optional(Nullable(IdSchema)),
  price: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Minor units; 0 is free' })),
  isPublished: Type.Optional(Type.Boolean()),
  courseIds: Type.Optional(CourseIdList),
}, { additionalProperties: false });
export type CreateSpecializationBody = Static<typeof CreateSpecializationBodySchema>;

export const UpdateSpecializationBodySchema = Type.Partial(CreateSpecializationBodySchema, { additionalProperties: false, minProperties: 1 });
export type UpdateSpecializationBody = Static<typeof UpdateSpecializationBodySchema>;

export const SpecializationCoursesBodySchema = Type.Object({ courseIds: CourseIdList }, { additionalProperties: false });

export const ManagedSpecializationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  briefDescription: Type.String(),
  description: Type.String(),
  language: CourseLanguageSchema,
  coverImageId: Nullable(Type.Integer()),
  coverImageUrl: Nullable(Type.String()),
  price: Type.Integer(),
  currencyCode: Type.String(),
  isPublished: Type.Boolean(),
  createdAt: DateTimeSchema,
  courses: Type.Array(Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    isInCatalogue: Type.Boolean({ description: 'false: members do not see it in the specialization now' }),
  }), { description: 'In order, whether listed now or not' }),
});
export type ManagedSpecialization = Static<typeof ManagedSpecializationSchema>;
