import { everyPageStillToCome } from '@halaqa/mfe-runtime';
import { commerce } from './definition';

/** Every page of mfe-commerce comes with its own issue; until then each says "not available yet". */
export const pages = everyPageStillToCome(commerce.routes);
