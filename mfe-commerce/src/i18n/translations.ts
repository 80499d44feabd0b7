import en from './en.json';
import ar from './ar.json';
import { actionTexts } from './action-texts';

/** mfe-commerce's namespace: the pages' texts and the slot fillers' (their error texts joined under one `errors`). */
export const translations = {
  en: { ...en, ...actionTexts.en, errors: { ...en.errors, ...actionTexts.en.errors } },
  ar: { ...ar, ...actionTexts.ar, errors: { ...ar.errors, ...actionTexts.ar.errors } },
};
