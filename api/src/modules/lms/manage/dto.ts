import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CourseCardSchema, CourseLanguageSchema, DurationUnitSchema, PageQuerySchema } from '../course-card-dto';

const COURSE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const Text = (maxLength: number) => Type.String({ maxLength });
const NullableText = (maxLength: number) => Nullable(Type.String({ maxLength }));
const MinorUnits = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Minor units of the organization currency' });
const IdArray = (maxItems: number) => Type.Array(IdSchema, { maxItems, uniqueItems: true });

/**
 * A bounded integer or null. One `type` array rather than a union: with the
 * union, Ajv's type coercion would turn 0 into null (0 seats would mean
 * "no limit") instead of refusing it.
 */
const NullableInteger = (minimum: number, maximum: number, description?: string) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum, ...(description ? { description } : {}) });
const NullableId = NullableInteger(1, 2_147_483_647);
const NullableMinorUnits = NullableInteger(0, 2_147_483_647, 'Minor units of the organization currency');

/** What an editor may set on a course (docs/design/lms-api.md `CourseInput`); everything but the name is optional. */
const courseFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  briefDescription: Text(500),
  description: Text(20_000),
  welcomeMessage: NullableText(5000),
  courseSyllabus: NullableText(20_000),
  language: CourseLanguageSchema,
  categoryId: NullableId,
  learningTypeIds: IdArray(10),
  country: NullableText(100),
  city: NullableText(100),
  duration: NullableInteger(1, 100_000),
  durationUnit: Nullable(DurationUnitSchema),
  fromTo: NullableText(100),
  startDate: Nullable(DateTimeSchema),
  endDate: Nullable(DateTimeSchema),
  startEnrollmentDate: Nullable(DateTimeSchema),
  endEnrollmentDate: Nullable(DateTimeSchema),
  maxEnrollmentCount: NullableInteger(1, 1_000_000),
  isComingSoon: Type.Boolean(),
  coverImageId: NullableId,
  price: MinorUnits,
  oldPrice: NullableMinorUnits,
  isDiscounted: Type.Boolean(),
  instructorIds: IdArray(20),
};

export const CourseInputSchema = Type.Object({
  ...Type.Partial(Type.Object(courseFields)).properties,
  name: courseFields.name,
}, { additionalProperties: false });
export type CourseInput = Static<typeof CourseInputSchema>;

export const CoursePatchSchema = Type.Partial(Type.Object(courseFields), { additionalProperties: false, minProperties: 1 });
export type CoursePatch = Static<typeof CoursePatchSchema>;

export const ManagedCourseSchema = Type.Composite([
  CourseCardSchema,
  Type.Object({
    isPublished: Type.Boolean(),
    isApproved: Type.Boolean(),
    status: StringEnum(COURSE_STATUSES),
    isDeleted: Type.Literal(false),
    targetIsPublished: Type.Boolean({ description: "The offer to the caller's organization is published" }),
  }),
]);
export type ManagedCourse = Static<typeof ManagedCourseSchema>;

export const ManageListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  query: Type.Optional(Type.String({ maxLength: 100, description: 'Words prefix-matched in the name and brief description' })),
}, { additionalProperties: false });
export type ManageListQuery = Static<typeof ManageListQuerySchema>;

export const ManagedCoursePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedCourseSchema) });

export const PublishStatusBodySchema = Type.Object({ isPublished: Type.Boolean() }, { additionalProperties: false });

export const ApprovalRequestSchema = Type.Object({
  id: Type.Integer(), courseId: Type.Integer(), status: Type.Literal('PENDING'), createdAt: DateTimeSchema,
});
export type ApprovalRequest = Static<typeof ApprovalRequestSchema>;

export const ApprovalDecisionBodySchema = Type.Object({
  status: StringEnum<'APPROVED' | 'REJECTED'>(['APPROVED', 'REJECTED']),
}, { additionalProperties: false });

export const ApprovalDecisionSchema = Type.Object({
  id: Type.Integer(), courseId: Type.Integer(), status: StringEnum<'APPROVED' | 'REJECTED'>(['APPROVED', 'REJECTED']), decidedAt: DateTimeSchema,
});
export type ApprovalDecision = Static<typeof ApprovalDecisionSchema>;

const SubsectionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  contentType: Nullable(Type.String()),
  isPublished: Type.Boolean(),
  isOptional: Type.Boolean(),
  weight: Type.Integer(),
  sortOrder: Type.Integer(),
});

export const SectionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  learningObjectives: Nullable(Type.String()),
  week: Type.Integer(),
  isPublished: Type.Boolean(),
  unlockStartDate: Nullable(DateTimeSchema),
  sortOrder: Type.Integer(),
  subsections: Type.Array(SubsectionSchema),
});
export type Section = Static<typeof SectionSchema>;

const sectionFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  learningObjectives: NullableText(5000),
  week: Type.Integer({ minimum: 1, maximum: 520 }),
  isPublished: Type.Boolean(),
  unlockStartDate: Nullable(DateTimeSchema),
};

export const SectionInputSchema = Type.Object({
  ...Type.Partial(Type.Object(sectionFields)).properties,
  name: sectionFields.name,
}, { additionalProperties: false });
export type SectionInput = Static<typeof SectionInputSchema>;

export const SectionPatchSchema = Type.Partial(Type.Object(sectionFields), { additionalProperties: false, minProperties: 1 });
export type SectionPatch = Static<typeof SectionPatchSchema>;

export const SectionParamsSchema = Type.Object({ courseId: IdSchema, sectionId: IdSchema });
