import { domainPrefixOf } from '@halaqa/contracts';
import { queryClient } from '@halaqa/mfe-runtime';
import { api, configureSession } from '@halaqa/session';

/** The organization this page belongs to, from the host name. */
export const domainPrefix: string = domainPrefixOf(window.location.host) ?? __DEFAULT_ORG_PREFIX__;

// Before any call: the session's client (THE client of the page, shared with
// every remote) needs the default organization and the page's query cache.
configureSession({ defaultOrganizationPrefix: __DEFAULT_ORG_PREFIX__, queryClient });

export { api };
