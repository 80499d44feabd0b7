import { addLazyNamespace, i18n, loadLanguage } from '@halaqa/i18n';
import type { Language } from '@halaqa/contracts';

const EXAMS_NAMESPACE = 'mfe-exams';
const GRADING_NAMESPACE = 'mfe-exams-grading';
const LANDING_NAMESPACE = 'mfe-exams-landing';

/** The grading screens' namespaces: their own texts first, then the exam texts they share. */
export const GRADING_NAMESPACES = [GRADING_NAMESPACE, EXAMS_NAMESPACE];
/** The same for an exam's landing page and the course's exam list (their rules, previous attempts, list). */
export const LANDING_NAMESPACES = [LANDING_NAMESPACE, EXAMS_NAMESPACE];

// The exam screens' texts, one language at a time: both languages of every screen were 12 kB gzip of the
// attempt page (ARCHITECTURE section 6: the player page's 300 kB). A language switch fetches the other first.
addLazyNamespace(EXAMS_NAMESPACE, {
  en: () => import(/* webpackChunkName: "exam-texts-en" */ './en.json').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "exam-texts-ar" */ './ar.json').then((texts) => texts.default),
});

const pageLanguage = (): Language => (i18n.language === 'ar' ? 'ar' : 'en');

/** `load` (a screen's chunk) and the exam texts of the page's language, fetched side by side. */
export function withExamTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadLanguage(pageLanguage())]).then(([module]) => module);
}

/**
 * The same for the landing page and the exam list, whose own texts (the rules, previous attempts) an attempt
 * opened directly never needs: registered when one of them opens.
 */
export function withLandingTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => {
    addLazyNamespace(LANDING_NAMESPACE, {
      en: () => import(/* webpackChunkName: "exam-landing-texts-en" */ './landing.en.json').then((texts) => texts.default),
      ar: () => import(/* webpackChunkName: "exam-landing-texts-ar" */ './landing.ar.json').then((texts) => texts.default),
    });
    return withExamTexts(load)();
  };
}

/**
 * The same for the grading screen, which also needs the instructors' grading texts: registered only when an
 * instructor opens it, so a member's attempt never fetches them.
 */
export function withGradingTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => {
    addLazyNamespace(GRADING_NAMESPACE, {
      en: () => import(/* webpackChunkName: "exam-grading-texts-en" */ './grading.en.json').then((texts) => texts.default),
      ar: () => import(/* webpackChunkName: "exam-grading-texts-ar" */ './grading.ar.json').then((texts) => texts.default),
    });
    return withExamTexts(load)();
  };
}
