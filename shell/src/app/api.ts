import { createApiClient } from '@halaqa/api-client';
import { i18n } from '@halaqa/i18n';
import { domainPrefixOf, isLanguage } from '@halaqa/contracts';

/** The organization this page belongs to, from the host name. */
export const domainPrefix: string = domainPrefixOf(window.location.host) ?? __DEFAULT_ORG_PREFIX__;

/** The shell's API client: same origin, with the language and organization headers. */
export const api = createApiClient({
  baseUrl: window.location.origin,
  getLanguage: () => (isLanguage(i18n.language) ? i18n.language : 'en'),
  getOrganizationPrefix: () => domainPrefix,
  // Sessions come with the identity layer; until then every call is a visitor's.
  getAccessToken: () => null,
});
