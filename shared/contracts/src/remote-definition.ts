import type { Language } from './language';
import type { OrganizationFlag } from './organization';
import { pathBuilder, type PathBuilder } from './route-path';
import type { RouteRole } from './route-roles';
import type { FirstScreenCall, RouteDefinition, RouteMeta } from './routes';
import type { SlotName } from './slots';

/**
 * A remote declares itself as data (ARCHITECTURE section 2, decision 0007):
 * its prefixes, routes, menu entries, deep-link targets and slot fillers.
 * The shell derives its menus, route ownership and deep links from these
 * definitions (the API's remote manifest carries them), so adding a page
 * with a menu entry touches only the owning remote's folder.
 */

/** A remote's package and federation name. */
export type RemoteName = `mfe-${string}`;
/** The shell describes its own pages the same way, under this name. */
export const SHELL_AREA = 'shell';
export type AreaName = RemoteName | typeof SHELL_AREA;

/** Module Federation container names cannot contain dashes. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Where a menu entry shows. The mobile drawer also lists the avatar menu's entries. */
export type MenuPlacement = 'app-bar.tabs' | 'app-bar.actions' | 'side-menu' | 'mobile-drawer' | 'avatar-menu';
/** Icons a menu entry may use (the design system draws them; @halaqa/ui checks it has each). */
export type MenuIcon = 'book' | 'calendar' | 'mail' | 'coach' | 'heart' | 'grid' | 'bookmark' | 'award';
/** Signed-in members, visitors, or both. */
export type Audience = 'members' | 'visitors' | 'everyone';

/**
 * Who sees a menu entry or gets a slot filler: the audience, then the access
 * rule of the route it leads to (its meta, through @halaqa/permissions, the
 * same decision the guard makes), then `meta` when the entry needs more.
 */
export interface Gate {
  audience: Audience;
  meta?: RouteMeta;
}

export interface MenuEntry extends Gate {
  /** Unique within the definition. */
  id: string;
  /** The page it opens (a route of the same definition, without parameters). */
  page: string;
  /** Key of the definition's `texts.<language>.labels`. */
  label: string;
  icon: MenuIcon;
  placements: MenuPlacement[];
  /** Position among every area's entries of a placement, low first. */
  order: number;
}

export interface SlotFill extends Gate {
  slot: SlotName;
  /** Unique among the fillers of the slot (a favorites tab's address segment, say). */
  id: string;
  /** The exposed module `./slots/<module>`: the file `src/slots/<module>.tsx`, default-exporting the component. */
  module: string;
  /** Key of `texts.<language>.labels`, where the host shows a name (a tab). */
  label?: string;
  order: number;
  /** A page of this definition whose access rule also gates the filler. */
  page?: string;
  /** The API operation the filler loads its data with (checked like a route's `data`). */
  data?: string;
}

/** Guard step 1's query keys, in the order the guard tries them. */
export const DEEP_LINK_KEYS = ['subsectionId', 'pollId', 'surveyId', 'subsectionExamId', 'assignmentId', 'discussionId'] as const;
export type DeepLinkKey = (typeof DEEP_LINK_KEYS)[number];

/** Texts the shell shows for an area before (or without) loading it. */
export interface ChromeTexts {
  /** The area's name: "Loading Learning…", "Learning is unavailable right now". */
  area: string;
  labels: Record<string, string>;
}

/** The data of a definition: what the remote manifest carries to the shell. */
export interface RemoteDefinition {
  name: AreaName;
  /** Path prefixes the area owns; the longest matching prefix of any area wins. */
  prefixes: string[];
  routes: RouteDefinition[];
  menus: MenuEntry[];
  /** Deep-link key -> the page it opens; the page's parameters are `courseId` and the item's id. */
  deepLinks: Partial<Record<DeepLinkKey, string>>;
  slots: SlotFill[];
  texts: Record<Language, ChromeTexts>;
}

// ---------------------------------------------------------------- authoring

type Redirect<Page extends string> = Page | { flag: OrganizationFlag; whenOn: Page; whenOff: Page };

/** One route as written in a definition: keyed by its page, redirects name pages. */
export interface RouteSpec<Page extends string = string> {
  path: string;
  meta?: RouteMeta;
  redirect?: Redirect<Page>;
  role?: RouteRole;
  data?: string;
  firstScreen?: readonly FirstScreenCall[];
}

