import type { operations } from '@halaqa/api-client';

/** The JSON body of an operation's 200 answer, from the generated client. */
type Ok<O extends keyof operations> = operations[O]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never;
type QueryOf<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;

export type CoursePage = Ok<'searchCourses'>;
export type CourseCard = CoursePage['data'][number];
export type CourseSearchQuery = QueryOf<'searchCourses'>;
export type CourseSort = NonNullable<CourseSearchQuery['sort']>;
export type CourseLanguage = CourseCard['language'];
export type FilterOptions = Ok<'getCourseFilterOptions'>;
export type CourseOverview = Ok<'getCourseOverview'>;
export type EnrollmentState = CourseOverview['enrollmentState'];
export type ReviewPage = Ok<'listCourseReviews'>;
export type Review = ReviewPage['data'][number];
export type ReviewSummary = ReviewPage['summary'];
export type SpecializationPage = Ok<'listSpecializations'>;
export type SpecializationCard = SpecializationPage['data'][number];
export type SpecializationOverview = Ok<'getSpecialization'>;
