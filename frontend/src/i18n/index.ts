import './resources';

export { changeLanguage, currentLanguage, currentLocale, i18n, initI18n, initI18nWithResources } from './i18n';
export { LANGUAGES, type Language } from './languages';
export { translateMessage } from './translateMessage';
export { translateError, translateFieldError } from './translateError';
export { LanguageSwitch } from './LanguageSwitch';
