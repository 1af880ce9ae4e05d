import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { installFakeXhr } from '../../../test/fakeXhr';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { customer, image, page, paymentView } from '../test/paymentFixtures';

const LIST = 'GET /api/payments/customer';

const pending = paymentView({
  id: 3,
  amount: '150.00',
  paymentFor: 'rental-payment',
  rentalId: 12,
  rentalVehicle: 'Perodua Myvi 1.5 AV',
  rentalVehicleDisplayName: 'Perodua Myvi - WXY',
});
const completed = paymentView({
  id: 2,
  amount: '1234.5',
  paymentFor: 'rental-deposit',
  paymentStatus: 'completed',
  proofUploaded: true,
  createdAt: '2026-11-18T17:30:00.000Z',
});
const failed = paymentView({
  id: 1,
  amount: '0.30',
  paymentFor: 'fine-payment',
  paymentStatus: 'failed',
  proofUploaded: true,
  failureReason: 'The transfer was not received',
});

let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:receipt'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Payment History', () => {
  it("lists the customer's payments with receipt number, amount, purpose, date, status and rental", async () => {
    const { calls, fetchMock } = mockFetch({ [LIST]: { body: page([pending, completed, failed]) } });
    const { user, router } = renderApp({ path: '/payment', session: customer });

    await user.click(screen.getByRole('tab', { name: 'Payment History' }));

    const first = await screen.findByRole('article', { name: 'RCP-2026-000003' });
    expect(router.state.location.search).toBe('?tab=history');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('AmountRM 150.00');
    expect(first).toHaveTextContent('PurposeRental Payment');
    expect(first).toHaveTextContent('Date20/11/2026');
    expect(first).toHaveTextContent('ReferenceKSR-AB12CD34');
    expect(within(first).getByRole('link', { name: 'Rental #12 · Perodua Myvi - WXY' })).toHaveAttribute(
      'href',
      '/my-bookings?tab=rentals',
    );
    expect(within(first).getByRole('button', { name: 'Upload Proof for RCP-2026-000003' })).toBeVisible();
    expect(within(first).getByRole('button', { name: /Download Receipt/ })).toBeVisible();

    const second = screen.getByRole('article', { name: 'RCP-2026-000002' });
    expect(second).toHaveTextContent('Completed');
    expect(second).toHaveTextContent('AmountRM 1,234.50');
    expect(second).toHaveTextContent('PurposeRental Deposit');
    // 17:30 UTC is 01:30 the next day in Kuala Lumpur.
    expect(second).toHaveTextContent('Date19/11/2026');
    expect(within(second).queryByRole('button', { name: /Upload Proof/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Receipt Image RCP-2026-000002 (JPEG)' })).toBeVisible();

    const third = screen.getByRole('article', { name: 'RCP-2026-000001' });
    expect(third).toHaveTextContent('Failed');
    expect(third).toHaveTextContent('ReasonThe transfer was not received');
    expect(within(third).queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();

    expect(calls.find((call) => call.path === '/api/payments/customer')?.headers.get('authorization')).toBe('Bearer jwt-customer');
    const url = fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .find((item) => item.pathname === '/api/payments/customer');
    expect(url?.search).toBe('?page=1&limit=10');
  });

  it('downloads the receipt as receipt-<receiptNumber>.pdf and .jpg with the token', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: page([completed]) },
      'GET /api/payments/2/receipt': { body: '%PDF-1.7' },
      'GET /api/payments/2/receipt/jpeg': { body: 'JFIF' },
    });
    const { user } = renderApp({ path: '/payment?tab=history', session: customer });
    const card = await screen.findByRole('article', { name: 'RCP-2026-000002' });

    await user.click(within(card).getByRole('button', { name: 'Download Receipt RCP-2026-000002 (PDF)' }));
    expect(await screen.findByText('Receipt Downloaded!')).toBeVisible();
    expect(screen.getByText('Saved as receipt-RCP-2026-000002.pdf.')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Receipt Image RCP-2026-000002 (JPEG)' }));
    await waitFor(() =>
      expect(clicked.map((link) => link.download)).toEqual(['receipt-RCP-2026-000002.pdf', 'receipt-RCP-2026-000002.jpg']),
    );
    const pdf = calls.find((call) => call.path === '/api/payments/2/receipt');
    expect(pdf?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(calls.some((call) => call.path === '/api/payments/2/receipt/jpeg')).toBe(true);
  });

  it("says 'Download Error' when the receipt cannot be fetched", async () => {
    mockFetch({
      [LIST]: { body: page([pending]) },
      'GET /api/payments/3/receipt': { status: 404, body: { statusCode: 404, message: 'Payment not found' } },
    });
    const { user } = renderApp({ path: '/payment?tab=history', session: customer });
    const card = await screen.findByRole('article', { name: 'RCP-2026-000003' });

    await user.click(within(card).getByRole('button', { name: /Download Receipt/ }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Download Error');
    expect(toast).toHaveTextContent('Failed to download receipt. Please try again.');
    expect(clicked).toHaveLength(0);
  });

  it('says why when the server is too busy for the receipt (429 for this customer, 503 for everyone), in both languages', async () => {
    const busy = 'You already have documents being prepared. Please wait for them to finish, then try again.';
    const full = 'Too many documents are being prepared right now. Please try again in a minute.';
    mockFetch({
      [LIST]: { body: page([pending]) },
      'GET /api/payments/3/receipt': { status: 429, body: { statusCode: 429, message: busy } },
      'GET /api/payments/3/receipt/jpeg': { status: 503, body: { statusCode: 503, message: full } },
    });
    const { user } = renderApp({ path: '/payment?tab=history', session: customer });
    const card = await screen.findByRole('article', { name: 'RCP-2026-000003' });

    await user.click(within(card).getByRole('button', { name: /Download Receipt/ }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Download Error');
    expect(toast).toHaveTextContent(busy);

    try {
      await act(() => i18n.changeLanguage('ms'));
      await user.click(within(card).getByRole('button', { name: /Imej Resit/ }));
      await waitFor(() =>
        expect(screen.getByText('Terlalu banyak dokumen sedang disediakan sekarang. Sila cuba lagi dalam seminit.')).toBeVisible(),
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(clicked).toHaveLength(0);
  });

  it('uploads the proof of a pending payment from its card, then shows the list again', async () => {
    const { calls } = mockFetch({ [LIST]: [{ body: page([pending]) }, { body: page([{ ...pending, proofUploaded: true }]) }] });
    const xhr = installFakeXhr();
    const { user } = renderApp({ path: '/payment?tab=history', session: customer });
    const card = await screen.findByRole('article', { name: 'RCP-2026-000003' });

    await user.click(within(card).getByRole('button', { name: 'Upload Proof for RCP-2026-000003' }));
    const proof = await screen.findByRole('region', { name: 'Upload Payment Proof' });
    await user.upload(within(proof).getByLabelText('Payment proof image'), image('duitnow.webp', 'image/webp'));
    await user.click(within(proof).getByRole('button', { name: 'Upload Proof' }));
    expect(xhr.sent[0].url).toBe('/api/payments/3/proof');
    act(() => xhr.sent[0].respond(200, { ...pending, proofUploaded: true }));

    expect(await screen.findByText('Payment Completed Successfully!')).toBeVisible();
    const refreshed = await screen.findByRole('article', { name: 'RCP-2026-000003' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Proof uploaded'));
    expect(within(refreshed).queryByRole('button', { name: /Upload Proof/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/payments/customer')).toHaveLength(2);
  });

  it('shows an empty state that leads to Make Payment', async () => {
    mockFetch({ [LIST]: { body: page([]) }, 'GET /api/rentals/mine': { body: page([]) } });
    const { user, router } = renderApp({ path: '/payment?tab=history', session: customer });

    expect(await screen.findByText('No payments yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));

    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  });

  it('shows a load error with Retry', async () => {
    mockFetch({ [LIST]: [{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, { body: page([pending]) }] });
    const { user } = renderApp({ path: '/payment?tab=history', session: customer });

    expect(await screen.findByText(/We could not load your payments/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'RCP-2026-000003' })).toBeVisible();
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch({ [LIST]: { body: page([pending, failed]) } });
    renderApp({ path: '/payment?tab=history', session: customer });

    expect(screen.getByRole('tab', { name: 'Sejarah Pembayaran' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000003' });
    expect(card).toHaveTextContent('Menunggu');
    expect(card).toHaveTextContent('TujuanBayaran Sewaan');
    expect(within(card).getByRole('button', { name: 'Muat Turun Resit RCP-2026-000003 (PDF)' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'RCP-2026-000001' })).toHaveTextContent('Gagal');
  });
});
