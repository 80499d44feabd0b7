import en from './en.json';
import ar from './ar.json';

/** mfe-lms's namespace: the area texts plus each feature's texts (top-level keys must not collide). */
export const translations = { en, ar };
