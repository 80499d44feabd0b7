import page from './ar.json';
import actions from './actions.ar.json';

/** mfe-commerce's texts in Arabic: the pages' and the slot fillers' (their error texts joined under one `errors`). */
const texts = { ...page, ...actions, errors: { ...page.errors, ...actions.errors } };
export default texts;
