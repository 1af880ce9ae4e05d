import './resources';

export { changeLanguage, currentLanguage, currentLocale, i18n, initI18n, initI18nWithResources } from './i18n';
export { LANGUAGES, type Language } from './languages';
export { translateError, translateFieldError, translateMessage } from './translation';
export { LanguageSwitch } from './LanguageSwitch';
