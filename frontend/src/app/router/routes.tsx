import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { AdminRoute, StaffOnly, StaffRoute } from './guards';
import { lazyScreen } from './lazyScreen';
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
);
const CustomerLoginScreen = lazyScreen(
  () => import('../../features/customers'),
  (m) => m.CustomerLoginScreen,
);
// The feature exports registration as its own lazy chunk (libphonenumber's metadata).
const RegistrationScreen = lazyScreen(
  () => import('../../features/customers'),
  (m) => m.RegistrationScreen,
);
const VehiclesScreen = lazyScreen(
  () => import('../../features/vehicles'),
  (m) => m.VehiclesScreen,
);
const MyBookingsScreen = lazyScreen(
  () => import('../../features/bookings'),
  (m) => m.MyBookingsScreen,
);
const AccountScreen = lazyScreen(
  () => import('../../features/account'),
  (m) => m.AccountScreen,
);
const StaffLoginScreen = lazyScreen(
  () => import('../../features/auth'),
  (m) => m.StaffLoginScreen,
);
const PaymentScreen = lazyScreen(
  () => import('../../features/payments'),
  (m) => m.PaymentScreen,
);
const RentalWizardScreen = lazyScreen(
  () => import('../../features/staff-rental-wizard'),
  (m) => m.RentalWizardScreen,
);
const ReturnInspectionScreen = lazyScreen(
  () => import('../../features/staff-rental-return'),
  (m) => m.ReturnInspectionScreen,
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <RoleSelectionScreen /> },
      {
        path: paths.register,
        element: (
          <SignedOutOnly path={paths.register}>
            <RegistrationScreen />
          </SignedOutOnly>
        ),
      },
      {
        path: paths.customerLogin,
        element: (
          <SignedOutOnly path={paths.customerLogin}>
            <CustomerLoginScreen />
          </SignedOutOnly>
        ),
      },
      { path: paths.vehicles, element: <VehiclesScreen /> },
      { path: paths.myBookings, element: <MyBookingsScreen /> },
      { path: paths.account, element: <AccountScreen /> },
      {
        path: paths.staffLogin,
        element: (
          <SignedOutOnly path={paths.staffLogin}>
            <StaffLoginScreen />
          </SignedOutOnly>
        ),
      },
      { path: paths.staff, element: <StaffRoute /> },
      {
        path: paths.rentalWizard,
        element: (
          <StaffOnly>
            <RentalWizardScreen />
          </StaffOnly>
        ),
      },
      { path: paths.admin, element: <AdminRoute /> },
      { path: paths.payment, element: <PaymentScreen /> },
      {
        path: paths.rentalReturn,
        element: (
          <StaffOnly>
            <ReturnInspectionScreen />
          </StaffOnly>
        ),
      },
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
