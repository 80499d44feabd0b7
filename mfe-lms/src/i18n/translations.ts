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
import certificatesEn from './certificates.en.json';
import certificatesAr from './certificates.ar.json';
import gradesEn from './grades.en.json';
import gradesAr from './grades.ar.json';
import assignmentsEn from './assignments.en.json';
import assignmentsAr from './assignments.ar.json';
import discussionsSurveysEn from './discussions-surveys.en.json';
import discussionsSurveysAr from './discussions-surveys.ar.json';

/** mfe-lms's namespace: the area texts plus each feature's texts (top-level keys must not collide). */
export const translations = {
  en: { ...en, ...catalogueEn, ...learnerEn, ...courseSearchEn, ...playerEn, ...assignmentsEn, ...discussionsSurveysEn, ...gradesEn, ...certificatesEn },
  ar: { ...ar, ...catalogueAr, ...learnerAr, ...courseSearchAr, ...playerAr, ...assignmentsAr, ...discussionsSurveysAr, ...gradesAr, ...certificatesAr },
};
