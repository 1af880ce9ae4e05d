import { screen } from '@testing-library/react';
import type { Session } from '../lib/session';
import { renderApp } from './renderApp';

/** A signed-in staff member, as the staff screens' tests start. */
export const STAFF_SESSION: Session = {
  token: 'jwt-staff',
  user: { id: 2, username: 'staff', role: 'staff' },
  role: 'staff',
};

/** The admin, who may also go ahead where staff are refused (a car whose compliance lapses). */
export const ADMIN_SESSION: Session = {
  token: 'jwt-admin',
  user: { id: 1, username: 'admin', role: 'admin' },
  role: 'admin',
};

/**
 * Renders /staff?tab=<tab> for the staff member. The dashboard and its tabs are lazily loaded
 * chunks: they are imported first so the first test of a file does not spend its wait on them.
 */
export async function renderStaffTab(tab: string, session: Session = STAFF_SESSION) {
  await Promise.all([
    import('../features/staff'),
    import('../features/staff-dashboard'),
    import('../features/staff-customers'),
    import('../features/staff-bookings'),
    import('../features/staff-vehicles'),
    import('../features/staff-rentals'),
    import('../features/staff-calendar'),
    import('../features/staff-invoices'),
    import('../features/staff-payments'),
  ]);
  const view = renderApp({ path: `/staff?tab=${tab}`, session });
  await screen.findByRole('heading', { name: 'Staff Dashboard' }, { timeout: 5000 });
  return view;
}
