import path from 'node:path';
import { createSiteMap } from '@halaqa/contracts';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { lms } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const { definition } = lms;
const byPath = (routePath: string) => findRoute(definition, routePath);

const COURSE_CHILDREN = [
  'information', 'syllabus', 'modules', 'content/:subsectionId', 'certificate',
  'assignments', 'assignments/:assignmentId', 'announcements', 'announcements/:announcementId',
  'exams', 'exams/:subsectionExamId', 'exams/:subsectionExamId/start', 'exams/review/:examAttemptId',
  'surveys', 'surveys/:surveyId', 'polls', 'polls/:surveyId',
  'online-lectures', 'online-lectures/:onlineLectureId', 'on-campus-lectures', 'on-campus-lectures/:onCampusLectureId',
  'grade-items', 'grade-items/:gradeItemId', 'notes', 'discussion-boards', 'discussion-boards/:discussionBoardId',
  'attendance', 'groups',
].map((child) => `/lms/courses/:courseId/${child}`);

/** Spec section 2 paths owned by mfe-lms (the favorites tabs, /favorite/courses and /favorite/events, are values of /favorite/:tab). */
const SPEC_PATHS = [
  '/dashboard', '/dashboard/user-activities',
  '/lms', '/lms/my-courses', '/lms/finished-courses', '/lms/all-courses', '/lms/specializations',
  '/lms/specializations/:specializationId/overview',
  '/lms/courses/:courseId/overview', '/lms/courses/:courseId', '/lms/courses/:courseId/review',
  ...COURSE_CHILDREN,
  '/certificates/:certificateId', '/my-certificates',
  '/external-courses', '/external-courses/all-courses', '/external-courses/:courseId/overview',
  '/external-courses/my-courses', '/external-courses/courses/:courseId',
  '/checklist', '/journey', '/library', '/library/:id', '/library/:id/article',
  '/favorite', '/favorite/:tab',
];

