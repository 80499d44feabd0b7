// Checks every definition must pass (remotes' `src/definition.test.ts` and the
// shell's), so a slip fails a test rather than showing "not available yet" or
// an empty menu. Checks across areas (prefixes that overlap, a role claimed
// twice) live with the registry of every definition:
// api/src/modules/remotes/registry.test.ts. Tests only: jest globals.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../language';
import { SHELL_AREA, type RemoteDefinition } from '../remote-definition';
import { pathHasPrefix, pathParamNames } from '../route-path';
import { ROUTE_ROLE_PARAMS } from './route-role-params';
import type { RouteDefinition } from '../routes';

/** Interpolation variables the terminology provides. */
const TERM_VARIABLES = ['course', 'courses', 'instructor', 'instructors', 'module', 'modules', 'student', 'students', 'dashboard', 'dashboards', 'blended'];
/** Words an organization can rename: texts must interpolate them, never write them. */
const RENAMABLE_WORD = /\b(course|instructor|student|dashboard|module|blended)s?\b/i;

/** `/lms/courses/:courseId/overview` -> `/lms/courses/overview`. */
const withoutParams = (route: string): string => route.split('/').filter((s) => !s.startsWith(':')).join('/') || '/';
const variablesOf = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** The paths a route redirects to: none, its fixed target, or both targets of a flag redirect. */
const redirectTargets = (route: RouteDefinition): string[] =>
  route.redirect === undefined ? [] : typeof route.redirect === 'string' ? [route.redirect] : [route.redirect.whenOn, route.redirect.whenOff];

/** The route of `definition` with exactly this path; throws when there is none. */
export function findRoute(definition: RemoteDefinition, routePath: string): RouteDefinition {
  const route = definition.routes.find((r) => r.path === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  return route;
}

/** Page titles of one language: `pages.<page>` of the area's namespace. */
interface PageTitles {
  pages: Record<string, string>;
}

export interface DefinitionCheckOptions {
  definition: RemoteDefinition;
  /** The page components the area renders (`src/pages.ts`): one for every page but redirects, no stray one. */
  pages: Readonly<Record<string, unknown>>;
  titles: Record<Language, PageTitles>;
  /** Paths the spec requires this area to list (it may list more). */
  requiredPaths: readonly string[];
  /** The package folder, to find `src/slots/<module>.tsx` of each slot filler. */
  packageDir: string;
}

/**
 * Declares `describe('<name> definition')` with the generic checks: routes
 * under the area's prefixes, unique paths and camelCase pages, a page
 * component and a title for every page in en and ar, terminology
 * interpolated alike in both, every required path, redirects inside the
 * table, roles with the right parameters, menus, deep links and slot
 * fillers that name real pages, labels and files.
 */
export function checkDefinition(options: DefinitionCheckOptions): void {
  const { definition, titles, requiredPaths, pages } = options;
  const { routes } = definition;
  const isShell = definition.name === SHELL_AREA;
  const routeOf = (page: string) => routes.find((route) => route.page === page);
  const renderedPages = routes.filter((route) => route.redirect === undefined).map((route) => route.page);
  const titleOf = (language: Language, page: string): string => {
    const title = titles[language].pages[page];
    if (title === undefined) throw new Error(`no ${language} title for page ${page}`);
    return title;
  };

  describe(`${definition.name} definition`, () => {
    if (isShell) {
      it('owns no prefix: its pages are what no remote owns', () => {
        expect(definition.prefixes).toEqual([]);
      });
    } else if (routes.length > 0) {
      it.each(routes.map((r) => r.path))('%s lies under a prefix of this remote', (routePath) => {
        expect(routePath.startsWith('/')).toBe(true);
        expect(definition.prefixes.some((prefix) => pathHasPrefix(withoutParams(routePath), prefix))).toBe(true);
      });
    }

    it('has unique paths and camelCase pages', () => {
      const paths = routes.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const route of routes) expect(route.page).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    });

    it('has a page component for every page but redirects, and no stray one', () => {
      expect(Object.keys(pages).sort()).toEqual([...renderedPages].sort());
    });

    it.each(['en', 'ar'] as const)('has a title for every page, and no stray titles, in %s', (language) => {
      const titled = titles[language].pages;
      for (const route of routes) expect((titled[route.page] ?? '').trim()).not.toBe('');
      expect(Object.keys(titled).sort()).toEqual(routes.map((r) => r.page).sort());
    });

    it('interpolates only terminology variables, the same ones in both languages', () => {
      for (const route of routes) {
        const enVars = variablesOf(titleOf('en', route.page));
        expect(variablesOf(titleOf('ar', route.page))).toEqual(enVars);
        for (const v of enVars) expect(TERM_VARIABLES).toContain(v);
      }
      const en = definition.texts.en.labels;
      for (const [key, label] of Object.entries(en)) {
        expect(variablesOf(definition.texts.ar.labels[key] ?? '')).toEqual(variablesOf(label));
      }
    });

    it('never writes a renamable word literally in an English title or label', () => {
      const texts = [...Object.values(titles.en.pages), ...Object.values(definition.texts.en.labels), definition.texts.en.area];
      for (const text of texts) expect(text.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(RENAMABLE_WORD);
    });

    it('names its area and its labels in both languages', () => {
      for (const language of ['en', 'ar'] as const) expect(definition.texts[language].area.trim()).not.toBe('');
      expect(Object.keys(definition.texts.ar.labels).sort()).toEqual(Object.keys(definition.texts.en.labels).sort());
    });

    it('lists every spec path it owns', () => {
      const paths = routes.map((r) => r.path);
      for (const required of requiredPaths) expect(paths).toContain(required);
    });

    it('redirects only to routes of its own table', () => {
      const paths = new Set(routes.map((r) => r.path));
      for (const route of routes) for (const target of redirectTargets(route)) expect(paths).toContain(target);
    });

    it('gives each role it claims a route with the role’s parameters', () => {
      for (const route of routes.filter((r) => r.role)) {
        expect([route.path, pathParamNames(route.path)]).toEqual([route.path, [...ROUTE_ROLE_PARAMS[route.role!]]]);
      }
    });

    it('points its menu entries at pages without parameters, with a label in both languages', () => {
      const ids = definition.menus.map((menu) => menu.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const menu of definition.menus) {
        const route = routeOf(menu.page);
        expect(route && pathParamNames(route.path)).toEqual([]);
        expect(definition.texts.en.labels[menu.label]).toBeDefined();
        expect(menu.placements.length).toBeGreaterThan(0);
      }
    });

    it('opens each deep link on a page of the course and the item', () => {
      for (const [key, page] of Object.entries(definition.deepLinks)) {
        const params = pathParamNames(routeOf(page!)?.path ?? '');
        expect([key, params.length, params[0]]).toEqual([key, 2, 'courseId']);
      }
    });

    it('fills slots with modules it has, named and labelled', () => {
      const keys = definition.slots.map((fill) => `${fill.slot}/${fill.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const fill of definition.slots) {
        expect(fill.module).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(fs.existsSync(path.join(options.packageDir, 'src', 'slots', `${fill.module}.tsx`))).toBe(true);
        if (fill.label !== undefined) expect(definition.texts.en.labels[fill.label]).toBeDefined();
        if (fill.page !== undefined) expect(routeOf(fill.page)).toBeDefined();
      }
    });
  });
}
