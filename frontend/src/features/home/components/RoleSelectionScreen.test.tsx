import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderApp } from '../../../test/renderApp';

interface ExpectedTile {
  title: string;
  description?: string;
  href: string;
}

/** The home screen, group by group. */
const GROUPS: Array<{ heading: string; tiles: ExpectedTile[] }> = [
  { heading: 'Explore Our Fleet', tiles: [{ title: 'View Our Vehicles', href: '/vehicles' }] },
  {
    heading: 'Customer Portal',
    tiles: [
      { title: 'Sign In', description: 'Access your account', href: '/login' },
      { title: 'Payment', description: 'Make payments', href: '/login' },
      { title: 'Join Us', description: 'Create new account', href: '/register' },
    ],
  },
  {
    heading: 'Staff & Administration',
    tiles: [
      { title: 'Staff Portal', description: 'Team member access', href: '/staff-login' },
      { title: 'Admin Panel', description: 'System administration', href: '/admin' },
    ],
  },
];

describe('role selection screen', () => {
  it.each(GROUPS)('shows the $heading group with its tiles and targets', ({ heading, tiles }) => {
    renderApp();

    const group = screen.getByRole('region', { name: heading });
    const links = within(group).getAllByRole('link');
    expect(links).toHaveLength(tiles.length);
    tiles.forEach(({ title, description, href }, index) => {
      const tile = links[index];
      expect(within(tile).getByRole('heading', { name: title })).toBeVisible();
      if (description) expect(tile).toHaveTextContent(description);
      expect(tile).toHaveAttribute('href', href);
    });
  });

  it('shows every tile text', () => {
    renderApp();

    for (const text of [
      'View Our Vehicles',
      'Sign In',
      'Access your account',
      'Payment',
      'Make payments',
      'Join Us',
      'Create new account',
      'Staff Portal',
      'Team member access',
      'Admin Panel',
      'System administration',
    ]) {
      expect(screen.getByText(text, { exact: true })).toBeVisible();
    }
  });

  it('Payment remembers /payment for after sign-in and opens customer login', async () => {
    const { user } = renderApp();

    await user.click(screen.getByRole('link', { name: /Payment/ }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/payment');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  it('Sign In does not set a redirect', async () => {
    const { user } = renderApp();

    await user.click(screen.getByRole('link', { name: /Sign In/ }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  it('has no back button on the home screen', () => {
    renderApp();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Selamat Datang' })).toBeVisible();
    const customerPortal = screen.getByRole('region', { name: 'Portal Pelanggan' });
    const payment = within(customerPortal).getByRole('link', { name: /Pembayaran/ });
    expect(payment).toHaveTextContent('Buat pembayaran');
    expect(payment).toHaveAttribute('href', '/login');
    expect(within(customerPortal).getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Terokai Kenderaan Kami' })).toHaveTextContent('Lihat Kenderaan Kami');
    expect(screen.getByRole('region', { name: 'Kakitangan & Pentadbiran' })).toHaveTextContent('Panel Pentadbir');
  });
});
