import { everyPageStillToCome } from '@halaqa/mfe-runtime';
import { social } from './definition';

/** Every page of mfe-social comes with its own issue; until then each says "not available yet". */
export const pages = everyPageStillToCome(social.routes);
