import titles from './ar.json';
import coaching from './coaching.ar.json';

/** mfe-coaching's texts in Arabic: the page titles and the screens'. */
const texts = { ...titles, ...coaching };
export default texts;
