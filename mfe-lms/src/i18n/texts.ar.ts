import ar from './ar.json';
import catalogueAr from './catalogue.ar.json';
import learnerAr from './learner.ar.json';
import courseSearchAr from './course-search.ar.json';
import playerAr from './player.ar.json';
import certificatesAr from './certificates.ar.json';
import gradesAr from './grades.ar.json';
import assignmentsAr from './assignments.ar.json';
import discussionsSurveysAr from './discussions-surveys.ar.json';

/** mfe-lms's texts in Arabic: the area texts plus each feature's (top-level keys must not collide). */
const texts = { ...ar, ...catalogueAr, ...learnerAr, ...courseSearchAr, ...playerAr, ...assignmentsAr, ...discussionsSurveysAr, ...gradesAr, ...certificatesAr };
export default texts;
