// Route table of mfe-lms (spec section 2: Dashboard, Courses area, External
// courses, Learning aids, certificates, favorites). Loaded by the shell before
// the remote's app: no React, no runtime imports.
import type { RouteTable, RemoteRoutesModule, RouteMeta, RouteDefinition } from '@halaqa/contracts';

export const remote = 'mfe-lms' as const;

/** Course content page and every child of the course player. */
const COURSE_PLAYER: RouteMeta = { requiresLogin: true, hideSidebar: true };

/** Child routes of a course (spec "Child routes of a course"), all rendered in the course player. */
const courseChildren: ReadonlyArray<readonly [child: string, page: string]> = [
  ['information', 'courseInformation'],
  ['syllabus', 'courseSyllabus'],
  ['modules', 'courseModules'],
  ['content/:subsectionId', 'courseSubsection'],
  ['certificate', 'courseCertificate'],
  ['assignments', 'courseAssignments'],
  ['assignments/:assignmentId', 'courseAssignment'],
  ['announcements', 'courseAnnouncements'],
  ['announcements/:announcementId', 'courseAnnouncement'],
  // Exam screens are mounted in the player from mfe-exams' exposed ExamRunner.
  ['exams', 'courseExams'],
  ['exams/:subsectionExamId', 'courseExam'],
  ['exams/:subsectionExamId/start', 'courseExamStart'],
  ['exams/review/:examAttemptId', 'courseExamReview'],
  ['surveys', 'courseSurveys'],
  ['surveys/:surveyId', 'courseSurvey'],
  // surveyId is used for both surveys and polls.
  ['polls', 'coursePolls'],
  ['polls/:surveyId', 'coursePoll'],
  ['online-lectures', 'courseOnlineLectures'],
  ['online-lectures/:onlineLectureId', 'courseOnlineLecture'],
  ['on-campus-lectures', 'courseOnCampusLectures'],
  ['on-campus-lectures/:onCampusLectureId', 'courseOnCampusLecture'],
  ['grade-items', 'courseGradeItems'],
  ['grade-items/:gradeItemId', 'courseGradeItem'],
  ['notes', 'courseNotes'],
  ['discussion-boards', 'courseDiscussionBoards'],
  ['discussion-boards/:discussionBoardId', 'courseDiscussionBoard'],
  ['attendance', 'courseAttendance'],
  ['groups', 'courseGroups'],
];

const courseChildRoutes: RouteDefinition[] = courseChildren.map(([child, page]) => ({
  path: `/lms/courses/:courseId/${child}`,
  page,
  meta: COURSE_PLAYER,
}));

/** External courses are gated by the member and organization permissions the spec names for them (section 6). */
const EXTERNAL: RouteMeta = {
  memberPermissions: ['access-external-courses'],
  organizationPermissions: ['manage-external-courses'],
};

export const routes: RouteTable = [
  // Dashboard.
  { path: '/dashboard', page: 'dashboard', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
  {
    path: '/dashboard/user-activities',
    page: 'userActivities',
    meta: { requiresLogin: true, memberPermissions: ['access-courses', 'access-events'] },
  },

  // Courses area. The root groups three tabs: my courses, finished courses, all courses.
  {
    path: '/lms',
    page: 'lmsRoot',
    meta: {},
    redirect: { flag: 'selfEnrollmentEnabled', whenOn: '/lms/all-courses', whenOff: '/lms/my-courses' },
  },
  { path: '/lms/my-courses', page: 'myCourses', meta: { requiresLogin: true } },
  { path: '/lms/finished-courses', page: 'finishedCourses', meta: { requiresLogin: true } },
  {
    path: '/lms/all-courses',
    page: 'allCourses',
    meta: { organizationPermissions: ['organization-lms'], requiresSelfEnrollment: true, allowAnonymousCourseView: true },
  },
  {
    path: '/lms/specializations',
    page: 'specializations',
    meta: { requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'] },
  },
  { path: '/lms/specializations/:specializationId/overview', page: 'specializationOverview', meta: { requiresLogin: true } },
  { path: '/lms/courses/:courseId/overview', page: 'courseOverview', meta: {} },
  { path: '/lms/courses/:courseId/review', page: 'courseReview', meta: {} },
  { path: '/lms/courses/:courseId', page: 'courseContent', meta: COURSE_PLAYER },
  ...courseChildRoutes,

  // Global certificate page: public, sidebar and app bar hidden.
  { path: '/certificates/:certificateId', page: 'certificate', meta: { hideSidebar: true, hideAppBar: true } },
  { path: '/my-certificates', page: 'myCertificates', meta: { requiresLogin: true, featureFlags: ['certificatesEnabled'] } },

  // External courses.
  {
    path: '/external-courses',
    page: 'externalCourses',
    meta: { ...EXTERNAL },
    redirect: { flag: 'selfEnrollmentEnabled', whenOn: '/external-courses/all-courses', whenOff: '/external-courses/my-courses' },
  },
  { path: '/external-courses/all-courses', page: 'allExternalCourses', meta: { ...EXTERNAL, allowAnonymousCourseView: true } },
  { path: '/external-courses/my-courses', page: 'myExternalCourses', meta: { ...EXTERNAL, requiresLogin: true } },
  {
    path: '/external-courses/:courseId/overview',
    page: 'externalCourseOverview',
    meta: { ...EXTERNAL, allowAnonymousCourseView: true },
  },
  {
    path: '/external-courses/courses/:courseId',
    page: 'externalCourseContent',
    meta: { ...EXTERNAL, requiresLogin: true, hideSidebar: true },
  },

  // Learning aids (the assessments belong to mfe-auth).
  { path: '/checklist', page: 'checklist', meta: { requiresLogin: true, memberPermissions: ['access-skills-development'] } },
  { path: '/journey', page: 'journey', meta: { requiresLogin: true, memberPermissions: ['access-skills-development'] } },
  { path: '/library', page: 'library', meta: { allowAnonymousCourseView: true, requiresLandingPage: true } },
  { path: '/library/:id', page: 'libraryVideo', meta: { requiresLogin: true } },
  { path: '/library/:id/article', page: 'libraryArticle', meta: { requiresLogin: true } },

  // Favorites: root redirects to the courses tab.
  { path: '/favorite', page: 'favorite', meta: { requiresLogin: true }, redirect: '/favorite/courses' },
  { path: '/favorite/courses', page: 'favoriteCourses', meta: { requiresLogin: true } },
  { path: '/favorite/events', page: 'favoriteEvents', meta: { requiresLogin: true } },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
