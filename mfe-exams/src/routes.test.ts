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

/** The spec gives /exams no routes of its own; the landing page is the guard's deep-link target. */
const SPEC_PATHS = ['/exams/:subsectionExamId/landing'];

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
    expect(routes).toHaveLength(1);
    expect(byPath('/exams/:subsectionExamId/landing')).toEqual({
      path: '/exams/:subsectionExamId/landing', page: 'examLanding', meta: { requiresLogin: true },
    });
  });
});
