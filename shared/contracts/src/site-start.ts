import type { OrganizationProfile } from './organization';
import type { PermissionsAnswer } from './permissions-answer';
import type { RemoteManifest } from './remotes';

/**
 * What the server that serves the page embeds in it for its host (JSON in a
 * `<script type="application/json">` with this id): the shell starts without
 * the API round trips it would otherwise make first.
 */
export interface SiteStart {
  organization: OrganizationProfile;
  manifest: RemoteManifest;
  /**
   * What GET permissions-system answers a visitor of the organization (null
   * when the call failed): a visitor's chrome and guard start complete, and
   * are not drawn again when the answer would have come.
   */
  visitorPermissions: PermissionsAnswer | null;
}

export const SITE_START_ELEMENT_ID = 'halaqa-start';

/**
 * The first screen the API writes into a page (decision 0019): its element,
 * the attribute on `#root` while the app draws behind it, and the attribute
 * on `<html>` (`off`) by which the page's own script turns it off before the
 * first paint. The shell removes both once the app has drawn the page.
 * A written form (the login page's) that was sent before the app arrived
 * carries `sent`: the app's form is sent for it at the handover.
 */
export const FIRST_SCREEN = {
  elementId: 'first-screen',
  rootWaits: 'data-first-screen-waits',
  gate: 'data-first-screen',
  sent: 'data-first-screen-sent',
} as const;
