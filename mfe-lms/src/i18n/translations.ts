import en from './texts.en';
import ar from './texts.ar';

/** mfe-lms's namespace in both languages (tests and the course-search slot; the app fetches one language: app.tsx). */
export const translations = { en, ar };
