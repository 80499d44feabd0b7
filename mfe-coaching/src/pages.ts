import type { PageMap } from '@halaqa/mfe-runtime';
import type { coaching } from './definition';
import { coachingPages } from './features/coaching/pages';

/** Every page of mfe-coaching -> its screen. */
export const pages: PageMap<typeof coaching.routes> = coachingPages;
