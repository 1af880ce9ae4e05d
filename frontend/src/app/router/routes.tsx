import type { RouteObject } from 'react-router-dom';
import { StaffLoginScreen } from '../../features/auth';
import { MyBookingsScreen } from '../../features/bookings';
import { CustomerLoginScreen, RegistrationScreen } from '../../features/customers';
import { RoleSelectionScreen } from '../../features/home';
import { PaymentScreen } from '../../features/payments';
import { VehiclesScreen } from '../../features/vehicles';
import { paths } from '../paths';
import { AdminRoute, StaffRoute } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <RoleSelectionScreen /> },
      { path: paths.register, element: <RegistrationScreen /> },
      { path: paths.customerLogin, element: <CustomerLoginScreen /> },
      { path: paths.vehicles, element: <VehiclesScreen /> },
      { path: paths.myBookings, element: <MyBookingsScreen /> },
      { path: paths.staffLogin, element: <StaffLoginScreen /> },
      { path: paths.staff, element: <StaffRoute /> },
      { path: paths.admin, element: <AdminRoute /> },
      { path: paths.payment, element: <PaymentScreen /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
