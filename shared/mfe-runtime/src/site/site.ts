import { createSiteMap, type RemoteName, type RouteRole, type RouteRoles, type SiteMap } from '@halaqa/contracts';

/**
 * Loads what a remote exposes for a slot (`./slots/<module>`: a component
 * taking the slot's props); the shell's loader retries a failed entry.
 */
export type SlotLoader = (remote: RemoteName, module: string) => Promise<unknown>;

interface InstalledSite {
  map: SiteMap;
  load: SlotLoader;
}

const EMPTY: InstalledSite = {
  map: createSiteMap([]),
  load: (remote, module) => Promise.reject(new Error(`No slot loader installed for ${remote}/${module}`)),
};

// One per page: this module is a shared singleton (ARCHITECTURE section 2),
// so what the shell installs at start-up is what every remote reads.
let installed: InstalledSite = EMPTY;

/** The shell, once it has the manifest: the site's definitions and how to load a slot filler. */
export function installSite(map: SiteMap, load: SlotLoader): void {
  installed = { map, load };
}

/** The site as the loaded definitions describe it (fixed for the life of the page). */
export function siteMap(): SiteMap {
  return installed.map;
}

export function slotLoader(): SlotLoader {
  return installed.load;
}

/** The path of the page that plays `role`, or null when the area that has it is switched off. */
export function pathForRole<Role extends RouteRole>(role: Role, ...params: RouteRoles[Role]): string | null {
  return installed.map.pathFor(role, ...params);
}
