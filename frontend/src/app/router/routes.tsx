import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { AdminRoute, StaffOnly, StaffRoute } from './guards';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { SignedOutOnly } from './SignedOutOnly';

/**
 * Every screen is its own chunk, so the first load stays small on a phone: the entry holds
 * the framework, the layout and the router, and a route downloads only its own screen.
 * `npm run size` checks each route's gzipped JavaScript against its budget; its route table
 * (scripts/size.mjs) names these modules, so keep the two in step.
 */
const RoleSelectionScreen = lazyScreen(
  () => import('../../features/home'),
  (m) => m.RoleSelectionScreen,
  ['home'],
);
const CustomerLoginScreen = lazyScreen(
  () => import('../../features/customers'),
  (m) => m.CustomerLoginScreen,
  ['customers'],
);
// The feature exports registration as its own lazy chunk (libphonenumber's metadata).
const RegistrationScreen = lazyScreen(
  () => import('../../features/customers'),
  (m) => m.RegistrationScreen,
  ['registration'],
);
const VehiclesScreen = lazyScreen(
  () => import('../../features/vehicles'),
  (m) => m.VehiclesScreen,
  ['vehicles'],
);
const MyBookingsScreen = lazyScreen(
  () => import('../../features/bookings'),
  (m) => m.MyBookingsScreen,
  ['bookings'],
);
const AccountScreen = lazyScreen(
  () => import('../../features/account'),
  (m) => m.AccountScreen,
  ['account'],
);
const StaffLoginScreen = lazyScreen(
  () => import('../../features/auth'),
  (m) => m.StaffLoginScreen,
  ['auth'],
);
const PaymentScreen = lazyScreen(
  () => import('../../features/payments'),
  (m) => m.PaymentScreen,
  ['payments'],
);
const RentalWizardScreen = lazyScreen(
  () => import('../../features/staff-rental-wizard'),
  (m) => m.RentalWizardScreen,
  ['staffRentalWizard'],
);
// Public, read by visitors from the registration form (in a new tab) and the footer.
const PrivacyNoticeScreen = lazyScreen(
  () => import('../../features/privacy'),
  (m) => m.PrivacyNoticeScreen,
  ['privacy'],
);
const ReturnInspectionScreen = lazyScreen(
  () => import('../../features/staff-rental-return'),
  (m) => m.ReturnInspectionScreen,
  ['staffReturn'],
);

/** What a route's handle says: the lazy screen it opens, so the app's start can load it first. */
export interface ScreenHandle {
  screen: LazyScreen;
}

function opens(screen: LazyScreen): ScreenHandle {
  return { screen };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <RoleSelectionScreen />, handle: opens(RoleSelectionScreen) },
      {
        path: paths.register,
        element: (
          <SignedOutOnly path={paths.register}>
            <RegistrationScreen />
          </SignedOutOnly>
        ),
        handle: opens(RegistrationScreen),
      },
      {
        path: paths.customerLogin,
        element: (
          <SignedOutOnly path={paths.customerLogin}>
            <CustomerLoginScreen />
          </SignedOutOnly>
        ),
        handle: opens(CustomerLoginScreen),
      },
      { path: paths.vehicles, element: <VehiclesScreen />, handle: opens(VehiclesScreen) },
      { path: paths.myBookings, element: <MyBookingsScreen />, handle: opens(MyBookingsScreen) },
      { path: paths.account, element: <AccountScreen />, handle: opens(AccountScreen) },
      {
        path: paths.staffLogin,
        element: (
          <SignedOutOnly path={paths.staffLogin}>
            <StaffLoginScreen />
          </SignedOutOnly>
        ),
        handle: opens(StaffLoginScreen),
      },
      { path: paths.staff, element: <StaffRoute /> },
      {
        path: paths.rentalWizard,
        element: (
          <StaffOnly>
            <RentalWizardScreen />
          </StaffOnly>
        ),
        handle: opens(RentalWizardScreen),
      },
      { path: paths.admin, element: <AdminRoute /> },
      { path: paths.payment, element: <PaymentScreen />, handle: opens(PaymentScreen) },
      {
        path: paths.rentalReturn,
        element: (
          <StaffOnly>
            <ReturnInspectionScreen />
          </StaffOnly>
        ),
        handle: opens(ReturnInspectionScreen),
      },
      { path: paths.privacy, element: <PrivacyNoticeScreen />, handle: opens(PrivacyNoticeScreen) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table in declarative mode (<BrowserRouter> + useRoutes): the app uses no loaders or
 * actions, and leaving the data router out saves about 17 KB of gzipped JavaScript on every route.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The screen a visit opens on and the catalogues it reads. The app's start loads them before its
 * first render (their files are already on the way: the HTML preloads them for the entry pages),
 * so that render shows the screen itself instead of a fallback that a second, slower render
 * replaces: on a slow phone that second render costs about a second.
 */
export function openingScreen(pathname: string): { preload: () => Promise<unknown>; namespaces: readonly string[] } {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as ScreenHandle | undefined;
    return handle ? [handle.screen] : [];
  });
  return {
    preload: () => Promise.all(screens.map((screen) => screen.preload())),
    namespaces: screens.flatMap((screen) => screen.namespaces),
  };
}
