import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../i18n/languages';
import { malayComponentTexts } from '../i18n/translation';
import { theme } from './theme';

let malayTheme: Theme | undefined;

/**
 * MUI's own texts (pagination's "Go to page 2", Close...) follow the app's language too. Their
 * Malay comes with the translators' chunk, which the app loads before it shows Malay.
 */
export function themeForLanguage(language: Language): Theme {
  if (language !== 'ms') return theme;
  const texts = malayComponentTexts();
  if (!texts) return theme;
  malayTheme ??= createTheme(theme, texts);
  return malayTheme;
}
