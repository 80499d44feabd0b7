import titles from './en.json';
import coaching from './coaching.en.json';

/** mfe-coaching's texts in English: the page titles and the screens'. */
const texts = { ...titles, ...coaching };
export default texts;
