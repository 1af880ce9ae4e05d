import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { preloadScreens } from '../app/router/lazyScreen';
import { AppRoutes } from '../app/router/routes';
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

/** What tests read of the router: the current location, as the data router's `router.state` had it. */
export interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  useLayoutEffect(() => {
    probe.state.location = location;
  }, [location, probe]);
  return null;
}

/** Renders the whole app (real routes, store, theme, toasts) at one address. */
export function renderApp({ path = '/', session = EMPTY_SESSION, userOptions }: RenderAppOptions = {}) {
  const store = createAppStore(session);
  const [pathname, search = ''] = path.split('?');
  const router: RouterProbe = {
    state: { location: { pathname, search: search ? `?${search}` : '', hash: '', state: null, key: 'initial' } },
  };
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe probe={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, router, user };
}
