import en from './texts.en';
import ar from './texts.ar';

/** mfe-coaching's namespace in both languages (tests; the app fetches one language: app.tsx). */
export const translations = { en, ar };
