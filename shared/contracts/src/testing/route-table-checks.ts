// Checks every route table must pass, shared by the route-table tests of the
// remotes (`mfe-*/src/routes.test.ts`) and of the shell
// (`shell/src/routes/shell-routes.test.ts`). Tests only: this file declares
// jest `describe`/`it` blocks and uses the jest globals.
import type { Language } from '../language';
import { REMOTE_NAMES, REMOTE_PREFIXES, ownerOfPath } from '../remotes';
import type { RemoteName, RemoteRoutesModule } from '../remotes';
import type { RouteDefinition, RouteTable } from '../routes';

/** Interpolation variables the terminology provides. */
const TERM_VARIABLES = ['course', 'courses', 'instructor', 'instructors', 'module', 'modules', 'student', 'students', 'dashboard', 'dashboards', 'blended'];
/** Words an organization can rename: titles must interpolate them, never write them. */
const RENAMABLE_WORD = /\b(course|instructor|student|dashboard|module|blended)s?\b/i;

const owners = REMOTE_NAMES.map((name) => ({ name, prefixes: REMOTE_PREFIXES[name] }));
/** `/lms/courses/:courseId/overview` -> `/lms/courses/overview`. */
const withoutParams = (path: string): string => path.split('/').filter((s) => !s.startsWith(':')).join('/') || '/';
const variablesOf = (title: string): string[] => [...title.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** The paths a route redirects to: none, its fixed target, or both targets of a flag redirect. */
export const redirectTargets = (route: RouteDefinition): string[] =>
  route.redirect === undefined ? [] : typeof route.redirect === 'string' ? [route.redirect] : [route.redirect.whenOn, route.redirect.whenOff];

/** The route of `routes` with exactly this path; throws when there is none. */
export function findRoute(routes: RouteTable, path: string): RouteDefinition {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** Page titles of one language: `pages.<page>` of the table's i18n file. */
interface PageTitles {
  pages: Record<string, string>;
}
/** A remote's i18n file also names its area. */
interface AreaTitles extends PageTitles {
  area: string;
}

interface CommonOptions {
  routes: RouteTable;
  /** Paths the spec requires this table to list (it may list more). */
  requiredPaths: readonly string[];
}
/** A remote's table: owned by `owner` through REMOTE_PREFIXES, default-exported with its name. */
interface RemoteTableOptions extends CommonOptions {
  owner: RemoteName;
  /** The default export of the remote's `./routes`. */
  module: RemoteRoutesModule;
  titles: Record<Language, AreaTitles>;
}
/**
 * The shell's table: owned by no remote, may end with the `*` catch-all, and
 * redirects into remote tables, so the shell test checks its redirects
 * against every table itself.
 */
interface ShellTableOptions extends CommonOptions {
  owner: null;
  titles: Record<Language, PageTitles>;
}
export type RouteTableCheckOptions = RemoteTableOptions | ShellTableOptions;

/**
 * Declares `describe('<owner> route table')` with the generic checks: owner
 * by REMOTE_PREFIXES, unique paths and camelCase pages, a title for every page
 * (and an area name for a remote) in en and ar, the same terminology variables
 * in both languages, no renamable word written literally, every required path
 * listed and, for a remote, the default export and redirects inside the table.
 */
export function checkRouteTable(options: RouteTableCheckOptions): void {
  const { routes, titles, requiredPaths } = options;
  const titleOf = (language: Language, page: string): string => {
    const title = titles[language].pages[page];
    if (title === undefined) throw new Error(`no ${language} title for page ${page}`);
    return title;
  };

  describe(`${options.owner ?? 'shell'} route table`, () => {
    if (options.owner !== null) {
      const { owner, module } = options;

      it('is the default export with the remote name', () => {
        expect(module).toEqual({ remote: owner, routes });
        expect(REMOTE_NAMES).toContain(owner);
      });

      it.each(routes.map((r) => r.path))('%s is owned by this remote', (path) => {
        expect(path.startsWith('/')).toBe(true);
        expect(ownerOfPath(withoutParams(path), owners)?.name).toBe(owner);
      });
    } else {
      it.each(routes.map((r) => r.path))('%s is owned by no remote', (path) => {
        expect(path === '*' || path.startsWith('/')).toBe(true);
        expect(ownerOfPath(withoutParams(path), owners)).toBeUndefined();
      });
    }

    it('has unique paths and unique camelCase pages', () => {
      const paths = routes.map((r) => r.path);
      const pages = routes.map((r) => r.page);
      expect(new Set(paths).size).toBe(paths.length);
      expect(new Set(pages).size).toBe(pages.length);
      for (const page of pages) expect(page).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    });

    const titlesName = options.owner !== null
      ? 'has an area name and a title for every page, and no stray titles, in %s'
      : 'has a title for every page, and no stray titles, in %s';
    it.each(['en', 'ar'] as const)(titlesName, (language) => {
      if (options.owner !== null) expect(options.titles[language].area.trim()).not.toBe('');
      const { pages } = titles[language];
      for (const route of routes) expect((pages[route.page] ?? '').trim()).not.toBe('');
      expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.page).sort());
    });

    it('interpolates only terminology variables, the same ones in both languages', () => {
      for (const route of routes) {
        const enVars = variablesOf(titleOf('en', route.page));
        const arVars = variablesOf(titleOf('ar', route.page));
        expect(arVars).toEqual(enVars);
        for (const v of enVars) expect(TERM_VARIABLES).toContain(v);
      }
    });

    it('never writes a renamable word literally in an English title', () => {
      for (const title of Object.values(titles.en.pages)) {
        expect(title.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(RENAMABLE_WORD);
      }
    });

    it(options.owner !== null ? 'lists every spec path of this remote' : 'lists every spec path the shell owns', () => {
      const paths = routes.map((r) => r.path);
      for (const path of requiredPaths) expect(paths).toContain(path);
    });

    if (options.owner !== null) {
      it('redirects only to routes of this table', () => {
        const paths = new Set(routes.map((r) => r.path));
        for (const route of routes) for (const target of redirectTargets(route)) expect(paths).toContain(target);
      });
    }
  });
}
