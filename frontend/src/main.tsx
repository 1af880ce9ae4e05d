import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { paths } from './app/paths';
import { AppRoutes } from './app/router/routes';
import { createAppStore } from './app/store';
import { prefetchFleet } from './features/vehicles/api/vehiclesApi';
import { initI18n } from './i18n';

const store = createAppStore();
// The fleet is what a customer opening /vehicles waits for: its request starts now, alongside the
// message catalogues, not after the screen's code has arrived and rendered.
if (window.location.pathname.replace(/\/+$/, '') === paths.vehicles) store.dispatch(prefetchFleet());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

// The shell's texts arrive in the reader's language before the first paint; until then
// index.html's loading shell shows. A failed catalogue still renders (keys fall back to English).
void initI18n()
  .catch((error: unknown) => console.error('Could not load the message catalogue', error))
  .finally(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
