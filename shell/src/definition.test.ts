import path from 'node:path';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { shell } from './definition';
import { SHELL_PAGES } from './app/shell-pages';
import en from './i18n/pages.en.json';
import ar from './i18n/pages.ar.json';

const { definition } = shell;
const byPath = (routePath: string) => findRoute(definition, routePath);

/** Spec section 2 paths that no remote owns. */
const SPEC_PATHS = [
  '/landing-page', '/landing-page/leadership-development', '/landing-page/executive-coach',
  '/landing-page/professional-leadership', '/landing-page/webinars',
  '/about-us', '/privacy-policy', '/education-ethics', '/terms-of-use', '/attendance-term', '/contact-us',
  '/technical-support', '/copy-rights', '/complaints', '/zoom-policy', '/no-lecture-links',
  '/guide', '/guide/browse-a-course', '/guide/buy-a-course', '/guide/login', '/guide/menu', '/guide/progress',
  '/help-center', '/notifications', '/download-the-app', '/chat',
];

checkDefinition({ definition, pages: SHELL_PAGES, titles: { en, ar }, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

// Checks across the shell's and the remotes' definitions (no shared path,
// no prefix claimed twice) live with the registry of every definition:
// api/src/modules/remotes/registry.test.ts.
describe('shell definition', () => {
  it('carries the spec meta', () => {
    expect(byPath('/landing-page').meta).toEqual({ hideSidebar: true, requiresLandingPage: true });
    for (const routePath of SPEC_PATHS.filter((p) => p.startsWith('/landing-page/'))) {
      expect(byPath(routePath).meta.requiresLandingPage).toBe(true);
    }
    for (const routePath of ['/help-center', '/notifications', '/download-the-app']) {
      expect(byPath(routePath).meta).toEqual({ requiresLogin: true });
    }
    expect(byPath('/chat').meta).toEqual({});
    expect(byPath('/about-us').meta).toEqual({});
    expect(definition.routes[definition.routes.length - 1]).toEqual({ path: '*', page: 'notFound', meta: {} });
  });

  it('offers visitors contact us', () => {
    expect(definition.menus).toEqual([expect.objectContaining({ page: 'contactUs', audience: 'visitors' })]);
  });
});
