import { addNamespace } from '@halaqa/i18n';
import { actionTexts } from '../i18n/action-texts';
import { CartIcon } from '../actions/CartIcon';

// The filler is loaded by the shell, outside mfe-commerce's app: it brings its own few texts.
addNamespace('mfe-commerce', actionTexts);

/** The filler of app-bar.cart@1: the cart link with its count badge. */
export default CartIcon;
