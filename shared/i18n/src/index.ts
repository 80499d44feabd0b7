export { detectLanguage, LANGUAGE_STORAGE_KEY } from './detect-language';
export { termVariables } from './terminology';
export { i18n, initI18n, changeLanguage, setTerminology, addNamespace, applyDocumentLanguage, type NamespaceTexts } from './i18n';
