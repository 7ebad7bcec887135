export { i18n, COMMON_NS } from './i18n';
export { registerCatalogue, registeredNamespaces, type CatalogueLoader, type CatalogueLoaders } from './catalogueRegistry';
export { LanguageProvider } from './LanguageProvider';
export { LanguageContext, useLanguage, type LanguageState } from './LanguageContext';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_LANGUAGE,
  directionOf,
  hasStoredLanguage,
  isLanguage,
  adoptAccountLanguage,
  type Direction,
  type Language,
} from './languages';
export { enumLabels, useEnumLabels, type EnumLabels } from './labels';
export { useCommonTranslation } from './useCommonTranslation';
export { flattenKeys, splitPlural, pluralFormsOf, baseKeys, catalogueProblems, PLURAL_SUFFIXES, type Catalogue } from './catalogueRules';
export { useTranslation, Trans } from 'react-i18next';
export { useRevalidateOnLanguageChange } from './useRevalidateOnLanguageChange';
