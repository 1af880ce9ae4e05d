import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import type { PublicReview, PublicVehicle, VehicleReviewsPage } from '../api/types';

const MYVI: PublicVehicle = {
  id: 2,
  make: 'Perodua',
  model: 'Myvi',
  name: 'Perodua Myvi',
  displayName: 'Myvi AV - WXY',
  category: 'Compact',
  color: null,
  photoUrl: null,
  mileageLimit: 300,
  dailyRate: '120.00',
  deposit: '200.00',
  weekendRate: null,
  weeklyRate: null,
  monthlyRate: null,
};
const REVIEWS = 'GET /api/vehicles/2/reviews';

function review(id: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return { id, rating: 5, reviewText: `Review number ${id}`, reviewerName: 'Siti T.', createdAt: '2026-11-03T18:30:00.000Z', ...overrides };
}

function reviewsPage(page: number, items: PublicReview[], total: number, averageRating: number | null = 4.5): VehicleReviewsPage {
  return { averageRating, count: total, items, total, page, limit: 5 };
}

function routes(reviews: MockResponse | MockResponse[]): Record<string, MockResponse | MockResponse[]> {
  return { 'GET /api/vehicles': { body: [MYVI] }, [REVIEWS]: reviews };
}

async function openDialog() {
  const view = renderApp({ path: '/vehicles' });
  await view.user.click(await screen.findByRole('button', { name: 'Myvi AV - WXY' }));
  const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
  return { ...view, dialog, reviews: await within(dialog).findByRole('region', { name: 'Reviews' }) };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('vehicle detail dialog: reviews', () => {
  it('shows the average with stars and count, and the newest reviews with name, date, stars and text', async () => {
    const first = [
      review(12, { rating: 4, reviewText: 'Clean and economical', reviewerName: 'Siti T.' }),
      review(11, { reviewText: null, reviewerName: 'Ahmad R.' }),
    ];
    const { fetchMock } = mockFetch(routes({ body: reviewsPage(1, first, 12) }));
    const { reviews } = await openDialog();

    expect(await within(reviews).findByText('4.5 (12 reviews)')).toBeVisible();
    expect(within(reviews).getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
    const items = within(within(reviews).getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Posted in the evening UTC of 3 November: the 4th in Kuala Lumpur.
    expect(items[0]).toHaveTextContent('Siti T.04/11/2026Clean and economical');
    expect(within(items[0]).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(items[1]).toHaveTextContent('Ahmad R.04/11/2026');
    const urls = fetchMock.mock.calls.map(([input]) => new URL(new Request(input as RequestInfo).url));
    expect(urls.find((url) => url.pathname === '/api/vehicles/2/reviews')?.search).toBe('?page=1&limit=5');
  });

  it("adds the next five under the first with 'Show more', until all are shown", async () => {
    const firstFive = [1, 2, 3, 4, 5].map((id) => review(id));
    const { calls } = mockFetch(
      routes([{ body: reviewsPage(1, firstFive, 7) }, { body: reviewsPage(2, [review(6), review(7, { reviewerName: 'Mei L.' })], 7) }]),
    );
    const { reviews, user } = await openDialog();
    const list = await within(reviews).findByRole('list', { name: 'Customer reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));

    expect(await within(list).findByText('Mei L.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/vehicles/2/reviews')).toHaveLength(2);
  });

  it("says 'No reviews yet' when the car has none", async () => {
    mockFetch(routes({ body: reviewsPage(1, [], 0, null) }));
    const { reviews } = await openDialog();

    expect(await within(reviews).findByText('No reviews yet')).toBeVisible();
    expect(within(reviews).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the reviews cannot be loaded, and speaks Malay', async () => {
    await i18n.changeLanguage('ms');
    mockFetch(
      routes([{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, { body: reviewsPage(1, [review(1)], 1, 5) }]),
    );
    const view = renderApp({ path: '/vehicles' });
    await view.user.click(await screen.findByRole('button', { name: 'Myvi AV - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    const reviews = await within(dialog).findByRole('region', { name: 'Ulasan' });

    await view.user.click(await within(reviews).findByRole('button', { name: /Cuba/ }));

    expect(await within(reviews).findByText('5.0 (1 ulasan)')).toBeVisible();
  });
});
