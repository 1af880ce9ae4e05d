import type { StaffToday } from '../../staff-today/api/todayApi';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { STAFF_SESSION } from '../../../test/staffApp';

/** A phone below `md`: every max-width media query matches. */
function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const EMPTY_DAY: StaffToday = {
  today: '2026-12-09',
  tomorrow: '2026-12-10',
  limit: 50,
  pickups: { total: 0, items: [] },
  returns: { total: 0, items: [] },
  overdue: { total: 0, items: [] },
  requests: { total: 0, items: [] },
  balances: { total: 0, items: [] },
  compliance: { total: 0, items: [] },
};

describe('the staff dashboard tabs', () => {
  it('has the seven core tabs with Today after the Dashboard, Payments after Invoices, Deliveries after Payments, then Summonses and Reports last', async () => {
    mockFetch({});
    renderApp({ path: '/staff', session: STAFF_SESSION });

    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Today',
      'Customers',
      'Bookings',
      'Rentals',
      'Calendar',
      'Invoices',
      'Payments',
      'Deliveries',
      'Vehicles',
      'Summonses',
      'Reports',
    ]);
    // A wide screen still opens on the Dashboard and has no bottom bar.
    expect(screen.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Staff sections' })).toBeNull();
  });

  it('opens the Invoices and Payments tabs from the address and switches between them', async () => {
    mockFetch({});
    const { user, router } = renderApp({ path: '/staff?tab=invoices', session: STAFF_SESSION });

    expect(await screen.findByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    // The heading is there at once, while the tab's code loads.
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=payments');
    expect(await screen.findByRole('button', { name: /Payment QR/ })).toBeVisible();
  });

  it('opens Today from ?tab=today on a wide screen too', async () => {
    mockFetch({ 'GET /api/staff/today': { body: EMPTY_DAY } });
    renderApp({ path: '/staff?tab=today', session: STAFF_SESSION });

    expect(await screen.findByRole('tab', { name: 'Today', selected: true })).toBeVisible();
    expect(await screen.findByText('Nothing waiting today')).toBeVisible();
  });
});

describe('the staff bottom bar on a phone', () => {
  it('opens on Today with Today marked in the bar, and no tab strip', async () => {
    phoneViewport();
    mockFetch({ 'GET /api/staff/today': { body: EMPTY_DAY } });
    renderApp({ path: '/staff', session: STAFF_SESSION });

    const bar = await screen.findByRole('navigation', { name: 'Staff sections' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today', 'Bookings', 'Rentals', 'Calendar', 'More']);
    expect(within(bar).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    expect(await screen.findByText('Nothing waiting today')).toBeVisible();
  });

  it('selects the section of a deep link and switches sections from the bar', async () => {
    phoneViewport();
    mockFetch({});
    const { user, router } = renderApp({ path: '/staff?tab=calendar', session: STAFF_SESSION });

    const bar = await screen.findByRole('navigation', { name: 'Staff sections' });
    expect(within(bar).getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Calendar' })).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Rentals' }));
    expect(router.state.location.search).toBe('?tab=rentals');
    expect(within(bar).getByRole('button', { name: 'Rentals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Rental Agreements' })).toBeVisible();
  });

  it('lists the other sections under More, and marks More while one of them is open', async () => {
    phoneViewport();
    mockFetch({});
    const { user, router } = renderApp({ path: '/staff?tab=bookings', session: STAFF_SESSION });

    const bar = await screen.findByRole('navigation', { name: 'Staff sections' });
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More sections' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Customers', 'Invoices', 'Payments', 'Deliveries', 'Vehicles', 'Summonses', 'Reports']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Vehicles' }));
    expect(router.state.location.search).toBe('?tab=vehicles');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle Management' })).toBeVisible();

    // The open section is marked inside the menu too.
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
  });
});
