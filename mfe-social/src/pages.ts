import type { PageMap } from '@halaqa/mfe-runtime';
import type { social } from './definition';
import { eventPages } from './features/events/pages';
import { groupPages } from './features/groups/pages';

/** Every page of mfe-social -> its screen, each in its own chunk. */
export const pages: PageMap<typeof social.routes> = { ...eventPages, ...groupPages };
