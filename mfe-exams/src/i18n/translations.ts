import en from './en.json';
import ar from './ar.json';
import gradingEn from './grading.en.json';
import gradingAr from './grading.ar.json';
import landingEn from './landing.en.json';
import landingAr from './landing.ar.json';

/** mfe-exams's namespace: every text of the exam screens, in both languages (i18n.test.ts holds them to the same keys). */
export const translations = { en: { ...en, ...landingEn, ...gradingEn }, ar: { ...ar, ...landingAr, ...gradingAr } };
