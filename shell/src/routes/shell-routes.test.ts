import type { RemoteRoutesModule } from '@halaqa/contracts';
import { checkRouteTable, findRoute, redirectTargets } from '@halaqa/contracts/src/testing/route-table-checks';
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
const byPath = (path: string) => findRoute(shellRoutes, path);

/** Spec section 2 paths that no remote owns. */
const SPEC_PATHS = [
  '/landing-page', '/landing-page/leadership-development', '/landing-page/executive-coach',
  '/landing-page/professional-leadership', '/landing-page/webinars',
  '/about-us', '/privacy-policy', '/education-ethics', '/terms-of-use', '/attendance-term', '/contact-us',
  '/technical-support', '/copy-rights', '/complaints', '/zoom-policy', '/no-lecture-links',
  '/guide', '/guide/browse-a-course', '/guide/buy-a-course', '/guide/login', '/guide/menu', '/guide/progress',
  '/help-center', '/notifications', '/download-the-app', '/chat',
];

checkRouteTable({ owner: null, routes: shellRoutes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

/** Checks across the shell's and the remotes' tables, and the shell's own meta. */
describe('shell route table', () => {
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
