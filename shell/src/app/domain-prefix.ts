import { domainPrefixOf } from '@halaqa/contracts';

/** The organization this page belongs to, from the host name. */
export const domainPrefix: string = domainPrefixOf(window.location.host) ?? __DEFAULT_ORG_PREFIX__;
