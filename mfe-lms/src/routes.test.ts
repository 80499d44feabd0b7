import { REMOTE_NAMES, REMOTE_PREFIXES, ownerOfPath } from '@halaqa/contracts';
import type { RouteDefinition } from '@halaqa/contracts';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const owners = REMOTE_NAMES.map((name) => ({ name, prefixes: REMOTE_PREFIXES[name] }));
/** `/lms/courses/:courseId/overview` -> `/lms/courses/overview`. */
const withoutParams = (path: string): string => path.split('/').filter((s) => !s.startsWith(':')).join('/') || '/';
const redirectTargets = (route: RouteDefinition): string[] =>
  route.redirect === undefined ? [] : typeof route.redirect === 'string' ? [route.redirect] : [route.redirect.whenOn, route.redirect.whenOff];
/** Interpolation variables the terminology provides. */
const TERM_VARIABLES = ['course', 'courses', 'instructor', 'instructors', 'module', 'modules', 'student', 'students', 'dashboard', 'dashboards', 'blended'];
const variablesOf = (title: string): string[] => [...title.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
const byPath = (path: string): RouteDefinition => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
const titles: Record<'en' | 'ar', { area: string; pages: Record<string, string> }> = { en, ar };

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

describe(`${remote} route table`, () => {
  it('is the default export with the remote name', () => {
    expect(routesModule).toEqual({ remote, routes });
    expect(REMOTE_NAMES).toContain(remote);
  });

  it.each(routes.map((r) => r.path))('%s is owned by this remote', (path) => {
    expect(path.startsWith('/')).toBe(true);
    expect(ownerOfPath(withoutParams(path), owners)?.name).toBe(remote);
  });

  it('has unique paths and unique camelCase pages', () => {
    const paths = routes.map((r) => r.path);
    const pages = routes.map((r) => r.page);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(page).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it.each(['en', 'ar'] as const)('has an area name and a title for every page, and no stray titles, in %s', (language) => {
    const { area, pages } = titles[language];
    expect(area.trim()).not.toBe('');
    for (const route of routes) expect((pages[route.page] ?? '').trim()).not.toBe('');
    expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.page).sort());
  });

  it('interpolates only terminology variables, the same ones in both languages', () => {
    for (const route of routes) {
      const enVars = variablesOf(en.pages[route.page as keyof typeof en.pages]);
      const arVars = variablesOf(ar.pages[route.page as keyof typeof ar.pages]);
      expect(arVars).toEqual(enVars);
      for (const v of enVars) expect(TERM_VARIABLES).toContain(v);
    }
  });

  it('never writes a renamable word literally in an English title', () => {
    for (const title of Object.values(en.pages) as string[]) {
      expect(title.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(/\b(course|instructor|student|dashboard|module|blended)s?\b/i);
    }
  });

  it('lists every spec path of this remote', () => {
    const paths = routes.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
  });

  it('redirects only to routes of this table', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const route of routes) for (const target of redirectTargets(route)) expect(paths).toContain(target);
  });

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
