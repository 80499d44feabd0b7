import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, LANGUAGES, type Language, type Terminology } from '@halaqa/contracts';
import { LANGUAGE_STORAGE_KEY } from './detect-language';
import { termVariables } from './terminology';
import { commonResources } from './common-resources';

/** The page's one i18next instance, shared by the shell and every remote. */
export const i18n: I18n = i18next.createInstance();

let terminology: Terminology | null = null;

function applyTerms(language: Language) {
  if (!terminology || !i18n.options.interpolation) return;
  i18n.options.interpolation.defaultVariables = termVariables(terminology, language);
}

/** Sets `<html lang dir>` for the language. */
export function applyDocumentLanguage(language: Language, doc: Document = document) {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

export async function initI18n(language: Language, orgTerminology: Terminology): Promise<I18n> {
  terminology = orgTerminology;
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: commonResources,
    interpolation: { escapeValue: false, defaultVariables: termVariables(orgTerminology, language) },
    returnNull: false,
  });
  for (const [namespace, resources] of early.splice(0)) addNamespace(namespace, resources);
  return i18n;
}

/** Replaces the organization's words (the page's organization is set once; tests switch it). */
export function setTerminology(orgTerminology: Terminology) {
  terminology = orgTerminology;
  applyTerms(i18n.language === 'ar' ? 'ar' : 'en');
}

/** Switches the language everywhere: words, terms, `<html dir>`, stored preference. */
export async function changeLanguage(language: Language, storage: Pick<Storage, 'setItem'> | null = globalThis.localStorage ?? null) {
  await loadLanguage(language);
  applyTerms(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The texts of one namespace in one language. */
export type NamespaceTexts = Record<string, unknown>;

const lazyNamespaces = new Map<string, Record<Language, () => Promise<NamespaceTexts>>>();

/**
 * A namespace whose texts are fetched one language at a time: the page's
 * first load carries only its own language (the shell's JavaScript budget).
 * changeLanguage loads the other language before it switches.
 */
export function addLazyNamespace(namespace: string, loaders: Record<Language, () => Promise<NamespaceTexts>>) {
  lazyNamespaces.set(namespace, loaders);
}

/** What else a language needs before the page may speak it (right-to-left styles): fetched with its texts. */
type LanguageAsset = (language: Language) => Promise<unknown> | undefined;
const languageAssets = new Set<LanguageAsset>();

/** Registers something `loadLanguage` fetches with the texts (once loaded, it should answer at once). */
export function addLanguageAsset(asset: LanguageAsset) {
  languageAssets.add(asset);
}

/**
 * The lazy texts already fetched, by namespace and language. Not the bundle's presence: a remote's slot
 * filler may have put a few texts of its own into the namespace before the remote's pages asked for theirs.
 */
const fetched = new Set<string>();

/** Fetches the lazy namespaces' texts of `language` that are not there yet, and its assets. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    ...[...lazyNamespaces].map(async ([namespace, loaders]) => {
      const key = `${namespace}:${language}`;
      if (fetched.has(key)) return;
      i18n.addResourceBundle(language, namespace, await loaders[language](), true, true);
      fetched.add(key);
    }),
    ...[...languageAssets].map((asset) => asset(language)),
  ]);
}

/** Texts added before initI18n (a module that brings its own texts may load first): added by it. */
const early: Array<[string, Record<Language, NamespaceTexts>]> = [];

/** Adds one remote's (or the shell's) texts as its own namespace. */
export function addNamespace(namespace: string, resources: Record<Language, NamespaceTexts>) {
  if (!i18n.isInitialized) {
    early.push([namespace, resources]);
    return;
  }
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}
