import type { OrganizationProfile, RemoteManifest, RemoteName } from '@halaqa/contracts';
import type { IconName } from '@halaqa/ui';

export interface MenuItem {
  id: 'dashboard' | 'courses' | 'myCourses' | 'events' | 'coaching' | 'contactUs';
  to: string;
  /** Key in the shell namespace. */
  label: string;
  icon: IconName;
  /** Shown only when the organization has this remote switched on. */
  remote?: RemoteName;
}

const VISITOR_ITEMS: readonly MenuItem[] = [
  { id: 'courses', to: '/lms', label: 'nav.courses', icon: 'book', remote: 'mfe-lms' },
  { id: 'events', to: '/social/events', label: 'nav.events', icon: 'calendar', remote: 'mfe-social' },
  { id: 'contactUs', to: '/contact-us', label: 'nav.contactUs', icon: 'mail' },
];

/** Spec section 2 "App bar": logged-in header items are dashboard, courses (all courses) and my courses. */
const MEMBER_ITEMS: readonly MenuItem[] = [
  { id: 'dashboard', to: '/dashboard', label: 'nav.dashboard', icon: 'grid', remote: 'mfe-lms' },
  { id: 'courses', to: '/lms/all-courses', label: 'nav.courses', icon: 'book', remote: 'mfe-lms' },
  { id: 'myCourses', to: '/lms/my-courses', label: 'nav.myCourses', icon: 'bookmark', remote: 'mfe-lms' },
  { id: 'events', to: '/social/events', label: 'nav.events', icon: 'calendar', remote: 'mfe-social' },
];

/** Where the favorites icon leads (spec: /favorite redirects to the courses tab). */
export const FAVORITES_PATH = '/favorite';

/** Top tabs for visitors (spec: courses, contact us). */
export function visitorTabs(manifest: RemoteManifest): MenuItem[] {
  return VISITOR_ITEMS.filter((item) => item.id !== 'events' && isOffered(item, manifest));
}

/** Side menu items for visitors: the tabs plus events where visitors may see them. */
export function visitorMenu(manifest: RemoteManifest, organization: OrganizationProfile): MenuItem[] {
  return VISITOR_ITEMS.filter((item) =>
    isOffered(item, manifest) && (item.id !== 'events' || organization.flags.allowAnonymousEventView));
}

/** Top tabs for signed-in members. */
export function memberTabs(manifest: RemoteManifest): MenuItem[] {
  return MEMBER_ITEMS.filter((item) => item.id !== 'events' && isOffered(item, manifest));
}

/** Side menu and drawer items for signed-in members: the tabs plus events. */
export function memberMenu(manifest: RemoteManifest): MenuItem[] {
  return MEMBER_ITEMS.filter((item) => isOffered(item, manifest));
}

function isOffered(item: MenuItem, manifest: RemoteManifest): boolean {
  return !item.remote || manifest.remotes.some((remote) => remote.name === item.remote);
}
