import en from './en.json';
import ar from './ar.json';
import gradingEn from './grading.en.json';
import gradingAr from './grading.ar.json';

/** mfe-exams's namespace: every text of the exam screens, in both languages (i18n.test.ts holds them to the same keys). */
export const translations = { en: { ...en, ...gradingEn }, ar: { ...ar, ...gradingAr } };
