import { SHELL_AREA, type DeepLinkKey, type MenuEntry, type MenuPlacement, type RemoteDefinition, type SlotFill } from './remote-definition';
import { buildPath, matchPath, pathHasPrefix, pathParamNames } from './route-path';
import type { RouteRole, RouteRoles } from './route-roles';
import type { RouteDefinition } from './routes';
import type { SlotName } from './slots';

export interface PlacedMenuEntry {
  area: RemoteDefinition;
  entry: MenuEntry;
  route: RouteDefinition;
  /** The entry's address. */
  path: string;
}

export interface PlacedSlotFill {
  area: RemoteDefinition;
  fill: SlotFill;
  /** The route of `fill.page`, whose access rule also gates the filler. */
  route: RouteDefinition | null;
}

/**
 * The site as the loaded definitions describe it: the shell's own and those
 * of the remotes the organization has switched on. Everything the shell
 * used to hard-code (who owns a path, the menus, the guard's pages, deep
 * links, slot fillers) is read from here.
 */
export interface SiteMap {
  readonly areas: readonly RemoteDefinition[];
  /** The remote whose longest prefix matches, or null (the shell's pages, or an area that is switched off). */
  ownerOf(pathname: string): RemoteDefinition | null;
  /** The path of the route that plays `role`, or null when no loaded area claims it. */
  pathFor<Role extends RouteRole>(role: Role, ...params: RouteRoles[Role]): string | null;
  routeFor(role: RouteRole): RouteDefinition | null;
  /** The route of a remote (the path's owner) that `pathname` opens, with its parameters, or null. */
  routeAt(pathname: string): { area: RemoteDefinition; route: RouteDefinition; params: Record<string, string> } | null;
  /** Every area's entries of one placement, by order (gates are the caller's: they need the visitor). */
  menu(placement: MenuPlacement): PlacedMenuEntry[];
  /** The fillers of a slot, by order. */
  fills(slot: SlotName): PlacedSlotFill[];
  /**
   * Guard step 1: the page a deep-link key opens for one item of a course,
   * or null when no loaded area declares the key or an id is unfit for a path.
   */
  deepLink(key: DeepLinkKey, courseId: string, itemId: string): string | null;
}

/** An id fit for a path segment: a deep link comes from outside, never trust it into a path. */
const isPathId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** Items by their order, the areas' order breaking ties. */
function sortedByOrder<T>(items: Array<{ item: T; order: number }>): T[] {
  return items.sort((a, b) => a.order - b.order).map(({ item }) => item);
}

export function createSiteMap(areas: readonly RemoteDefinition[]): SiteMap {
  const remotes = areas.filter((area) => area.name !== SHELL_AREA);
  const routeOf = (area: RemoteDefinition, page: string) => area.routes.find((route) => route.page === page) ?? null;
  const roles = new Map<RouteRole, RouteDefinition>();
  for (const area of areas) for (const route of area.routes) if (route.role && !roles.has(route.role)) roles.set(route.role, route);

  return {
    areas,
    ownerOf(pathname) {
      let best: RemoteDefinition | null = null;
      let bestLength = -1;
      for (const remote of remotes) {
        for (const prefix of remote.prefixes) {
          if (pathHasPrefix(pathname, prefix) && prefix.length > bestLength) {
            best = remote;
            bestLength = prefix.length;
          }
        }
      }
      return best;
    },
    pathFor(role, ...params) {
      const route = roles.get(role);
      return route ? buildPath(route.path, params) : null;
    },
    routeFor: (role) => roles.get(role) ?? null,
    routeAt(pathname) {
      const area = this.ownerOf(pathname);
      if (!area) return null;
      // Like react-router's ranking: the route with more fixed segments wins over one with parameters.
      let best: { route: RouteDefinition; params: Record<string, string>; rank: number } | null = null;
      for (const route of area.routes) {
        const params = matchPath(route.path, pathname);
        const rank = route.path.split('/').filter((part) => part && !part.startsWith(':') && part !== '*').length;
        if (params && (!best || rank > best.rank)) best = { route, params, rank };
      }
      return best ? { area, route: best.route, params: best.params } : null;
    },
    menu(placement) {
      const placed: Array<{ item: PlacedMenuEntry; order: number }> = [];
      for (const area of areas) {
        for (const entry of area.menus) {
          const route = entry.placements.includes(placement) ? routeOf(area, entry.page) : null;
          if (route) placed.push({ item: { area, entry, route, path: route.path }, order: entry.order });
        }
      }
      return sortedByOrder(placed);
    },
    fills(slot) {
      const placed: Array<{ item: PlacedSlotFill; order: number }> = [];
      for (const area of areas) {
        for (const fill of area.slots) {
          if (fill.slot === slot) placed.push({ item: { area, fill, route: fill.page ? routeOf(area, fill.page) : null }, order: fill.order });
        }
      }
      return sortedByOrder(placed);
    },
    deepLink(key, courseId, itemId) {
      if (!isPathId(courseId) || !isPathId(itemId)) return null;
      for (const area of areas) {
        const page = area.deepLinks[key];
        const route = page ? routeOf(area, page) : null;
        if (!route) continue;
        const values = pathParamNames(route.path).map((name) => (name === 'courseId' ? courseId : itemId));
        return buildPath(route.path, values);
      }
      return null;
    },
  };
}
