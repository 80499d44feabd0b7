import { addNamespace } from '@halaqa/i18n';
import { actionTexts } from '../i18n/action-texts';
import { PurchaseAction } from '../actions/PurchaseAction';

// Rendered inside another area's page (the overviews of mfe-lms): it brings its own few texts.
addNamespace('mfe-commerce', actionTexts);

/** The filler of purchase.action@1: add to cart where the marketplace is on, buy now where it is off. */
export default PurchaseAction;
