import { queryClient } from '@halaqa/mfe-runtime';
import { api, configureSession } from '@halaqa/session';

// Before any call: the session's client (THE client of the page, shared with
// every remote) needs the default organization and the page's query cache.
configureSession({ defaultOrganizationPrefix: __DEFAULT_ORG_PREFIX__, queryClient });

export { api };
