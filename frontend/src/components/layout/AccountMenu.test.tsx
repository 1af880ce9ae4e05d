import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import type { Session } from '../../lib/session';
import { mockFetch } from '../../test/mockFetch';
import { renderApp } from '../../test/renderApp';

const customer: Session = {
  token: 'jwt-customer',
  user: { id: 7, fullName: 'Nur Aisyah binti Ahmad', email: 'aisyah@example.com' },
  role: 'customer',
};

describe('account menu in the header', () => {
  it.each(['/', '/vehicles', '/payment', '/register'])('shows the signed-in customer on %s', async (path) => {
    mockFetch({ 'GET /api/vehicles': { body: [] } });
    renderApp({ path, session: customer });

    // The menu is its own chunk, loaded for signed-in customers only.
    expect(await screen.findByRole('button', { name: 'Account menu for Nur Aisyah binti Ahmad' })).toHaveTextContent('Nur');
  });

  it('lists My Bookings and signs out to the home screen, forgetting the session', async () => {
    mockFetch({ 'GET /api/vehicles': { body: [] } });
    const { user, store, router } = renderApp({ path: '/vehicles', session: customer });

    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    expect(screen.getByText('aisyah@example.com')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session).toEqual({ token: null, user: null, role: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });

  it.each<[string, Session]>([
    ['a visitor', { token: null, user: null, role: null }],
    ['staff', { token: 'jwt', user: { id: 4, username: 'staff' }, role: 'staff' }],
  ])('is not shown to %s', (_who, session) => {
    mockFetch({});
    renderApp({ path: '/', session });

    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });
});

describe('account menu in Bahasa Malaysia', () => {
  it('names the menu and its pages in Malay', async () => {
    mockFetch({ 'GET /api/vehicles': { body: [] } });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/vehicles', session: customer });

    await user.click(await screen.findByRole('button', { name: 'Menu akaun untuk Nur Aisyah binti Ahmad' }));

    expect(screen.getByRole('menuitem', { name: 'Tempahan Saya' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('menuitem', { name: 'Armada Kami' })).toHaveAttribute('href', '/vehicles');
    expect(screen.getByRole('menuitem', { name: 'Pembayaran' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('menuitem', { name: 'Log keluar' })).toBeVisible();
  });
});
