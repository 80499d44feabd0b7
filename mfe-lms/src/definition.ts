// mfe-lms declares itself (spec section 2: Dashboard, Courses area, External
// courses, Learning aids, certificates, favorites): data only, no React. The
// shell reads it from the remote manifest; links use `lmsPaths`.
import { defineRemote, type PageKeysOf, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** Courses are read by visitors (where the organization allows it) and by members with course access. */
const COURSE_READERS: RouteMeta = {
  organizationPermissions: ['organization-lms'],
  memberPermissions: ['access-courses'],
  allowAnonymousCourseView: true,
};
/** A member's own courses: signed in, with course access, in an organization that has the LMS. */
const LEARNER: RouteMeta = { requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'] };
/** The course content page and every child of the course player. */
const COURSE_PLAYER: RouteMeta = { requiresLogin: true, hideSidebar: true };
/**
 * The course's exam reviews: course managers only. The organization must
 * manage courses (as the API's courseManagers gate asks); whether this
 * member teaches this course is the API's answer (403 perm-001, 404 req-002),
 * which the screens show.
 */
const COURSE_TEACHING: RouteMeta = { ...COURSE_PLAYER, organizationPermissions: ['manage-courses'] };
/** External courses are gated by the member and organization permissions the spec names for them (section 6). */
const EXTERNAL: RouteMeta = { memberPermissions: ['access-external-courses'], organizationPermissions: ['manage-external-courses'] };
const SKILLS: RouteMeta = { requiresLogin: true, memberPermissions: ['access-skills-development'] };
/** The favorites tab of courses (this area's filler of favorites.tabs@1): its address segment, /favorite/courses. */
export const FAVORITE_COURSES_TAB = 'courses';

export const lms = defineRemote({
  name: 'mfe-lms',
  prefixes: ['/dashboard', '/lms', '/certificates', '/external-courses', '/checklist', '/journey', '/library', '/my-certificates', '/favorite'],
  routes: {
    // Dashboard.
    dashboard: {
      path: '/dashboard', meta: { requiresLogin: true, memberPermissions: ['access-courses'] }, role: 'dashboard', data: 'getCourseStatistics',
    },
    userActivities: {
      path: '/dashboard/user-activities', meta: { requiresLogin: true, memberPermissions: ['access-courses', 'access-events'] }, data: 'listStudentActivities',
    },

    // Courses area. The root groups three tabs: my courses, finished courses, all courses.
    lmsRoot: { path: '/lms', role: 'coursesRoot', redirect: { flag: 'selfEnrollmentEnabled', whenOn: 'allCourses', whenOff: 'myCourses' } },
    myCourses: {
      path: '/lms/my-courses', meta: LEARNER, data: 'listMyCourses', role: 'myCourses',
      firstScreen: [{ path: '/api/courses/my-courses', query: { completed: false, skip: 0, take: 12 } }],
    },
    finishedCourses: { path: '/lms/finished-courses', meta: LEARNER, data: 'listMyCourses', role: 'finishedCourses' },
    // Public where anonymous course view is on; members need course access, as the catalogue's API does.
    allCourses: {
      path: '/lms/all-courses', meta: { ...COURSE_READERS, requiresSelfEnrollment: true }, role: 'allCourses', data: 'searchCourses',
      firstScreen: [{ path: '/api/courses/search', query: { sort: 'newest', skip: 0, take: 12 } }, { path: '/api/courses/filter-options' }],
    },
    specializations: {
      path: '/lms/specializations', meta: { requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'] },
      data: 'listSpecializations',
    },
    specializationOverview: { path: '/lms/specializations/:specializationId/overview', meta: LEARNER, data: 'getSpecialization', role: 'specializationOverview' },
    courseOverview: {
      path: '/lms/courses/:courseId/overview', meta: COURSE_READERS, data: 'getCourseOverview', role: 'courseOverview',
      firstScreen: [{ path: '/api/courses/{courseId}' }, { path: '/api/courses/{courseId}/reviews', query: { skip: 0, take: 5 } }],
    },
    courseReview: { path: '/lms/courses/:courseId/review', meta: COURSE_READERS, data: 'listCourseReviews' },
    // The player's outline (and the item's content) are asked for while the player's code loads.
    courseContent: { path: '/lms/courses/:courseId', meta: COURSE_PLAYER, role: 'courseContent' },
    // Child routes of a course, all rendered in the course player.
    courseInformation: { path: '/lms/courses/:courseId/information', meta: COURSE_PLAYER },
    courseSyllabus: { path: '/lms/courses/:courseId/syllabus', meta: COURSE_PLAYER },
    courseModules: { path: '/lms/courses/:courseId/modules', meta: COURSE_PLAYER },
    // An item's outline and content are asked for while the player's code loads (the address continue learning leads to).
    courseSubsection: {
      path: '/lms/courses/:courseId/content/:subsectionId', meta: COURSE_PLAYER,
      firstScreen: [{ path: '/api/courses/{courseId}/player' }, { path: '/api/courses/{courseId}/subsections/{subsectionId}' }],
    },
    courseCertificate: { path: '/lms/courses/:courseId/certificate', meta: COURSE_PLAYER, role: 'courseCertificate' },
    courseAssignments: { path: '/lms/courses/:courseId/assignments', meta: COURSE_PLAYER },
    courseAssignment: { path: '/lms/courses/:courseId/assignments/:assignmentId', meta: COURSE_PLAYER, role: 'courseAssignment' },
    courseAnnouncements: { path: '/lms/courses/:courseId/announcements', meta: COURSE_PLAYER },
    courseAnnouncement: { path: '/lms/courses/:courseId/announcements/:announcementId', meta: COURSE_PLAYER, role: 'courseAnnouncement' },
    // The exam screens are mfe-exams' filler of the course-player.exam@1 slot.
    courseExams: { path: '/lms/courses/:courseId/exams', meta: COURSE_PLAYER, role: 'courseExams' },
    courseExam: { path: '/lms/courses/:courseId/exams/:subsectionExamId', meta: COURSE_PLAYER, role: 'courseExam' },
    courseExamStart: { path: '/lms/courses/:courseId/exams/:subsectionExamId/start', meta: COURSE_PLAYER, role: 'courseExamStart' },
    courseExamReview: { path: '/lms/courses/:courseId/exams/review/:examAttemptId', meta: COURSE_PLAYER, role: 'courseExamReview' },
    // The instructors' review queue and grading. `exams/reviews` has one fixed segment more than
    // `exams/:subsectionExamId`, so the routers (react-router's ranking, the site map's routeAt) pick it.
    courseExamReviews: { path: '/lms/courses/:courseId/exams/reviews', meta: COURSE_TEACHING, role: 'courseExamReviews' },
    courseExamGrading: { path: '/lms/courses/:courseId/exams/reviews/:examAttemptId', meta: COURSE_TEACHING, role: 'courseExamGrading' },
    courseSurveys: { path: '/lms/courses/:courseId/surveys', meta: COURSE_PLAYER },
    courseSurvey: { path: '/lms/courses/:courseId/surveys/:surveyId', meta: COURSE_PLAYER, role: 'courseSurvey' },
    // surveyId is used for both surveys and polls.
    coursePolls: { path: '/lms/courses/:courseId/polls', meta: COURSE_PLAYER },
    coursePoll: { path: '/lms/courses/:courseId/polls/:surveyId', meta: COURSE_PLAYER, role: 'coursePoll' },
    courseOnlineLectures: { path: '/lms/courses/:courseId/online-lectures', meta: COURSE_PLAYER },
    courseOnlineLecture: { path: '/lms/courses/:courseId/online-lectures/:onlineLectureId', meta: COURSE_PLAYER },
    courseOnCampusLectures: { path: '/lms/courses/:courseId/on-campus-lectures', meta: COURSE_PLAYER },
    courseOnCampusLecture: { path: '/lms/courses/:courseId/on-campus-lectures/:onCampusLectureId', meta: COURSE_PLAYER },
    courseGradeItems: { path: '/lms/courses/:courseId/grade-items', meta: COURSE_PLAYER },
    courseGradeItem: { path: '/lms/courses/:courseId/grade-items/:gradeItemId', meta: COURSE_PLAYER, role: 'courseGradeItem' },
    courseNotes: { path: '/lms/courses/:courseId/notes', meta: COURSE_PLAYER },
    courseDiscussionBoards: { path: '/lms/courses/:courseId/discussion-boards', meta: COURSE_PLAYER },
    courseDiscussionBoard: { path: '/lms/courses/:courseId/discussion-boards/:discussionBoardId', meta: COURSE_PLAYER, role: 'courseDiscussionBoard' },
    courseAttendance: { path: '/lms/courses/:courseId/attendance', meta: COURSE_PLAYER },
    courseGroups: { path: '/lms/courses/:courseId/groups', meta: COURSE_PLAYER },

    // Global certificate page: public, sidebar and app bar hidden.
    certificate: { path: '/certificates/:certificateId', meta: { hideSidebar: true, hideAppBar: true } },
    // A member's certificates are of courses: the learner's gates, where the organization issues certificates.
    myCertificates: { path: '/my-certificates', meta: { ...LEARNER, featureFlags: ['certificatesEnabled'] }, data: 'listMyCertificates' },

    // External courses.
    externalCourses: {
      path: '/external-courses', meta: EXTERNAL,
      redirect: { flag: 'selfEnrollmentEnabled', whenOn: 'allExternalCourses', whenOff: 'myExternalCourses' },
    },
    allExternalCourses: { path: '/external-courses/all-courses', meta: { ...EXTERNAL, allowAnonymousCourseView: true } },
    myExternalCourses: { path: '/external-courses/my-courses', meta: { ...EXTERNAL, requiresLogin: true } },
    externalCourseOverview: { path: '/external-courses/:courseId/overview', meta: { ...EXTERNAL, allowAnonymousCourseView: true } },
    externalCourseContent: { path: '/external-courses/courses/:courseId', meta: { ...EXTERNAL, requiresLogin: true, hideSidebar: true } },

    // Learning aids (the assessments belong to mfe-auth).
    checklist: { path: '/checklist', meta: SKILLS },
    journey: { path: '/journey', meta: SKILLS },
    library: { path: '/library', meta: { allowAnonymousCourseView: true, requiresLandingPage: true } },
    libraryVideo: { path: '/library/:id', meta: { requiresLogin: true } },
    libraryArticle: { path: '/library/:id/article', meta: { requiresLogin: true } },

    // Favorites: one tab per filler of favorites.tabs@1 (courses here, events from mfe-social);
    // /favorite opens the first tab the member has (courses, where the member may read them).
    favorite: { path: '/favorite', meta: { requiresLogin: true } },
    favoriteTab: { path: '/favorite/:tab', meta: { requiresLogin: true } },
  },
  menus: [
    { id: 'dashboard', page: 'dashboard', label: 'dashboard', icon: 'grid', placements: ['app-bar.tabs', 'side-menu', 'mobile-drawer'], order: 10, audience: 'members' },
    { id: 'courses', page: 'allCourses', label: 'courses', icon: 'book', placements: ['app-bar.tabs', 'side-menu', 'mobile-drawer'], order: 20, audience: 'members' },
    // Visitors get the courses root: all courses where they may browse, else the sign-in page it leads to.
    { id: 'coursesForVisitors', page: 'lmsRoot', label: 'courses', icon: 'book', placements: ['app-bar.tabs', 'side-menu', 'mobile-drawer'], order: 20, audience: 'visitors' },
    { id: 'myCourses', page: 'myCourses', label: 'myCourses', icon: 'bookmark', placements: ['app-bar.tabs', 'side-menu', 'mobile-drawer'], order: 30, audience: 'members' },
    // Offered where the route's meta lets the member in: signed in, where the organization issues certificates.
    { id: 'myCertificates', page: 'myCertificates', label: 'myCertificates', icon: 'award', placements: ['side-menu', 'mobile-drawer'], order: 35, audience: 'members' },
    { id: 'favorites', page: 'favorite', label: 'favorites', icon: 'heart', placements: ['app-bar.actions'], order: 10, audience: 'members' },
  ],
  deepLinks: {
    subsectionId: 'courseSubsection',
    pollId: 'coursePoll',
    surveyId: 'courseSurvey',
    subsectionExamId: 'courseExam',
    assignmentId: 'courseAssignment',
    discussionId: 'courseDiscussionBoard',
  },
  slots: [
    // The catalogue's search box in the app bar: where the visitor may search all courses.
    { slot: 'app-bar.search@1', id: 'courses', module: 'course-search', label: 'search', page: 'allCourses', data: 'searchCourses' },
    {
      slot: 'favorites.tabs@1', id: FAVORITE_COURSES_TAB, module: 'favorite-courses', label: 'favoriteCourses', order: 10,
      audience: 'members', meta: LEARNER, data: 'listWishlist',
    },
  ],
  texts: { en, ar },
});

export const lmsPaths = lms.paths;
export type LmsPage = PageKeysOf<typeof lms.routes>;
