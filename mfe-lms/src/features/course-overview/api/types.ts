import type { OkBody } from '@halaqa/api-client';

export type CourseOverview = OkBody<'getCourseOverview'>;
export type ReviewPage = OkBody<'listCourseReviews'>;
export type Review = ReviewPage['data'][number];
export type ReviewSummary = ReviewPage['summary'];