type GateSpec = { audience?: Audience; meta?: RouteMeta };
type MenuSpec<Page extends string, Label extends string> = GateSpec & Omit<MenuEntry, 'page' | 'label' | 'audience' | 'meta' | 'placements'> & {
  page: Page;
  label: Label;
  placements: readonly MenuPlacement[];
};
type SlotFillSpec<Page extends string, Label extends string> = GateSpec & Omit<SlotFill, 'page' | 'label' | 'audience' | 'meta' | 'order'> & {
  page?: Page;
  label?: Label;
  order?: number;
};
type TextsSpec<Label extends string> = Readonly<Record<Language, { area: string; labels: Readonly<Record<Label, string>> }>>;

export interface RemoteSpec<Routes extends Readonly<Record<string, RouteSpec>>, Label extends string> {
  name: AreaName;
  prefixes: readonly string[];
  routes: Routes;
  menus?: readonly MenuSpec<Extract<keyof Routes, string>, NoInfer<Label>>[];
  deepLinks?: Partial<Record<DeepLinkKey, Extract<keyof Routes, string>>>;
  slots?: readonly SlotFillSpec<Extract<keyof Routes, string>, NoInfer<Label>>[];
  texts: TextsSpec<Label>;
}

/** The page keys of a definition that render a page (every route but redirects). */
export type PageKeysOf<Routes> = {
  [Key in keyof Routes]: Routes[Key] extends { redirect: unknown } ? never : Key;
}[keyof Routes] & string;

type PathOf<Spec> = Spec extends { path: infer Path extends string } ? Path : string;
export type PathBuilders<Routes> = { readonly [Key in keyof Routes]: PathBuilder<PathOf<Routes[Key]>> };

export interface DefinedRemote<Routes extends Readonly<Record<string, RouteSpec>> = Readonly<Record<string, RouteSpec>>> {
  /** The data: the manifest's copy, the remote's router and every check read this. */
  definition: RemoteDefinition;
  /** One builder per page: `lmsPaths.courseOverview(id)`. Every link in every package uses them. */
  paths: PathBuilders<Routes>;
  /** The routes as written (typed page keys: PageKeysOf<typeof remote.routes>). */
  routes: Routes;
}

function resolveRedirect(routes: Readonly<Record<string, RouteSpec>>, redirect: Redirect<string>): RouteDefinition['redirect'] {
  const pathOf = (page: string) => {
    const target = routes[page];
    if (!target) throw new Error(`redirect to unknown page ${page}`);
    return target.path;
  };
  return typeof redirect === 'string'
    ? pathOf(redirect)
    : { flag: redirect.flag, whenOn: pathOf(redirect.whenOn), whenOff: pathOf(redirect.whenOff) };
}

/**
 * A remote's (or the shell's) definition from what its author writes: routes
 * keyed by page, so page keys and path builders are typed, and redirects,
 * menus, deep links and slots name pages rather than paths.
 */
export function defineRemote<const Routes extends Readonly<Record<string, RouteSpec<Extract<keyof Routes, string>>>>, Label extends string = never>(
  spec: RemoteSpec<Routes, Label>,
): DefinedRemote<Routes> {
  const routes: RouteDefinition[] = Object.entries(spec.routes).map(([page, route]) => ({
    path: route.path,
    page,
    meta: route.meta ?? {},
    ...(route.redirect !== undefined ? { redirect: resolveRedirect(spec.routes, route.redirect) } : {}),
    ...(route.role ? { role: route.role } : {}),
    ...(route.data ? { data: route.data } : {}),
    ...(route.firstScreen ? { firstScreen: route.firstScreen.map((call) => ({ ...call })) } : {}),
  }));
  const gate = ({ audience, meta }: GateSpec) => ({ audience: audience ?? 'everyone', ...(meta ? { meta } : {}) });
  const definition: RemoteDefinition = {
    name: spec.name,
    prefixes: [...spec.prefixes],
    routes,
    menus: (spec.menus ?? []).map((menu) => ({ ...menu, placements: [...menu.placements], ...gate(menu) })),
    deepLinks: { ...spec.deepLinks },
    slots: (spec.slots ?? []).map((fill) => ({ ...fill, ...gate(fill), order: fill.order ?? 0 })),
    texts: {
      en: { area: spec.texts.en.area, labels: { ...spec.texts.en.labels } },
      ar: { area: spec.texts.ar.area, labels: { ...spec.texts.ar.labels } },
    },
  };
  const paths = Object.fromEntries(Object.entries(spec.routes).map(([page, route]) => [page, pathBuilder(route.path)]));
  return { definition, paths: paths as PathBuilders<Routes>, routes: spec.routes };
}
