// Checks across every area of the site: what no single definition can check
// alone. Each definition's own checks run next to it (src/definition.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createSiteMap, DEEP_LINK_KEYS, pathParamNames, type RemoteDefinition } from '@halaqa/contracts';
import { ROUTE_ROLES } from '@halaqa/contracts/src/testing/route-role-params';
import { shell } from '../../../../shell/src/definition';
import { REMOTE_DEFINITIONS } from './registry';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const areas: readonly RemoteDefinition[] = [shell.definition, ...REMOTE_DEFINITIONS];
const site = createSiteMap(areas);
/** `/lms/courses/:courseId/overview` -> `/lms/courses/overview`. */
const withoutParams = (route: string): string => route.split('/').filter((s) => !s.startsWith(':')).join('/') || '/';

describe('the registry of remotes', () => {
  it('lists each remote once, by the folder it lives in', () => {
    const names = REMOTE_DEFINITIONS.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    const folders = fs.readdirSync(repoRoot).filter((entry) => entry.startsWith('mfe-')).sort();
    expect([...names].sort()).toEqual(folders);
  });

  it('gives each prefix to one remote', () => {
    const prefixes = REMOTE_DEFINITIONS.flatMap((definition) => definition.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('owns every route of a remote by that remote, and none of the shell’s', () => {
    for (const definition of REMOTE_DEFINITIONS) {
      for (const route of definition.routes) expect([route.path, site.ownerOf(withoutParams(route.path))?.name]).toEqual([route.path, definition.name]);
    }
    for (const route of shell.definition.routes.filter((r) => r.path !== '*')) {
      expect([route.path, site.ownerOf(withoutParams(route.path))]).toEqual([route.path, null]);
    }
  });

  it('shares no path between areas', () => {
    const paths = areas.flatMap((area) => area.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every platform role played by exactly one route', () => {
    for (const role of ROUTE_ROLES) {
      const claims = areas.flatMap((area) => area.routes.filter((route) => route.role === role).map((route) => `${area.name} ${route.path}`));
      expect([role, claims.length]).toEqual([role, 1]);
    }
  });

  it('has each deep-link key declared by one area, on a course page', () => {
    for (const key of DEEP_LINK_KEYS) {
      const declaring = areas.filter((area) => area.deepLinks[key] !== undefined);
      expect([key, declaring.length]).toEqual([key, 1]);
      expect(site.deepLink(key, '1', '2')).toMatch(/^\/.+/);
    }
  });

  it('names each filler of a slot apart', () => {
    const fills = areas.flatMap((area) => area.slots.map((fill) => `${fill.slot}/${fill.id}`));
    expect(new Set(fills).size).toBe(fills.length);
  });

  it('puts only pages without parameters in menus', () => {
    for (const placement of ['app-bar.tabs', 'app-bar.actions', 'side-menu', 'mobile-drawer', 'avatar-menu'] as const) {
      for (const { path: entryPath } of site.menu(placement)) expect(pathParamNames(entryPath)).toEqual([]);
    }
  });
});
