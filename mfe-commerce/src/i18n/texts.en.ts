import page from './en.json';
import actions from './actions.en.json';

/** mfe-commerce's texts in English: the pages' and the slot fillers' (their error texts joined under one `errors`). */
const texts = { ...page, ...actions, errors: { ...page.errors, ...actions.errors } };
export default texts;
