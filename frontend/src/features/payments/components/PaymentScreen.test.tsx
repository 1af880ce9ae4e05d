import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { renderApp } from '../../../test/renderApp';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };

describe('Payment screen', () => {
  it('asks a visitor to sign in, and comes back here after', async () => {
    const { user } = renderApp({ path: '/payment' });

    expect(screen.getByRole('heading', { name: 'Sign in to make a payment' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/payment');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  it('shows the payment portal to a signed-in customer', () => {
    renderApp({ path: '/payment', session: customer });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Portal' })).toBeVisible();
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    renderApp({ path: '/payment' });

    expect(screen.getByRole('heading', { name: 'Log masuk untuk membuat pembayaran' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/login');
  });

  it('titles the portal in Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    renderApp({ path: '/payment', session: customer });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal Pembayaran' })).toBeVisible();
  });
});
