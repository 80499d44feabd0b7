import titles from './ar.json';
import events from './events.ar.json';
import groups from './groups.ar.json';

/** mfe-social's texts in Arabic: the page titles, then the events' and the groups' (each slice keeps its own file). */
const texts = { ...titles, events, groups };
export default texts;
