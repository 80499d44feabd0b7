import { everyPageStillToCome } from '@halaqa/mfe-runtime';
import { coaching } from './definition';

/** Every page of mfe-coaching comes with its own issue; until then each says "not available yet". */
export const pages = everyPageStillToCome(coaching.routes);
