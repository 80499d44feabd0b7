import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

const COURSE_CHILDREN = [
  'information', 'syllabus', 'modules', 'content/:subsectionId', 'certificate',
  'assignments', 'assignments/:assignmentId', 'announcements', 'announcements/:announcementId',
  'exams', 'exams/:subsectionExamId', 'exams/:subsectionExamId/start', 'exams/review/:examAttemptId',
  'surveys', 'surveys/:surveyId', 'polls', 'polls/:surveyId',
  'online-lectures', 'online-lectures/:onlineLectureId', 'on-campus-lectures', 'on-campus-lectures/:onCampusLectureId',
  'grade-items', 'grade-items/:gradeItemId', 'notes', 'discussion-boards', 'discussion-boards/:discussionBoardId',
  'attendance', 'groups',
].map((child) => `/lms/courses/:courseId/${child}`);

/** Spec section 2 paths owned by mfe-lms. */
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
  '/favorite', '/favorite/courses', '/favorite/events',
];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the spec meta', () => {
    expect(byPath('/dashboard').meta).toEqual({ requiresLogin: true, memberPermissions: ['access-courses'] });
    expect(byPath('/dashboard/user-activities').meta.memberPermissions).toEqual(['access-courses', 'access-events']);
    expect(byPath('/lms').redirect).toEqual({ flag: 'selfEnrollmentEnabled', whenOn: '/lms/all-courses', whenOff: '/lms/my-courses' });
    expect(byPath('/external-courses').redirect).toEqual({
      flag: 'selfEnrollmentEnabled', whenOn: '/external-courses/all-courses', whenOff: '/external-courses/my-courses',
    });
    expect(byPath('/favorite').redirect).toBe('/favorite/courses');
    expect(byPath('/lms/all-courses').meta).toEqual({
      organizationPermissions: ['organization-lms'], requiresSelfEnrollment: true, allowAnonymousCourseView: true,
    });
    expect(byPath('/lms/all-courses').meta.requiresLogin).toBeUndefined();
    expect(byPath('/lms/specializations').meta).toEqual({
      requiresLogin: true, memberPermissions: ['access-courses'], organizationPermissions: ['organization-lms'],
    });
    expect(byPath('/lms/my-courses').meta.requiresLogin).toBe(true);
    expect(byPath('/lms/courses/:courseId/overview').meta).toEqual({});
    expect(byPath('/lms/courses/:courseId/review').meta).toEqual({});
    for (const path of ['/lms/courses/:courseId', ...COURSE_CHILDREN]) {
      expect(byPath(path).meta).toEqual({ requiresLogin: true, hideSidebar: true });
    }
    expect(byPath('/certificates/:certificateId').meta).toEqual({ hideSidebar: true, hideAppBar: true });
    expect(byPath('/my-certificates').meta).toEqual({ requiresLogin: true, featureFlags: ['certificatesEnabled'] });
    expect(byPath('/external-courses/all-courses').meta.allowAnonymousCourseView).toBe(true);
    expect(byPath('/external-courses/:courseId/overview').meta.allowAnonymousCourseView).toBe(true);
    expect(byPath('/external-courses/my-courses').meta.requiresLogin).toBe(true);
    expect(byPath('/external-courses/courses/:courseId').meta).toMatchObject({ requiresLogin: true, hideSidebar: true });
    for (const path of ['/checklist', '/journey']) {
      expect(byPath(path).meta).toEqual({ requiresLogin: true, memberPermissions: ['access-skills-development'] });
    }
    expect(byPath('/library').meta).toEqual({ allowAnonymousCourseView: true, requiresLandingPage: true });
    expect(byPath('/library/:id').meta.requiresLogin).toBe(true);
    expect(byPath('/library/:id/article').meta.requiresLogin).toBe(true);
  });
});