checkDefinition({ definition, pages, titles: { en, ar }, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

describe('mfe-lms definition', () => {
  it('carries the spec meta', () => {
    expect(byPath('/dashboard').meta).toEqual({ requiresLogin: true, memberPermissions: ['access-courses'] });
    expect(byPath('/dashboard/user-activities').meta.memberPermissions).toEqual(['access-courses', 'access-events']);
    expect(byPath('/lms').redirect).toEqual({ flag: 'selfEnrollmentEnabled', whenOn: '/lms/all-courses', whenOff: '/lms/my-courses' });
    expect(byPath('/external-courses').redirect).toEqual({
      flag: 'selfEnrollmentEnabled', whenOn: '/external-courses/all-courses', whenOff: '/external-courses/my-courses',
    });
    expect(byPath('/lms/specializations').meta).toEqual({
      requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'],
    });
    for (const routePath of ['/lms/courses/:courseId', ...COURSE_CHILDREN]) {
      expect(byPath(routePath).meta).toEqual({ requiresLogin: true, hideSidebar: true });
    }
    expect(byPath('/certificates/:certificateId').meta).toEqual({ hideSidebar: true, hideAppBar: true });
    expect(byPath('/my-certificates').meta).toEqual({
      requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'], featureFlags: ['certificatesEnabled'],
    });
    expect(byPath('/external-courses/all-courses').meta.allowAnonymousCourseView).toBe(true);
    expect(byPath('/external-courses/:courseId/overview').meta.allowAnonymousCourseView).toBe(true);
    expect(byPath('/external-courses/my-courses').meta.requiresLogin).toBe(true);
    expect(byPath('/external-courses/courses/:courseId').meta).toMatchObject({ requiresLogin: true, hideSidebar: true });
    for (const routePath of ['/checklist', '/journey']) {
      expect(byPath(routePath).meta).toEqual({ requiresLogin: true, memberPermissions: ['access-skills-development'] });
    }
    expect(byPath('/library').meta).toEqual({ allowAnonymousCourseView: true, requiresLandingPage: true });
    expect(byPath('/library/:id').meta.requiresLogin).toBe(true);
    expect(byPath('/library/:id/article').meta.requiresLogin).toBe(true);
  });

  it('asks for course access wherever the page reads courses (spec sections 2 and 6, and the API’s gate)', () => {
    const readers = { organizationPermissions: ['organization-lms'], memberPermissions: ['access-courses'], allowAnonymousCourseView: true };
    expect(byPath('/lms/all-courses').meta).toEqual({ ...readers, requiresSelfEnrollment: true });
    expect(byPath('/lms/all-courses').meta.requiresLogin).toBeUndefined();
    expect(byPath('/lms/courses/:courseId/overview').meta).toEqual(readers);
    expect(byPath('/lms/courses/:courseId/review').meta).toEqual(readers);
    const learner = { requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'] };
    for (const routePath of ['/lms/my-courses', '/lms/finished-courses', '/lms/specializations/:specializationId/overview']) {
      expect(byPath(routePath).meta).toEqual(learner);
    }
  });

  it('gives the course’s instructors their exam reviews in the player, ranked above the exam addresses they share a prefix with', () => {
    const teaching = { requiresLogin: true, hideSidebar: true, organizationPermissions: ['manage-courses'] };
    expect(byPath('/lms/courses/:courseId/exams/reviews')).toMatchObject({ page: 'courseExamReviews', role: 'courseExamReviews', meta: teaching });
    expect(byPath('/lms/courses/:courseId/exams/reviews/:examAttemptId')).toMatchObject({ page: 'courseExamGrading', role: 'courseExamGrading', meta: teaching });
    // The shell's site map (guard, titles, ownership) and react-router both prefer fixed segments over parameters.
    const site = createSiteMap([definition]);
    expect(site.routeAt('/lms/courses/11/exams/reviews')?.route.page).toBe('courseExamReviews');
    expect(site.routeAt('/lms/courses/11/exams/reviews/900')).toMatchObject({ route: { page: 'courseExamGrading' }, params: { courseId: '11', examAttemptId: '900' } });
    expect(site.routeAt('/lms/courses/11/exams/40')).toMatchObject({ route: { page: 'courseExam' }, params: { subsectionExamId: '40' } });
    expect(site.routeAt('/lms/courses/11/exams/review/900')?.route.page).toBe('courseExamReview');
    expect(site.pathFor('courseExamGrading', 11, 900)).toBe('/lms/courses/11/exams/reviews/900');
    // Guard step 1's subsectionExamId deep link still opens the exam's landing.
    expect(site.deepLink('subsectionExamId', '11', '40')).toBe('/lms/courses/11/exams/40');
  });

  it('opens guard step 1’s deep links in the course player', () => {
    expect(definition.deepLinks).toEqual({
      subsectionId: 'courseSubsection', pollId: 'coursePoll', surveyId: 'courseSurvey',
      subsectionExamId: 'courseExam', assignmentId: 'courseAssignment', discussionId: 'courseDiscussionBoard',
    });
  });

  it('gives the app bar its tabs and the favorites icon, and fills the search and favorites slots', () => {
    const entries = definition.menus.map((menu) => [menu.id, menu.page, menu.audience, menu.placements.join(',')]);
    expect(entries).toEqual([
      ['dashboard', 'dashboard', 'members', 'app-bar.tabs,side-menu,mobile-drawer'],
      ['courses', 'allCourses', 'members', 'app-bar.tabs,side-menu,mobile-drawer'],
      ['coursesForVisitors', 'lmsRoot', 'visitors', 'app-bar.tabs,side-menu,mobile-drawer'],
      ['myCourses', 'myCourses', 'members', 'app-bar.tabs,side-menu,mobile-drawer'],
      ['myCertificates', 'myCertificates', 'members', 'side-menu,mobile-drawer'],
      ['favorites', 'favorite', 'members', 'app-bar.actions'],
    ]);
    expect(definition.slots.map((fill) => [fill.slot, fill.module])).toEqual([
      ['app-bar.search@1', 'course-search'], ['favorites.tabs@1', 'favorite-courses'],
    ]);
  });
});
