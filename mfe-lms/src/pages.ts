import { stillToCome, type PageMap } from '@halaqa/mfe-runtime';
import type { lms } from './definition';
import { lazyPage } from '@halaqa/ui/pages';

type LmsPages = PageMap<typeof lms.routes>;

/** Every page of the course player is one component: moving between them keeps its outline mounted. */
const player = lazyPage(() => import(/* webpackChunkName: "course-player" */ './features/course-player/CoursePlayerPage'), 'CoursePlayerPage');
const favorites = lazyPage(() => import(/* webpackChunkName: "favorites" */ './features/favorites/FavoritesPage'), 'FavoritesPage');

/**
 * Every page of the definition -> its screen; external courses and learning
 * aids come in later issues.
 */
export const pages: LmsPages = {
  ...stillToCome<LmsPages>()(
    'allExternalCourses', 'myExternalCourses', 'externalCourseOverview',
    'externalCourseContent', 'checklist', 'journey', 'library', 'libraryVideo', 'libraryArticle',
  ),
  certificate: lazyPage(() => import(/* webpackChunkName: "certificates" */ './features/certificates/PublicCertificatePage'), 'PublicCertificatePage'),
  myCertificates: lazyPage(() => import(/* webpackChunkName: "certificates" */ './features/certificates/MyCertificatesPage'), 'MyCertificatesPage'),
  dashboard: lazyPage(() => import(/* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'), 'DashboardPage'),
  userActivities: lazyPage(() => import(/* webpackChunkName: "user-activities" */ './features/dashboard/activities/UserActivitiesPage'), 'UserActivitiesPage'),
  myCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'MyCoursesPage'),
  finishedCourses: lazyPage(() => import(/* webpackChunkName: "my-courses" */ './features/my-courses/MyCoursesPage'), 'FinishedCoursesPage'),
  allCourses: lazyPage(() => import(/* webpackChunkName: "all-courses" */ './features/catalogue/AllCoursesPage'), 'AllCoursesPage'),
  courseOverview: lazyPage(() => import(/* webpackChunkName: "course-overview" */ './features/course-overview/CourseOverviewPage'), 'CourseOverviewPage'),
  courseReview: lazyPage(() => import(/* webpackChunkName: "course-review" */ './features/course-overview/review-page/CourseReviewPage'), 'CourseReviewPage'),
  specializations: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationsPage'), 'SpecializationsPage'),
  specializationOverview: lazyPage(() => import(/* webpackChunkName: "specializations" */ './features/specializations/SpecializationOverviewPage'), 'SpecializationOverviewPage'),
  courseContent: player,
  courseInformation: player,
  courseSyllabus: player,
  courseModules: player,
  courseSubsection: player,
  courseAnnouncements: player,
  courseAnnouncement: player,
  courseOnlineLectures: player,
  courseOnlineLecture: player,
  courseOnCampusLectures: player,
  courseOnCampusLecture: player,
  courseNotes: player,
  courseAttendance: player,
  courseExams: player,
  courseExam: player,
  courseExamStart: player,
  courseExamReview: player,
  courseExamReviews: player,
  courseExamGrading: player,
  courseCertificate: player,
  // A course's pages of course work: the player's frame draws each child (course-player/player-children.ts).
  courseAssignments: player,
  courseAssignment: player,
  courseSurveys: player,
  courseSurvey: player,
  coursePolls: player,
  coursePoll: player,
  courseGradeItems: player,
  courseGradeItem: player,
  courseDiscussionBoards: player,
  courseDiscussionBoard: player,
  courseGroups: player,
  favorite: favorites,
  favoriteTab: favorites,
};
