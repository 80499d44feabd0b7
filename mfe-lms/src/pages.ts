import type { PageComponents } from '@halaqa/mfe-runtime';
import { lazyPage } from './lazy-page';

/** Page names of routes.ts -> their screens. Pages not listed say "not available yet". */
export const pages: PageComponents = {
  dashboard: lazyPage(() => import(/* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'), 'DashboardPage'),
  userActivities: lazyPage(() => import(/* webpackChunkName: "user-activities" */ './features/dashboard/activities/UserActivitiesPage'), 'UserActivitiesPage'),
  myCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'MyCoursesPage'),
  finishedCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'FinishedCoursesPage'),
  allCourses: lazyPage(() => import(/* webpackChunkName: "all-courses" */ './features/catalogue/AllCoursesPage'), 'AllCoursesPage'),
  courseOverview: lazyPage(() => import(/* webpackChunkName: "course-overview" */ './features/course-overview/CourseOverviewPage'), 'CourseOverviewPage'),
  courseReview: lazyPage(() => import(/* webpackChunkName: "course-review" */ './features/course-overview/review-page/CourseReviewPage'), 'CourseReviewPage'),
  specializations: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationsPage'), 'SpecializationsPage'),
  specializationOverview: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationOverviewPage'), 'SpecializationOverviewPage'),
  favoriteCourses: lazyPage(() => import(/* webpackChunkName: "favorites" */ './features/favorites/FavoriteCoursesPage'), 'FavoriteCoursesPage'),
};
