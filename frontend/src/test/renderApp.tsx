import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { preloadScreens } from '../app/router/lazyScreen';
import { routes } from '../app/router/routes';
import { createAppStore } from '../app/store';
import { EMPTY_SESSION, type Session } from '../lib/session';

// Route screens are lazy chunks; load them up front so a screen is there on the first render.
await preloadScreens();

export interface RenderAppOptions {
  path?: string;
  session?: Session;
  /** For user-event, e.g. { advanceTimers: vi.advanceTimersByTime } under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the whole app (real routes, store, theme, toasts) at one address. */
export function renderApp({ path = '/', session = EMPTY_SESSION, userOptions }: RenderAppOptions = {}) {
  const store = createAppStore(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}
