import en from './actions.en.json';
import ar from './actions.ar.json';

/** The texts of the slot fillers (the cart icon, add to cart, buy now): all a filler loads with it. */
export const actionTexts = { en, ar };
