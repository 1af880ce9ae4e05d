import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { addDays, todayInKualaLumpur } from '../../../lib/calendarDate';
import type { Session } from '../../../lib/session';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { customerActions } from '../../../test/rentalActions';
import type { CustomerRental } from '../api/types';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };
const MINE = 'GET /api/rentals/mine';

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
    status: 'active',
    agreementReady: true,
    settlementReady: false,
    conditionReportReady: false,
    extensionRequestedUntil: null,
    extensionReason: null,
    extensionDeclineReason: null,
    paidAmount: '0.00',
    paid: false,
    account: {
      charges: '360.00',
      deposit: '200.00',
      paid: '0.00',
      refunded: '0.00',
      balanceDue: '560.00',
      depositHeld: '0.00',
      refundable: '0.00',
    },
    depositRefundDueOn: null,
    review: null,
    createdAt: '2026-10-30T02:00:00.000Z',
    overdue: false,
    overdueSince: null,
    actions: customerActions(overrides.status ?? 'active'),
    ...overrides,
  };
}

const page = (items: CustomerRental[]) => ({ items, total: items.length, page: 1, limit: 10 });

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:agreement-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Bookings: My Rentals', () => {
  it('counts down to the deposit coming back, and links a balance still owed to the payment form filled for it', async () => {
    // Five Kuala Lumpur calendar days ahead, whatever the hour the test runs (an hour added to
    // "now" crosses midnight in the last hour of a Kuala Lumpur day).
    const dueOn = addDays(todayInKualaLumpur(), 5);
    const settled = {
      charges: '360.00',
      deposit: '200.00',
      paid: '560.00',
      refunded: '0.00',
      balanceDue: '0.00',
      depositHeld: '200.00',
      refundable: '200.00',
    };
    mockFetch({
      'GET /api/booking-requests/mine': { body: { items: [], total: 0, page: 1, limit: 10 } },
      [MINE]: {
        body: page([
          rental({ id: 42, status: 'completed', paid: true, account: settled, depositRefundDueOn: dueOn }),
          rental({
            id: 43,
            status: 'completed',
            account: { ...settled, paid: '460.00', balanceDue: '100.00', depositHeld: '100.00', refundable: '100.00' },
          }),
        ]),
      },
    });
    const { user } = renderApp({ path: '/my-bookings', session: customer });
    await user.click(await screen.findByRole('tab', { name: 'My Rentals' }));
    const [first, second] = await screen.findAllByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(first).toHaveTextContent(/Your deposit of RM 200\.00 comes back from \d{2}\/\d{2}\/\d{4} \(in 5 days\)\./);
    expect(within(first).queryByRole('link', { name: /Pay Balance/ })).not.toBeInTheDocument();
    const pay = within(second).getByRole('link', { name: 'Pay Balance RM 100.00' });
    expect(pay).toHaveAttribute('href', '/payment?rental=43&amount=100.00');
  });

  it('shows what was refunded once the deposit is settled, and nothing about refunds before', async () => {
    const refunded = {
      charges: '390.00',
      deposit: '0.00',
      paid: '560.00',
      refunded: '170.00',
      balanceDue: '0.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    mockFetch({
      [MINE]: {
        body: page([
          rental({ id: 44, status: 'completed', paid: true, paidAmount: '560.00', account: refunded }),
          rental({ id: 45, status: 'active' }),
        ]),
      },
    });
    renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const [settled, active] = await screen.findAllByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(settled).toHaveTextContent('PaidRM 560.00 · paid in full');
    expect(settled).toHaveTextContent('Refunded to youRM 170.00');
    expect(settled).toHaveTextContent('Balance dueRM 0.00');
    expect(active).not.toHaveTextContent('Refunded to you');
  });

  it("lists the customer's rentals on the My Rentals tab, with status, dates, days and total", async () => {
    const { calls, fetchMock } = mockFetch({
      'GET /api/booking-requests/mine': { body: { items: [], total: 0, page: 1, limit: 10 } },
      [MINE]: {
        body: page([
          rental({
            id: 41,
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
          }),
          rental({
            id: 40,
            vehicle: 'Honda City 1.5 V',
            vehicleDisplayName: 'Honda City - PNG',
            status: 'awaiting_agreement',
            agreementReady: false,
            totalDays: 1,
            grandTotal: '1234.5',
            serviceTaxAdded: '91.44',
            paidAmount: '0.3',
          }),
        ]),
      },
    });
    const { user, router } = renderApp({ path: '/my-bookings', session: customer });

    expect(await screen.findByText('No booking requests yet')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/rentals/mine')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'My Rentals' }));

    const myvi = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(router.state.location.search).toBe('?tab=rentals');
    expect(screen.getByRole('tab', { name: 'My Rentals' })).toHaveAttribute('aria-selected', 'true');
    expect(myvi).toHaveTextContent('Active');
    expect(myvi).toHaveTextContent('Rental #41');
    expect(myvi).toHaveTextContent('Start date01/11/2026');
    expect(myvi).toHaveTextContent('End date04/11/2026');
    expect(myvi).toHaveTextContent('Duration3 days');
    expect(myvi).toHaveTextContent('Grand totalRM 560.00');
    expect(myvi).toHaveTextContent('PaidRM 560.00 · paid in full');
    expect(myvi).toHaveTextContent('Balance dueRM 0.00');
    expect(myvi).toHaveTextContent('Deposit heldRM 200.00 of RM 200.00');
    expect(within(myvi).getByRole('button', { name: 'Request Extension' })).toBeVisible();
    expect(within(myvi).getByRole('button', { name: 'Download Agreement' })).toBeVisible();

    // The server's display name, not the name kept on the rental at booking time.
    expect(myvi).not.toHaveTextContent('Perodua Myvi 1.5 AV');
    const city = screen.getByRole('article', { name: 'Honda City - PNG' });
    expect(city).toHaveTextContent('Awaiting agreement');
    expect(city).toHaveTextContent('Duration1 day');
    expect(city).toHaveTextContent('Grand totalRM 1,234.50incl. SST RM 91.44');
    expect(myvi).not.toHaveTextContent('SST');
    expect(city).toHaveTextContent('PaidRM 0.30 of RM 1,234.50');
    expect(city).toHaveTextContent('You sign the rental agreement when you collect the car.');
    expect(within(city).queryByRole('button', { name: 'Download Agreement' })).not.toBeInTheDocument();
    expect(within(city).queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();

    const list = calls.find((call) => call.path === '/api/rentals/mine');
    expect(list?.headers.get('authorization')).toBe('Bearer jwt-customer');
    const urls = fetchMock.mock.calls.map(([input]) => new URL(new Request(input as RequestInfo).url));
    expect(urls.find((url) => url.pathname === '/api/rentals/mine')?.search).toBe('?page=1&limit=10');
  });

  it('shows an empty state when there are no rentals', async () => {
    mockFetch({ [MINE]: { body: page([]) } });
    renderApp({ path: '/my-bookings?tab=rentals', session: customer });

    expect(await screen.findByText('No rentals yet')).toBeVisible();
    expect(screen.getByText('Once we approve a booking request, your rental and its agreement appear here.')).toBeVisible();
  });

  it("downloads the agreement with the customer's token as agreement-<id>.pdf", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = mockFetch({
      [MINE]: { body: page([rental({ id: 41, status: 'completed' })]) },
      'GET /api/rentals/41/download-agreement': { body: '%PDF-1.7' },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(card).queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download Agreement' }));

    expect(await screen.findByText('Download Complete')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['agreement-41.pdf']);
    const download = calls.find((call) => call.path === '/api/rentals/41/download-agreement');
    expect(download?.headers.get('authorization')).toBe('Bearer jwt-customer');
  });

  it("offers a settled rental's Settlement Statement and saves it as settlement-<id>.pdf, in Malay too", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = mockFetch({
      [MINE]: { body: page([rental({ id: 41, status: 'completed', settlementReady: true }), rental({ id: 42, status: 'completed' })]) },
      'GET /api/rentals/41/settlement-statement': { body: '%PDF-1.7' },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const [settled, open] = await screen.findAllByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(open).queryByRole('button', { name: 'Settlement Statement' })).not.toBeInTheDocument();

    await user.click(within(settled).getByRole('button', { name: 'Settlement Statement' }));

    expect(await screen.findByText('Statement Downloaded')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['settlement-41.pdf']);
    const download = calls.find((call) => call.path === '/api/rentals/41/settlement-statement');
    expect(download?.headers.get('authorization')).toBe('Bearer jwt-customer');

    await act(() => i18n.changeLanguage('ms'));
    expect(await within(settled).findByRole('button', { name: 'Penyata Penyelesaian' })).toBeVisible();
  });

  it("offers a returned rental's Condition Report and saves it as condition-report-<id>.pdf, in Malay too", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = mockFetch({
      [MINE]: { body: page([rental({ id: 41, status: 'completed', conditionReportReady: true }), rental({ id: 42, status: 'active' })]) },
      'GET /api/rentals/41/condition-report': { body: '%PDF-1.7' },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const [returned, out] = await screen.findAllByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(out).queryByRole('button', { name: 'Condition Report' })).not.toBeInTheDocument();

    await user.click(within(returned).getByRole('button', { name: 'Condition Report' }));

    expect(await screen.findByText('Report Downloaded')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['condition-report-41.pdf']);
    const download = calls.find((call) => call.path === '/api/rentals/41/condition-report');
    expect(download?.headers.get('authorization')).toBe('Bearer jwt-customer');

    await act(() => i18n.changeLanguage('ms'));
    expect(await within(returned).findByRole('button', { name: 'Laporan Keadaan' })).toBeVisible();
  });

  it("shows 'Download Error' when the agreement cannot be fetched", async () => {
    mockFetch({
      [MINE]: { body: page([rental({ id: 41 })]) },
      'GET /api/rentals/41/download-agreement': { status: 404, body: { statusCode: 404, message: 'Rental not found' } },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(within(card).getByRole('button', { name: 'Download Agreement' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Download Error');
    expect(toast).toHaveTextContent('Failed to download PDF agreement');
  });

  it('requests an extension: a date after the current end date and a reason, then shows it on the card', async () => {
    const requested = rental({
      id: 41,
      status: 'extension-requested',
      extensionRequestedUntil: '2026-11-07',
      extensionReason: 'My trip was extended by three days',
    });
    const { calls } = mockFetch({
      [MINE]: [{ body: page([rental({ id: 41, extensionDeclineReason: 'Booked that weekend' })]) }, { body: page([requested]) }],
      'POST /api/rentals/41/extension': { body: requested },
      'POST /api/rentals/41/extension-quote': {
        body: {
          newEndDate: '2026-11-07',
          extraDays: 3,
          lines: [
            { category: 'extension', amount: '360.00', name: null },
            { category: 'add_on', amount: '30.00', name: { en: 'Child seat', ms: 'Kerusi kanak-kanak' } },
          ],
          addedTax: '31.20',
          extensionTotal: '421.20',
          newGrandTotal: '981.20',
        },
      },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(card).toHaveTextContent('Extension declined');
    expect(card).toHaveTextContent('Booked that weekend');

    await user.click(within(card).getByRole('button', { name: 'Request Extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Extension' });
    expect(dialog).toHaveTextContent('Your Perodua Myvi - WXY is due back on 04/11/2026.');
    const date = within(dialog).getByRole('textbox', { name: /New end date/ });
    await user.type(date, '04/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByText('The new end date must be after the current end date')).toBeVisible();
    expect(within(dialog).getByText('Please give a reason for the extension')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(date);
    await user.type(date, '07/11/2026');
    // The price of the three days comes before the request is sent.
    const price = await within(dialog).findByRole('group', { name: 'Price of the extension' });
    expect(price).toHaveTextContent('3 more daysRM 360.00');
    expect(price).toHaveTextContent('Child seatRM 30.00');
    expect(price).toHaveTextContent('SSTRM 31.20');
    expect(price).toHaveTextContent('The extension costs RM 421.20');
    expect(price).toHaveTextContent('New rental total: RM 981.20');
    expect(JSON.parse(calls.find((call) => call.path.endsWith('/extension-quote'))?.body ?? '{}')).toEqual({ newEndDate: '2026-11-07' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the extension/ }), ' My trip was extended by three days ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Extension Requested')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST' && call.path.endsWith('/extension'));
    expect(post?.path).toBe('/api/rentals/41/extension');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ newEndDate: '2026-11-07', reason: 'My trip was extended by three days' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refreshed = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Extension requested until 07/11/2026'));
    expect(refreshed).toHaveTextContent('My trip was extended by three days');
    expect(refreshed).toHaveTextContent('Extension requested');
    expect(within(refreshed).queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the dates under the date field", async () => {
    mockFetch({
      [MINE]: { body: page([rental({ id: 41 })]) },
      'POST /api/rentals/41/extension': {
        status: 409,
        body: { statusCode: 409, message: 'The vehicle is already booked for the extended dates', error: 'Conflict' },
      },
    });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    await user.click(
      within(await screen.findByRole('article', { name: 'Perodua Myvi - WXY' })).getByRole('button', { name: 'Request Extension' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request Extension' });

    await user.type(within(dialog).getByRole('textbox', { name: /New end date/ }), '10/11/2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the extension/ }), 'Longer trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByText('The vehicle is already booked for the extended dates')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /New end date/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Bahasa Malaysia: tabs, card, dialog and its messages', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch({ [MINE]: { body: page([rental({ id: 41 })]) } });
    const { user } = renderApp({ path: '/my-bookings?tab=rentals', session: customer });

    expect(screen.getByRole('tab', { name: 'Sewaan Saya' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Permintaan Tempahan' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(card).toHaveTextContent('Aktif');
    expect(card).toHaveTextContent('Tempoh3 hari');
    expect(within(card).getByRole('button', { name: 'Muat Turun Perjanjian' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Mohon Lanjutan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mohon Lanjutan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tarikh tamat baharu/ }), '01/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Hantar Permintaan' }));
    expect(await within(dialog).findByText('Tarikh tamat baharu mestilah selepas tarikh tamat semasa')).toBeVisible();
    expect(within(dialog).getByText('Sila berikan sebab lanjutan')).toBeVisible();
  });
});

describe('My Bookings: a rental overdue', () => {
  const late = () =>
    rental({ id: 44, endDate: '2026-11-04', returnTime: '18:00', overdue: true, overdueSince: '2026-11-04T10:00:00.000Z' });

  it('flags the card and asks for the car back, with when it was due; a rental on time says nothing', async () => {
    mockFetch({ [MINE]: { body: page([late(), rental({ id: 45, vehicleDisplayName: 'Honda City - PNG' })]) } });
    renderApp({ path: '/my-bookings?tab=rentals', session: customer });

    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Your car was due back on 04/11/2026, 6:00 pm. Please return it as soon as you can, or contact us if you need more time.',
    );
    const onTime = screen.getByRole('article', { name: 'Honda City - PNG' });
    expect(within(onTime).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(onTime).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in Bahasa Malaysia', async () => {
    mockFetch({ [MINE]: { body: page([late()]) } });
    renderApp({ path: '/my-bookings?tab=rentals', session: customer });
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await act(() => i18n.changeLanguage('ms'));

    expect(within(card).getByText('Lewat')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(
      /^Kereta anda sepatutnya dipulangkan pada 04\/11\/2026, 6:00 PTG\. Sila pulangkan/i,
    );
  });
});
