import type { OrganizationProfile } from './organization';
import type { RemoteManifest } from './remotes';

/**
 * What the server that serves the page embeds in it for its host (JSON in a
 * `<script type="application/json">` with this id): the shell starts without
 * the two API round trips it would otherwise make first.
 */
export interface SiteStart {
  organization: OrganizationProfile;
  manifest: RemoteManifest;
}

export const SITE_START_ELEMENT_ID = 'halaqa-start';
