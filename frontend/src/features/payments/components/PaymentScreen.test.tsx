import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { customer, page } from '../test/paymentFixtures';

describe('Payment screen', () => {
  it('asks a visitor to sign in, and comes back here after', async () => {
    const { user } = renderApp({ path: '/payment' });

    expect(screen.getByRole('heading', { name: 'Sign in to make a payment' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/payment');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  it('shows the payment portal to a signed-in customer, with its two tabs', () => {
    mockFetch({ 'GET /api/rentals/mine': { body: page([]) } });
    renderApp({ path: '/payment', session: customer });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Portal' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Make Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Payment History' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Make Payment' })).toContainElement(
      screen.getByRole('button', { name: 'Continue to Payment' }),
    );
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    renderApp({ path: '/payment' });

    expect(screen.getByRole('heading', { name: 'Log masuk untuk membuat pembayaran' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/login');
  });

  it('titles the portal in Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch({ 'GET /api/rentals/mine': { body: page([]) } });
    renderApp({ path: '/payment', session: customer });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal Pembayaran' })).toBeVisible();
  });
});
