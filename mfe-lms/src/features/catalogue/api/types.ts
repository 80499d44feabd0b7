import type { OkBody, QueryOf } from '@halaqa/api-client';
import type { CourseCardData } from '../../../course-ui/course-types';

export type CourseSearchQuery = QueryOf<'searchCourses'>;
export type CourseSort = NonNullable<CourseSearchQuery['sort']>;
export type CourseLanguage = CourseCardData['language'];
export type FilterOptions = OkBody<'getCourseFilterOptions'>;
