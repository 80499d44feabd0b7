import { createApiClient } from '@halaqa/api-client';
import { i18n } from '@halaqa/i18n';
import { isLanguage } from '@halaqa/contracts';
import { resolveDomainPrefix } from '../features/tenant/resolve-domain-prefix';

/** The organization this page belongs to, from the host name. */
export const domainPrefix: string = resolveDomainPrefix(window.location.hostname) ?? __DEFAULT_ORG_PREFIX__;

/** The shell's API client: same origin, with the language and organization headers. */
export const api = createApiClient({
  baseUrl: window.location.origin,
  getLanguage: () => (isLanguage(i18n.language) ? i18n.language : 'en'),
  getOrganizationPrefix: () => domainPrefix,
  // Sessions come with the identity layer; until then every call is a visitor's.
  getAccessToken: () => null,
});
