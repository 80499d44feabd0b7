import { stillToCome, type PageMap } from '@halaqa/mfe-runtime';
import type { lms } from './definition';
import { lazyPage } from './lazy-page';

type LmsPages = PageMap<typeof lms.routes>;

const exam = lazyPage(() => import(/* webpackChunkName: "course-exams" */ './features/course-exams/CourseExamPage'), 'CourseExamPage');
const favorites = lazyPage(() => import(/* webpackChunkName: "favorites" */ './features/favorites/FavoritesPage'), 'FavoritesPage');

/** Every page of the definition -> its screen; the course player, external courses and learning aids come in later issues. */
export const pages: LmsPages = {
  ...stillToCome<LmsPages>()(
    'courseContent', 'courseInformation', 'courseSyllabus', 'courseModules', 'courseSubsection', 'courseCertificate',
    'courseAssignments', 'courseAssignment', 'courseAnnouncements', 'courseAnnouncement', 'courseSurveys', 'courseSurvey',
    'coursePolls', 'coursePoll', 'courseOnlineLectures', 'courseOnlineLecture', 'courseOnCampusLectures', 'courseOnCampusLecture',
    'courseGradeItems', 'courseGradeItem', 'courseNotes', 'courseDiscussionBoards', 'courseDiscussionBoard', 'courseAttendance',
    'courseGroups', 'certificate', 'myCertificates', 'allExternalCourses', 'myExternalCourses', 'externalCourseOverview',
    'externalCourseContent', 'checklist', 'journey', 'library', 'libraryVideo', 'libraryArticle',
  ),
  dashboard: lazyPage(() => import(/* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'), 'DashboardPage'),
  userActivities: lazyPage(() => import(/* webpackChunkName: "user-activities" */ './features/dashboard/activities/UserActivitiesPage'), 'UserActivitiesPage'),
  myCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'MyCoursesPage'),
  finishedCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'FinishedCoursesPage'),
  allCourses: lazyPage(() => import(/* webpackChunkName: "all-courses" */ './features/catalogue/AllCoursesPage'), 'AllCoursesPage'),
  courseOverview: lazyPage(() => import(/* webpackChunkName: "course-overview" */ './features/course-overview/CourseOverviewPage'), 'CourseOverviewPage'),
  courseReview: lazyPage(() => import(/* webpackChunkName: "course-review" */ './features/course-overview/review-page/CourseReviewPage'), 'CourseReviewPage'),
  specializations: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationsPage'), 'SpecializationsPage'),
  specializationOverview: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationOverviewPage'), 'SpecializationOverviewPage'),
  courseExams: exam,
  courseExam: exam,
  courseExamStart: exam,
  courseExamReview: exam,
  favorite: favorites,
  favoriteTab: favorites,
};
