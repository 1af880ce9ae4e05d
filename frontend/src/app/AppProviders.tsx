import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toast';
import type { AppStore } from './store';
import { currentLanguage } from '../i18n/i18n';
import { themeForLanguage } from './themeForLanguage';

/** Store, theme and toasts; the router goes inside so every screen can use all three. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  // Re-renders on a language switch, so MUI's built-in texts switch with the catalogue's.
  useTranslation();
  return (
    <Provider store={store}>
      <ThemeProvider theme={themeForLanguage(currentLanguage())}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
