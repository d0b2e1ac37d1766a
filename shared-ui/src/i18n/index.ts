export {
  LanguageProvider,
  useLanguage,
  storedLanguage,
  isLang,
  LANGS,
  DEFAULT_LANG,
  type Lang,
} from './language';
export { createTranslations, type DictionaryShape } from './create-translations';
export { sharedT, useSharedT } from './shared-dictionary';
export { countOf, type NounForms } from './plural';
export { requestLanguage, setRequestLanguage } from './request-language';
