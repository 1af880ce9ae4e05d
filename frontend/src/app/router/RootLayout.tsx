import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { AppLayout } from '../../components/layout';
import { LoadingScreen } from '../../components/LoadingScreen';
import { backTargetFor, paths } from '../paths';

/** Header, footer and the current screen; lazily loaded areas show a spinner while they load. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppLayout homeTo={paths.home} backTo={backTargetFor(pathname)}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AppLayout>
  );
}
