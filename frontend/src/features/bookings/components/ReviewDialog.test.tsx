import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { customerActions } from '../../../test/rentalActions';
import type { CustomerRental } from '../api/types';
import { MAX_REVIEW_TEXT, reviewFormSchema } from '../utils/reviewForm';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };
const MINE = 'GET /api/rentals/mine';
const REVIEW = 'POST /api/customer-reviews';

function rental(overrides: Partial<CustomerRental> & Pick<CustomerRental, 'id'>): CustomerRental {
  return {
    vehicle: 'Perodua Myvi 1.5 AV',
    vehicleDisplayName: 'Perodua Myvi - WXY',
    color: 'Granite Grey',
    startDate: '2026-11-01',
    endDate: '2026-11-04',
    pickupTime: '09:00',
    returnTime: '18:00',
    totalDays: 3,
    rentalPerDay: '120.00',
    deposit: '200.00',
    discount: '0.00',
    grandTotal: '560.00',
    serviceTaxAdded: '0.00',
    status: 'completed',
    agreementReady: true,
    settlementReady: false,
    conditionReportReady: false,
    extensionRequestedUntil: null,
    extensionReason: null,
    extensionDeclineReason: null,
    paidAmount: '560.00',
    paid: true,
    account: {
      charges: '360.00',
      deposit: '200.00',
      paid: '560.00',
      refunded: '0.00',
      balanceDue: '0.00',
      depositHeld: '200.00',
      refundable: '200.00',
    },
    depositRefundDueOn: null,
    createdAt: '2026-10-30T02:00:00.000Z',
    overdue: false,
    overdueSince: null,
    actions: customerActions(overrides.status ?? 'completed'),
    review: null,
    ...overrides,
  };
}

const page = (items: CustomerRental[]) => ({ items, total: items.length, page: 1, limit: 10 });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/**
 * A click on a star. Not user.click: MUI's Rating reads the pointer's position over the stars,
 * which jsdom does not lay out, so the radio is clicked without a pointer move.
 */
function chooseStars(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name }));
}

async function openReview(routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch(routes);
  const view = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
  const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
  await view.user.click(within(card).getByRole('button', { name: 'Leave a Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review your rental' });
  return { ...mock, ...view, card, dialog };
}

describe('My Rentals: Leave a Review', () => {
  it('offers a review only on completed rentals without one, and shows the stars of a reviewed one', async () => {
    mockFetch({
      [MINE]: {
        body: page([
          rental({ id: 43 }),
          rental({ id: 42, vehicle: 'Honda City 1.5 V', vehicleDisplayName: 'Honda City - PNG', review: { id: 9, rating: 4 } }),
          rental({ id: 41, vehicle: 'Proton Saga 1.3 Premium', vehicleDisplayName: 'Proton Saga - BPK', status: 'active' }),
        ]),
      },
    });
    renderApp({ path: '/my-bookings?tab=rentals', session: customer });

    const myvi = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(myvi).getByRole('button', { name: 'Leave a Review' })).toBeVisible();
    const city = screen.getByRole('article', { name: 'Honda City - PNG' });
    expect(within(city).queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(city).toHaveTextContent('Your review');
    expect(within(city).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    const saga = screen.getByRole('article', { name: 'Proton Saga - BPK' });
    expect(within(saga).queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
  });

  it('asks for a rating before sending anything', async () => {
    const { dialog, user, calls } = await openReview({ [MINE]: { body: page([rental({ id: 43 })]) } });

    expect(within(dialog).getByRole('switch', { name: 'Show publicly' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await within(dialog).findByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/customer-reviews')).toBe(false);
  });

  it('takes at most 1000 characters and counts them', async () => {
    const { dialog, user } = await openReview({ [MINE]: { body: page([rental({ id: 43 })]) } });
    const text = within(dialog).getByRole('textbox', { name: 'Your review' });

    await user.click(text);
    await user.paste('a'.repeat(MAX_REVIEW_TEXT + 1));

    expect(text).toHaveValue('a'.repeat(MAX_REVIEW_TEXT));
    expect(within(dialog).getByText('1000/1000')).toBeVisible();
    // The rule itself, should a longer text ever reach the form.
    const result = reviewFormSchema.safeParse({ rating: 5, reviewText: 'a'.repeat(MAX_REVIEW_TEXT + 1), isPublic: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The review can be at most 1000 characters']);
  });

  it('posts the rating, trimmed text and visibility, then the rental shows its stars', async () => {
    const { dialog, user, calls, card } = await openReview({
      [MINE]: [{ body: page([rental({ id: 43 })]) }, { body: page([rental({ id: 43, review: { id: 12, rating: 4 } })]) }],
      [REVIEW]: {
        status: 201,
        body: { id: 12, rentalId: 43, rating: 4, reviewText: 'Clean car', isPublic: false, createdAt: '2026-11-05T02:00:00.000Z' },
      },
    });

    chooseStars(dialog, '4 out of 5 stars');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), '  Clean car  ');
    await user.click(within(dialog).getByRole('switch', { name: 'Show publicly' }));
    expect(within(dialog).getByText('Only our staff see this review.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review Posted')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/customer-reviews');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ rentalId: 43, rating: 4, reviewText: 'Clean car', isPublic: false });
    expect(post?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(await within(card).findByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
  });

  it('sends no text as null and shows the server refusing a second review', async () => {
    const { dialog, user, calls } = await openReview({
      [MINE]: { body: page([rental({ id: 43 })]) },
      [REVIEW]: { status: 409, body: { statusCode: 409, message: 'You have already reviewed this rental.', error: 'Conflict' } },
    });

    chooseStars(dialog, '5 out of 5 stars');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Review Not Posted');
    expect(toast).toHaveTextContent('You have already reviewed this rental.');
    const post = calls.find((call) => call.path === '/api/customer-reviews');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ rentalId: 43, rating: 5, reviewText: null, isPublic: true });
    expect(screen.getByRole('dialog', { name: 'Review your rental' })).toBeVisible();
  });

  it('shows a not-completed refusal in Bahasa Malaysia', async () => {
    await i18n.changeLanguage('ms');
    mockFetch({
      [MINE]: { body: page([rental({ id: 43 })]) },
      [REVIEW]: { status: 409, body: { statusCode: 409, message: 'Only completed rentals can be reviewed.', error: 'Conflict' } },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.click(within(card).getByRole('button', { name: 'Tulis Ulasan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulas sewaan anda' });

    chooseStars(dialog, '3 daripada 5 bintang');
    await user.click(within(dialog).getByRole('button', { name: 'Hantar Ulasan' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ulasan Tidak Dihantar');
    expect(toast).toHaveTextContent('Hanya sewaan yang telah selesai boleh diulas.');
  });
});
