import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { paths } from './app/paths';
import { AppRoutes, openingScreen } from './app/router/routes';
import { createAppStore } from './app/store';
import { prefetchFleet } from './features/vehicles/api/vehiclesApi';
import { initI18n } from './i18n';

const store = createAppStore();
// The fleet is what a customer opening /vehicles waits for: its request starts now, alongside the
// message catalogues, not after the screen's code has arrived and rendered.
if (window.location.pathname.replace(/\/+$/, '') === paths.vehicles) void store.dispatch(prefetchFleet(window.location.search));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

// The first render waits for the shell's texts in the reader's language and for the screen being
// opened with its own texts (until then index.html's loading shell shows), so it shows that screen
// at once. Neither failing stops it: a missing catalogue falls back to English keys, and a screen
// that did not load is fetched again, with its own error, when it renders.
const opening = openingScreen(window.location.pathname);
void Promise.allSettled([initI18n(opening.namespaces), opening.preload()])
  .then((results) => {
    for (const result of results) if (result.status === 'rejected') console.error('Could not load the first screen', result.reason);
  })
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
