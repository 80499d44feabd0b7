import type { PageComponents } from '@halaqa/mfe-runtime';

/** Page names of routes.ts -> their screens. Pages not listed say "not available yet". */
export const pages: PageComponents = {
};
