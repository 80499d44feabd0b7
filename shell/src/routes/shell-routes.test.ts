import { REMOTE_NAMES, REMOTE_PREFIXES, ownerOfPath } from '@halaqa/contracts';
import type { RouteDefinition, RemoteRoutesModule } from '@halaqa/contracts';
import { shellRoutes } from './shell-routes';
import en from '../i18n/pages.en.json';
import ar from '../i18n/pages.ar.json';
// Tests only: the shell loads these through Module Federation at run time.
import auth from '../../../mfe-auth/src/routes';
import lms from '../../../mfe-lms/src/routes';
import exams from '../../../mfe-exams/src/routes';
import commerce from '../../../mfe-commerce/src/routes';
import social from '../../../mfe-social/src/routes';
import coaching from '../../../mfe-coaching/src/routes';

const remoteModules: RemoteRoutesModule[] = [auth, lms, exams, commerce, social, coaching];
const owners = REMOTE_NAMES.map((name) => ({ name, prefixes: REMOTE_PREFIXES[name] }));
/** `/event/:eventId` -> `/event`. */
const withoutParams = (path: string): string => path.split('/').filter((s) => !s.startsWith(':')).join('/') || '/';
const redirectTargets = (route: RouteDefinition): string[] =>
  route.redirect === undefined ? [] : typeof route.redirect === 'string' ? [route.redirect] : [route.redirect.whenOn, route.redirect.whenOff];
const TERM_VARIABLES = ['course', 'courses', 'instructor', 'instructors', 'module', 'modules', 'student', 'students', 'dashboard', 'dashboards', 'blended'];
const variablesOf = (title: string): string[] => [...title.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
const byPath = (path: string): RouteDefinition => {
  const route = shellRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
const titles: Record<'en' | 'ar', Record<string, string>> = { en: en.pages, ar: ar.pages };

/** Spec section 2 paths that no remote owns. */
const SPEC_PATHS = [
  '/landing-page', '/landing-page/leadership-development', '/landing-page/executive-coach',
  '/landing-page/professional-leadership', '/landing-page/webinars',
  '/about-us', '/privacy-policy', '/education-ethics', '/terms-of-use', '/attendance-term', '/contact-us',
  '/technical-support', '/copy-rights', '/complaints', '/zoom-policy', '/no-lecture-links',
  '/guide', '/guide/browse-a-course', '/guide/buy-a-course', '/guide/login', '/guide/menu', '/guide/progress',
  '/help-center', '/notifications', '/download-the-app', '/chat',
];

describe('shell route table', () => {
  it.each(shellRoutes.map((r) => r.path))('%s is owned by no remote', (path) => {
    expect(path === '*' || path.startsWith('/')).toBe(true);
    expect(ownerOfPath(withoutParams(path), owners)).toBeUndefined();
  });

  it('has unique paths and unique camelCase pages', () => {
    const paths = shellRoutes.map((r) => r.path);
    const pages = shellRoutes.map((r) => r.page);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(page).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it.each(['en', 'ar'] as const)('has a title for every page, and no stray titles, in %s', (language) => {
    const pages = titles[language];
    for (const route of shellRoutes) expect((pages[route.page] ?? '').trim()).not.toBe('');
    expect(Object.keys(pages).sort()).toEqual(shellRoutes.map((r) => r.page).sort());
  });

  it('interpolates only terminology variables, the same ones in both languages', () => {
    for (const route of shellRoutes) {
      const enVars = variablesOf(titles.en[route.page] ?? '');
      expect(variablesOf(titles.ar[route.page] ?? '')).toEqual(enVars);
      for (const v of enVars) expect(TERM_VARIABLES).toContain(v);
    }
    for (const title of Object.values(titles.en)) {
      expect(title.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(/\b(course|instructor|student|dashboard|module|blended)s?\b/i);
    }
  });

  it('lists every spec path the shell owns', () => {
    const paths = shellRoutes.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
  });

  it('redirects only to routes of some table', () => {
    const all = new Set([...shellRoutes, ...remoteModules.flatMap((m) => m.routes)].map((r) => r.path));
    for (const route of [...shellRoutes, ...remoteModules.flatMap((m) => m.routes)]) {
      for (const target of redirectTargets(route)) expect(all).toContain(target);
    }
  });

  it('shares no path with a remote table', () => {
    const shellPaths = new Set(shellRoutes.map((r) => r.path));
    for (const { routes } of remoteModules) for (const route of routes) expect(shellPaths.has(route.path)).toBe(false);
  });

  it('carries the spec meta', () => {
    expect(byPath('/').redirect).toBe('/lms');
    expect(byPath('/landing-page').meta).toEqual({ hideSidebar: true, requiresLandingPage: true });
    for (const path of SPEC_PATHS.filter((p) => p.startsWith('/landing-page/'))) {
      expect(byPath(path).meta.requiresLandingPage).toBe(true);
    }
    for (const path of ['/help-center', '/notifications', '/download-the-app']) {
      expect(byPath(path).meta).toEqual({ requiresLogin: true });
    }
    expect(byPath('/chat').meta).toEqual({});
    expect(byPath('/about-us').meta).toEqual({});
    expect(shellRoutes[shellRoutes.length - 1]).toEqual({ path: '*', page: 'notFound', meta: {} });
  });
});
