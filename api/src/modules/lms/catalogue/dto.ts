import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { ENROLLMENT_STATES } from '../enrollment/enrollment-state';
import { CourseCardSchema, CourseLanguageSchema, PageQuerySchema } from '../course-card-dto';
import { ReviewSchema } from '../reviews/review-dto';

const SEARCH_SORTS = ['newest', 'oldest', 'name', 'price-asc', 'price-desc', 'rating', 'start-date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** At most this many ids in one comma list: a filter panel never needs more. */
const MAX_LIST_ITEMS = 50;

const IdList = (description: string) => Type.String({
  pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_LIST_ITEMS - 1}}$`,
  description: `${description} (comma list of ids)`,
});

const MinorUnits = (description: string) => Type.Integer({ minimum: 0, maximum: 2_147_483_647, description });

export const CatalogueSearchQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  query: Type.Optional(Type.String({ maxLength: 100, description: 'Trimmed; every word is prefix-matched in the name and brief description' })),
  categoryIds: Type.Optional(IdList('Categories; a parent category includes its children')),
  learningTypeIds: Type.Optional(IdList('Learning types')),
  languages: Type.Optional(Type.String({ pattern: '^(ENGLISH|ARABIC)(,(ENGLISH|ARABIC))?$', description: 'Comma list of ENGLISH, ARABIC' })),
  minPrice: Type.Optional(MinorUnits('Lowest price, minor units')),
  maxPrice: Type.Optional(MinorUnits('Highest price, minor units')),
  sort: Type.Optional(StringEnum<SearchSort>(SEARCH_SORTS, { default: 'newest' })),
}, { additionalProperties: false });
export type CatalogueSearchQuery = Static<typeof CatalogueSearchQuerySchema>;

export const FilterOptionsSchema = Type.Object({
  categories: Type.Array(Type.Object({
    id: Type.Integer(),
    parentId: Nullable(Type.Integer()),
    name: Type.String({ description: 'In x-lang' }),
    courseCount: Type.Integer({ description: 'Catalogue courses in it or in its subcategories' }),
  })),
  learningTypes: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), courseCount: Type.Integer() })),
  languages: Type.Array(Type.Object({ language: CourseLanguageSchema, courseCount: Type.Integer() })),
  priceRange: Type.Object({ min: Type.Integer(), max: Type.Integer() }, { description: 'Minor units; 0 and 0 when the catalogue is empty' }),
  currencyCode: Type.String(),
});
export type FilterOptions = Static<typeof FilterOptionsSchema>;

const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), profileImageUrl: Nullable(Type.String()) });

const SyllabusSectionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  week: Type.Integer(),
  learningObjectives: Nullable(Type.String()),
  subsections: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), contentType: Nullable(Type.String()), isOptional: Type.Boolean() })),
});

export const CourseOverviewSchema = Type.Composite([
  CourseCardSchema,
  Type.Object({
    description: Type.String(),
    welcomeMessage: Nullable(Type.String()),
    courseSyllabus: Nullable(Type.String()),
    country: Nullable(Type.String()),
    city: Nullable(Type.String()),
    fromTo: Nullable(Type.String()),
    startEnrollmentDate: Nullable(DateTimeSchema),
    endEnrollmentDate: Nullable(DateTimeSchema),
    maxEnrollmentCount: Nullable(Type.Integer()),
    instructors: Type.Array(PersonSchema, { description: 'Hidden instructors are left out' }),
    syllabus: Type.Array(SyllabusSectionSchema, { description: 'Published sections and subsections only' }),
    enrollmentState: StringEnum(ENROLLMENT_STATES),
    enrollment: Nullable(Type.Object({ isPinned: Type.Boolean(), isFinished: Type.Boolean(), progress: Type.Integer() })),
    specializations: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { description: 'Visible specializations containing the course' }),
  }),
]);
export type CourseOverview = Static<typeof CourseOverviewSchema>;

const ReviewSummarySchema = Type.Object({
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  distribution: Type.Object({ 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() }),
});
export type ReviewSummary = Static<typeof ReviewSummarySchema>;

export const CourseReviewPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ReviewSchema), summary: ReviewSummarySchema });
export type CourseReviewPage = Static<typeof CourseReviewPageSchema>;
