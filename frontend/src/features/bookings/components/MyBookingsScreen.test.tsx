import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { BookingRequest } from '../../../api/types';
import type { Session } from '../../../lib/session';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };

function request(overrides: Partial<BookingRequest> & Pick<BookingRequest, 'id'>): BookingRequest {
  return {
    vehicleId: 2,
    vehicleName: 'Perodua Myvi 1.5 AV',
    vehicleDisplayName: 'Perodua Myvi - WXY',
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    totalDays: 3,
    estimatedTotal: '1560.00',
    quote: null,
    customerMessage: null,
    status: 'pending',
    staffReason: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

const PAGE = {
  items: [
    request({ id: 3, customerMessage: 'Pickup at KLIA please' }),
    request({
      id: 2,
      vehicleDisplayName: 'Proton X70 - JQM',
      status: 'rejected',
      staffReason: 'The car is in for service that week.',
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      totalDays: 1,
      estimatedTotal: '520.00',
    }),
    request({ id: 1, vehicleDisplayName: 'Honda City - PNG', status: 'approved', estimatedTotal: null }),
  ],
  total: 3,
  page: 1,
  limit: 10,
};

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('My Bookings', () => {
  it("lists the customer's requests newest first with dates, days, estimate and capitalised status", async () => {
    const { calls } = mockFetch({ 'GET /api/booking-requests/mine': { body: PAGE } });
    renderApp({ path: '/my-bookings', session: customer });

    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Perodua Myvi - WXY',
      'Proton X70 - JQM',
      'Honda City - PNG',
    ]);

    const myvi = card('Perodua Myvi - WXY');
    expect(myvi).toHaveTextContent('Pending');
    expect(myvi).toHaveTextContent('01/12/2026');
    expect(myvi).toHaveTextContent('04/12/2026');
    expect(myvi).toHaveTextContent('3 days');
    expect(myvi).toHaveTextContent('RM 1,560.00');
    expect(myvi).toHaveTextContent('Your message');
    expect(myvi).toHaveTextContent('Pickup at KLIA please');
    expect(myvi).not.toHaveTextContent('Our reply');

    const x70 = card('Proton X70 - JQM');
    expect(x70).toHaveTextContent('Rejected');
    expect(x70).toHaveTextContent('1 day');
    expect(x70).toHaveTextContent('Our reply');
    expect(x70).toHaveTextContent('The car is in for service that week.');

    expect(card('Honda City - PNG')).toHaveTextContent('Approved');
    expect(card('Honda City - PNG')).toHaveTextContent('To be confirmed');

    const list = calls.find((call) => call.path === '/api/booking-requests/mine');
    expect(list?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(screen.queryByRole('navigation', { name: 'Booking pages' })).not.toBeInTheDocument();
  });

  it('folds the price a request was sent with, line by line, behind Price details', async () => {
    const quote = {
      vehicleId: 2,
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      totalDays: 3,
      chargedDays: 3,
      lines: [
        { kind: 'days' as const, amount: '1260.00', rate: 'daily' as const, season: null, days: 3, unitPrice: '420.00' },
        {
          kind: 'add_on' as const,
          amount: '30.00',
          addOnId: 1,
          nameEn: 'Child seat',
          nameMs: 'Kerusi kanak-kanak',
          pricing: 'per_day' as const,
          quantity: 1,
          days: 3,
          unitPrice: '10.00',
          capped: false,
        },
        { kind: 'deposit' as const, amount: '270.00' },
      ],
      daysTotal: '1260.00',
      addOnsTotal: '30.00',
      deliveryFee: '0.00',
      discount: '0.00',
      addedTax: '0.00',
      includedTax: '0.00',
      deposit: '270.00',
      total: '1560.00',
      shortOfMinimum: null,
    };
    mockFetch({ 'GET /api/booking-requests/mine': { body: { ...PAGE, items: [request({ id: 3, quote })], total: 1 } } });
    const { user } = renderApp({ path: '/my-bookings', session: customer });

    const myvi = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(myvi).queryByRole('group', { name: 'Price details' })).not.toBeInTheDocument();
    await user.click(within(myvi).getByRole('button', { name: 'Price details' }));
    const price = within(myvi).getByRole('group', { name: 'Price details' });
    expect(price).toHaveTextContent('3 days at RM 420.00RM 1,260.00');
    expect(price).toHaveTextContent('Child seat × 1, 3 days at RM 10.00RM 30.00');
    expect(price).toHaveTextContent('Estimated totalRM 1,560.00');
    expect(within(myvi).getByRole('button', { name: 'Hide price details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages through more requests than fit on one page', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/booking-requests/mine': { body: { ...PAGE, total: 23 } },
    });
    const { user, router } = renderApp({ path: '/my-bookings', session: customer });

    const pages = await screen.findByRole('navigation', { name: 'Booking pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));

    expect(router.state.location.search).toBe('?page=2');
    const urls = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls.some((url) => url.endsWith('/api/booking-requests/mine?page=2&limit=10'))).toBe(true);
  });

  it('has an empty state that leads to the fleet', async () => {
    mockFetch({ 'GET /api/booking-requests/mine': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    renderApp({ path: '/my-bookings', session: customer });

    expect(await screen.findByText('No booking requests yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse our fleet' })).toHaveAttribute('href', '/vehicles');
  });

  it('asks a visitor to sign in, without calling the server', () => {
    const { calls } = mockFetch({});
    renderApp({ path: '/my-bookings' });

    expect(screen.getByRole('heading', { name: 'Sign in to see your bookings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(calls.some((call) => call.path.startsWith('/api/booking-requests'))).toBe(false);
  });

  it('goes back to the fleet from the header', () => {
    mockFetch({ 'GET /api/booking-requests/mine': { body: PAGE } });
    renderApp({ path: '/my-bookings', session: customer });

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/vehicles');
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch({ 'GET /api/booking-requests/mine': { body: PAGE } });
    renderApp({ path: '/my-bookings', session: customer });

    expect(screen.getByRole('heading', { level: 1, name: 'Tempahan Saya' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kenderaan Kami' })).toHaveAttribute('href', '/vehicles');
    const myvi = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(myvi).toHaveTextContent('Menunggu');
    expect(myvi).toHaveTextContent('Ambil');
    expect(myvi).toHaveTextContent('3 hari');
    expect(myvi).toHaveTextContent('Mesej anda');
    expect(myvi).toHaveTextContent('Permintaan #3');
    const x70 = card('Proton X70 - JQM');
    expect(x70).toHaveTextContent('Ditolak');
    expect(x70).toHaveTextContent('Balasan kami');
    expect(card('Honda City - PNG')).toHaveTextContent('Akan disahkan');
  });

  it('asks a visitor to sign in, in Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch({});
    renderApp({ path: '/my-bookings' });

    expect(screen.getByRole('heading', { name: 'Log masuk untuk melihat tempahan anda' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Daftar Akaun' })).toHaveAttribute('href', '/register');
  });
});
