import en from './en.json';
import ar from './ar.json';
import catalogueEn from './catalogue.en.json';
import catalogueAr from './catalogue.ar.json';
import learnerEn from './learner.en.json';
import learnerAr from './learner.ar.json';
import courseSearchEn from './course-search.en.json';
import courseSearchAr from './course-search.ar.json';
import playerEn from './player.en.json';
import playerAr from './player.ar.json';

/** mfe-lms's namespace: the area texts plus each feature's texts (top-level keys must not collide). */
export const translations = {
  en: { ...en, ...catalogueEn, ...learnerEn, ...courseSearchEn, ...playerEn },
  ar: { ...ar, ...catalogueAr, ...learnerAr, ...courseSearchAr, ...playerAr },
};
