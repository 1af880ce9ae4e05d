import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { TIERS, activity, loyalty } from '../test/loyaltyFixtures';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };
const LOYALTY = 'GET /api/customers/me/loyalty';
const ACTIVITY = 'GET /api/customers/me/activity';
const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, limit: 20 });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('My Account', () => {
  it('shows the points, tier, progress to the next tier, benefits, tiers, badges and activity', async () => {
    const { calls } = mockFetch({
      [LOYALTY]: { body: loyalty() },
      [ACTIVITY]: {
        body: page(
          [
            activity({ id: 5, activityType: 'badge_removed', pointsEarned: 0, createdAt: '2026-11-05T03:00:00.000Z' }),
            activity({ id: 4, activityType: 'points_reversed', pointsEarned: -50, createdAt: '2026-11-05T03:00:00.000Z' }),
            activity({ id: 3, activityType: 'badge_earned', pointsEarned: 0, createdAt: '2026-11-03T18:30:00.000Z' }),
            activity({ id: 2, activityType: 'on_time_bonus', pointsEarned: 50 }),
            activity({ id: 1, pointsEarned: 1180, createdAt: '2026-11-01T03:00:00.000Z' }),
          ],
          5,
        ),
      },
    });
    renderApp({ path: '/account', session: customer });

    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    const points = await screen.findByRole('region', { name: 'Loyalty points' });
    expect(points).toHaveTextContent('1,230 points');
    expect(points).toHaveTextContent('Silver tier');
    expect(points).toHaveTextContent('270 points to Gold');
    const bar = within(points).getByRole('progressbar', { name: 'Progress to the Gold tier' });
    expect(bar).toHaveAttribute('aria-valuenow', '73');

    const benefits = screen.getByRole('region', { name: 'Your Silver benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5% off every rental',
      'Earn 1 point for every RM 1 you pay',
      'A tier discount on every rental',
      'Priority when we review your booking requests',
    ]);

    const table = screen.getByRole('table', { name: /Loyalty tiers/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bronze0 – 4990%',
      'SilverYour tier500 – 1,4995%',
      'Gold1,500 – 4,99910%',
      'Platinum5,000 and above15%',
    ]);

    const badges = within(screen.getByRole('region', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges).toHaveLength(5);
    // Earned in the evening UTC of 3 November: the 4th in Kuala Lumpur.
    expect(badges[0]).toHaveTextContent('First RentalEarned on 04/11/2026');
    expect(badges[1]).toHaveTextContent('Road RegularNot earned yetComplete 5 rentals.');
    expect(badges[3]).toHaveTextContent('First ReviewNot earned yetReview one of your completed rentals.');

    const history = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Badge removed: a rental was deleted05/11/2026',
      'Bonus reversed: the rental was deleted05/11/2026−50 points',
      'Badge earned04/11/2026',
      'On-time return bonus04/11/2026+50 points',
      'Points earned for a payment01/11/2026+1,180 points',
    ]);

    expect(calls.find((call) => call.path === '/api/customers/me/loyalty')?.headers.get('authorization')).toBe('Bearer jwt-customer');
  });

  it('says so at the top tier and when there is no activity yet', async () => {
    mockFetch({
      [LOYALTY]: {
        body: loyalty({ points: 5200, tier: TIERS[3], nextTier: null, pointsToNextTier: null, progressPercent: 100, badges: [] }),
      },
      [ACTIVITY]: { body: page([]) },
    });
    renderApp({ path: '/account', session: customer });

    const points = await screen.findByRole('region', { name: 'Loyalty points' });
    expect(points).toHaveTextContent('5,200 points');
    expect(points).toHaveTextContent('Platinum tier');
    expect(points).toHaveTextContent('You are at our top tier');
    expect(within(points).getByRole('progressbar', { name: 'You are at our top tier' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('region', { name: 'Your Platinum benefits' })).toHaveTextContent('A dedicated support contact');
    expect(await screen.findByText('No activity yet')).toBeVisible();
    const badges = within(screen.getByRole('region', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.every((badge) => badge.textContent?.includes('Not earned yet'))).toBe(true);
  });

  it('shows an error with Retry when the account cannot be loaded', async () => {
    mockFetch({
      [LOYALTY]: [{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, { body: loyalty() }],
      [ACTIVITY]: { body: page([]) },
    });
    const { user } = renderApp({ path: '/account', session: customer });

    expect(await screen.findByText(/Internal server error/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Loyalty points' })).toHaveTextContent('1,230 points');
  });

  it('speaks Bahasa Malaysia', async () => {
    mockFetch({
      [LOYALTY]: { body: loyalty() },
      [ACTIVITY]: { body: page([activity({ id: 1, pointsEarned: 50, activityType: 'on_time_bonus' })]) },
    });
    await i18n.changeLanguage('ms');
    renderApp({ path: '/account', session: customer });

    expect(await screen.findByRole('heading', { name: 'Akaun Saya', level: 1 })).toBeVisible();
    const points = await screen.findByRole('region', { name: 'Mata kesetiaan' });
    expect(points).toHaveTextContent('Peringkat Perak');
    expect(points).toHaveTextContent('270 mata lagi ke Emas');
    expect(screen.getByText('Sewaan Pertama')).toBeVisible();
    expect(await screen.findByText('Bonus pemulangan tepat pada masa')).toBeVisible();
  });
});

describe('/account for visitors', () => {
  it('asks a visitor to sign in and remembers to come back', async () => {
    const { calls } = mockFetch({});
    const { user } = renderApp({ path: '/account' });

    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/account');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(calls.some((call) => call.path.startsWith('/api/customers/me'))).toBe(false);
  });

  it('shows staff the sign-in prompt too, not the account', async () => {
    mockFetch({});
    renderApp({ path: '/account', session: { token: 'jwt', user: { id: 4, username: 'staff' }, role: 'staff' } });

    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
  });
});
