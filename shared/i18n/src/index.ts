export { detectLanguage, LANGUAGE_STORAGE_KEY } from './detect-language';
export { termVariables } from './terminology';
export { i18n, initI18n, changeLanguage, setTerminology, addNamespace, addLazyNamespace, addLanguageAsset, loadLanguage, applyDocumentLanguage, type NamespaceTexts } from './i18n';
export { usePageLanguage } from './use-page-language';
export { dateTimeFormat, numberFormat } from './intl-formats';
// The React binding, shared through this package (docs/decisions/0005).
export { useTranslation, I18nextProvider } from 'react-i18next';
