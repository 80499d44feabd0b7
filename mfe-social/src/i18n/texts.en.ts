import titles from './en.json';
import events from './events.en.json';
import groups from './groups.en.json';

/** mfe-social's texts in English: the page titles, then the events' and the groups' (each slice keeps its own file). */
const texts = { ...titles, events, groups };
export default texts;
