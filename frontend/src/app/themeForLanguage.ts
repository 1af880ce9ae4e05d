import { createTheme, type Theme } from '@mui/material/styles';
import { msMS } from '@mui/material/locale';
import type { Language } from '../i18n/languages';
import { theme } from './theme';

/** MUI's own texts (pagination's "Go to page 2", Close...) follow the app's language too. */
const malayTheme = createTheme(theme, msMS);

export function themeForLanguage(language: Language): Theme {
  return language === 'ms' ? malayTheme : theme;
}
