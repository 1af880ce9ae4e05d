import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../../components/layout';
import { LoadingScreen } from '../../components/LoadingScreen';
import { backTargetFor, paths } from '../paths';
import { useSignedIn } from './useSignedIn';

/** Each new page opens at its top, as a server-rendered page would (the query string changes a list, not the page). */
function useScrollToTopOnNewPage(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Header, footer and the current screen; lazily loaded areas show a spinner while they load. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNewPage(pathname);
  const signedIn = useSignedIn();
  return (
    <AppLayout homeTo={paths.home} backTo={backTargetFor(pathname, signedIn)}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
