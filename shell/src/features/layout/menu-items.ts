import type { OrganizationProfile, RemoteManifest, RemoteName } from '@halaqa/contracts';
import type { IconName } from '@halaqa/ui';

export interface MenuItem {
  id: 'courses' | 'events' | 'coaching' | 'contactUs';
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

/** Top tabs for visitors (spec: courses, contact us). */
export function visitorTabs(manifest: RemoteManifest): MenuItem[] {
  return VISITOR_ITEMS.filter((item) => item.id !== 'events' && isOffered(item, manifest));
}

/** Side menu items for visitors: the tabs plus events where visitors may see them. */
export function visitorMenu(manifest: RemoteManifest, organization: OrganizationProfile): MenuItem[] {
  return VISITOR_ITEMS.filter((item) =>
    isOffered(item, manifest) && (item.id !== 'events' || organization.flags.allowAnonymousEventView));
}

function isOffered(item: MenuItem, manifest: RemoteManifest): boolean {
  return !item.remote || manifest.remotes.some((remote) => remote.name === item.remote);
}
