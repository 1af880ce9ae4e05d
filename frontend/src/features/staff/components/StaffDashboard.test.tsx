import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { STAFF_SESSION } from '../../../test/staffApp';

describe('the staff dashboard tabs', () => {
  it('has the seven core tabs plus Payments after Invoices, Deliveries after Payments, and Summonses last', async () => {
    mockFetch({});
    renderApp({ path: '/staff', session: STAFF_SESSION });

    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Customers',
      'Bookings',
      'Rentals',
      'Calendar',
      'Invoices',
      'Payments',
      'Deliveries',
      'Vehicles',
      'Summonses',
    ]);
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
});
