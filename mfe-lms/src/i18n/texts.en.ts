import en from './en.json';
import catalogueEn from './catalogue.en.json';
import learnerEn from './learner.en.json';
import courseSearchEn from './course-search.en.json';
import playerEn from './player.en.json';
import certificatesEn from './certificates.en.json';
import gradesEn from './grades.en.json';
import assignmentsEn from './assignments.en.json';
import discussionsSurveysEn from './discussions-surveys.en.json';

/** mfe-lms's texts in English: the area texts plus each feature's (top-level keys must not collide). */
const texts = { ...en, ...catalogueEn, ...learnerEn, ...courseSearchEn, ...playerEn, ...assignmentsEn, ...discussionsSurveysEn, ...gradesEn, ...certificatesEn };
export default texts;
