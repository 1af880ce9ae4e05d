import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { paymentPage, staffPayment } from '../test/paymentFactory';

const LIST = 'GET /api/staff/payments';
const QR = 'GET /api/settings/payment-qr';

function listQueries(fetchMock: Mock): string[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
    .filter((url) => url.pathname === '/api/staff/payments')
    .map((url) => url.search);
}

const jsonBody = (calls: RecordedCall[], method: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method);
  return call?.body ? JSON.parse(call.body) : undefined;
};

beforeAll(async () => {
  await import('../index');
});

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:payment-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff Payments tab', () => {
  it('lists pending payments by default with everything staff check', async () => {
    const { fetchMock } = mockFetch({
      [LIST]: {
        body: paymentPage([
          staffPayment({ id: 123, notes: 'Balance for rental 31' }),
          staffPayment({
            id: 122,
            proofUploaded: false,
            rentalId: null,
            rentalVehicle: null,
            rentalVehicleDisplayName: null,
            paymentFor: 'rental-deposit',
            transactionId: null,
          }),
        ]),
      },
    });
    await renderStaffTab('payments');

    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });
    expect(card).toHaveTextContent('RM 560.00');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('CustomerNur Aisyah binti Ahmadaisyah@example.com');
    expect(card).toHaveTextContent('PurposeRental Payment');
    expect(card).toHaveTextContent('MethodDuitNow QR');
    expect(card).toHaveTextContent('ReferenceKSR-ABCD1234');
    expect(card).toHaveTextContent('Date20/11/2026');
    expect(card).toHaveTextContent('RentalRental #31 · Perodua Myvi - WXY');
    expect(card).toHaveTextContent('NotesBalance for rental 31');
    expect(within(card).getByRole('button', { name: 'View Proof' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Download Receipt' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Mark Completed' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Mark Failed' })).toBeEnabled();

    const other = screen.getByRole('article', { name: 'RCP-2026-000122' });
    expect(other).toHaveTextContent('No proof uploaded');
    expect(other).toHaveTextContent('PurposeRental Deposit');
    expect(other).toHaveTextContent('Reference—');
    expect(other).toHaveTextContent('RentalNone');
    expect(within(other).queryByRole('button', { name: 'View Proof' })).not.toBeInTheDocument();

    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Completed', 'Failed']);
    expect(listQueries(fetchMock)[0]).toBe('?status=pending&page=1&limit=20');
  });

  it('keeps the status and the search in the address and sends them, the search once typing pauses', async () => {
    const { fetchMock } = mockFetch({ [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) } });
    const { user, router } = await renderStaffTab('payments&paymentStatus=completed');
    await screen.findByRole('article', { name: 'RCP-2026-000123' });
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
    expect(listQueries(fetchMock)).toEqual(['?status=completed&page=1&limit=20']);

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?page=1&limit=20'));
    expect(new URLSearchParams(router.state.location.search).get('paymentStatus')).toBe('all');

    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'RCP-2026');
    // Typed, but the pause has not passed: nothing sent for it yet.
    expect(listQueries(fetchMock).some((query) => query.includes('search'))).toBe(false);
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?search=RCP-2026&page=1&limit=20'));
    expect(listQueries(fetchMock).filter((query) => query.includes('search'))).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('paymentSearch')).toBe('RCP-2026');
  });

  it('opens with the search from the address and offers to clear a search without matches', async () => {
    const { fetchMock } = mockFetch({ [LIST]: { body: paymentPage([]) } });
    const { user } = await renderStaffTab('payments&paymentSearch=zzz');

    expect(await screen.findByText('No payments match "zzz"')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('zzz');
    expect(listQueries(fetchMock)[0]).toBe('?status=pending&search=zzz&page=1&limit=20');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?status=pending&page=1&limit=20'));
    expect(await screen.findByText('No payments found')).toBeVisible();
  });

  it('marks a payment completed after a confirmation, and the list refreshes', async () => {
    const { calls } = mockFetch({
      [LIST]: [{ body: paymentPage([staffPayment({ id: 123 })]) }, { body: paymentPage([]) }],
      'PATCH /api/staff/payments/123/status': {
        body: staffPayment({ id: 123, paymentStatus: 'completed', verifiedAt: '2026-11-22T03:00:00.000Z', verifiedBy: 'staff' }),
      },
    });
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await user.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Payment Completed' });
    expect(dialog).toHaveTextContent('RM 560.00 from Nur Aisyah binti Ahmad (receipt RCP-2026-000123)');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    expect(await screen.findByText('Status Updated')).toBeVisible();
    expect(screen.getByText('Payment RCP-2026-000123 is completed.')).toBeVisible();
    expect(jsonBody(calls, 'PATCH')).toEqual({ status: 'completed' });
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/api/staff/payments/123/status');
    expect(await screen.findByText('No payments found')).toBeVisible();
  });

  it('marks a payment failed only with a reason', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) },
      'PATCH /api/staff/payments/123/status': {
        body: staffPayment({ id: 123, paymentStatus: 'failed', failureReason: 'No transfer received' }),
      },
    });
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await user.click(within(card).getByRole('button', { name: 'Mark Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Payment Failed' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Failed' }));
    expect(await within(dialog).findByText('Please give a reason for marking the payment as failed')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(reason, ' No transfer received ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Failed' }));

    expect(await screen.findByText('Status Updated')).toBeVisible();
    expect(screen.getByText('Payment RCP-2026-000123 is marked as failed.')).toBeVisible();
    expect(jsonBody(calls, 'PATCH')).toEqual({ status: 'failed', reason: 'No transfer received' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Update Failed' with the server's message when the payment is no longer pending", async () => {
    mockFetch({
      [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) },
      'PATCH /api/staff/payments/123/status': {
        status: 409,
        body: { statusCode: 409, message: 'This payment is no longer pending', error: 'Conflict' },
      },
    });
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });
    await user.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark Payment Completed' })).getByRole('button', { name: 'Mark Completed' }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('This payment is no longer pending');
  });

  it('shows completed and failed payments without the decision buttons', async () => {
    mockFetch({
      [LIST]: {
        body: paymentPage([
          staffPayment({ id: 124, paymentStatus: 'completed', verifiedAt: '2026-11-21T02:00:00.000Z', verifiedBy: 'staff' }),
          staffPayment({ id: 125, paymentStatus: 'failed', failureReason: 'No transfer received' }),
        ]),
      },
    });
    await renderStaffTab('payments&paymentStatus=all');

    const completed = await screen.findByRole('article', { name: 'RCP-2026-000124' });
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveTextContent('by staff');
    expect(within(completed).getByRole('button', { name: 'Download Receipt' })).toBeVisible();
    expect(within(completed).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();

    const failed = screen.getByRole('article', { name: 'RCP-2026-000125' });
    expect(failed).toHaveTextContent('Reason for failureNo transfer received');
    expect(within(failed).queryByRole('button', { name: 'Download Receipt' })).not.toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Mark Failed' })).not.toBeInTheDocument();
  });

  it('attaches a completed payment to a rental by its number, and detaches it with a reason', async () => {
    const stray = staffPayment({ id: 126, paymentStatus: 'completed', rentalId: null, rentalVehicleDisplayName: null });
    const { calls } = mockFetch({
      [LIST]: [{ body: paymentPage([stray]) }, { body: paymentPage([staffPayment({ id: 126, paymentStatus: 'completed' })]) }],
      'POST /api/staff/payments/126/attach': { body: staffPayment({ id: 126, paymentStatus: 'completed' }) },
      'POST /api/staff/payments/126/detach': { body: stray },
    });
    const { user } = await renderStaffTab('payments&paymentStatus=all');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000126' });
    expect(within(card).queryByRole('button', { name: 'Detach from Rental' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Attach to Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to Rental' });
    const number = within(dialog).getByRole('textbox', { name: /Rental number/ });
    await user.type(number, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByText('Please enter the rental number, such as 12')).toBeVisible();
    await user.clear(number);
    await user.type(number, '#31');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Payment RCP-2026-000126 now belongs to rental #31.')).toBeVisible();
    expect(jsonBody(calls, 'POST')).toEqual({ rentalId: 31 });

    const attached = await screen.findByRole('article', { name: 'RCP-2026-000126' });
    await user.click(await within(attached).findByRole('button', { name: 'Detach from Rental' }));
    const detach = await screen.findByRole('dialog', { name: 'Detach from Rental' });
    await user.click(within(detach).getByRole('button', { name: 'Detach' }));
    expect(await within(detach).findByText('Please give a reason for detaching the payment')).toBeVisible();
    await user.type(within(detach).getByRole('textbox', { name: /Reason/ }), 'Paid for the other booking');
    await user.click(within(detach).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Payment RCP-2026-000126 no longer belongs to rental #31.')).toBeVisible();
    const detachCall = calls.find((call) => call.path === '/api/staff/payments/126/detach');
    expect(JSON.parse(detachCall?.body ?? '{}')).toEqual({ reason: 'Paid for the other booking' });
  });

  it('opens the proof image in a new tab, fetched with the staff token', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) },
      'GET /api/payments/123/proof': { body: 'image-bytes' },
    });
    const tab = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await user.click(within(card).getByRole('button', { name: 'View Proof' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:payment-1'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.path === '/api/payments/123/proof')?.headers.get('authorization')).toBe('Bearer jwt-staff');
  });

  it('downloads the receipt PDF', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    mockFetch({
      [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) },
      'GET /api/payments/123/receipt': { body: '%PDF-1.7' },
    });
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await user.click(within(card).getByRole('button', { name: 'Download Receipt' }));

    expect(await screen.findByText('Receipt Downloaded!')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['receipt-RCP-2026-000123.pdf']);
  });

  it('says why a receipt cannot be prepared while this staff member already has documents rendering (429)', async () => {
    const busy = 'You already have documents being prepared. Please wait for them to finish, then try again.';
    mockFetch({
      [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) },
      'GET /api/payments/123/receipt': { status: 429, body: { statusCode: 429, message: busy } },
    });
    const { user } = await renderStaffTab('payments');
    const card = await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await user.click(within(card).getByRole('button', { name: 'Download Receipt' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(busy);
  });

  it('shows the payment QR and the account customers pay to, read-only: only the admin changes them', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [QR]: { body: 'png-bytes' },
      'GET /api/config': {
        body: { bankName: 'CIMB Bank', bankAccountName: 'Syarikat Sewa Kereta Ahmad', bankAccountNumber: '8001-2233-4455' },
      },
    });
    const { user } = await renderStaffTab('payments');
    await screen.findByText('No payments found');
    // Collapsed: nothing is fetched until staff open it.
    expect(calls.some((call) => call.path === '/api/settings/payment-qr')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Payment QR/ }));
    expect(await screen.findByRole('img', { name: 'Current payment QR code' })).toHaveAttribute('src', 'blob:payment-1');
    expect(await screen.findByText('Syarikat Sewa Kereta Ahmad')).toBeVisible();
    expect(screen.getByText('8001-2233-4455')).toBeVisible();
    expect(screen.getByText(/Only the admin can change the payment QR code and the bank details/)).toBeVisible();
    expect(screen.queryByLabelText('Upload QR Image')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove QR Image' })).toBeNull();
    expect(calls.some((call) => call.method === 'PUT' || call.method === 'DELETE')).toBe(false);
  });

  it('speaks Bahasa Malaysia: filters, card and the Mark Failed message', async () => {
    mockFetch({ [LIST]: { body: paymentPage([staffPayment({ id: 123 })]) } });
    const { user } = await renderStaffTab('payments');
    await screen.findByRole('article', { name: 'RCP-2026-000123' });

    await act(() => i18n.changeLanguage('ms'));

    const card = screen.getByRole('article', { name: 'RCP-2026-000123' });
    expect(card).toHaveTextContent('Menunggu');
    expect(card).toHaveTextContent('TujuanBayaran Sewaan');
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Semua' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Tandakan Gagal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandakan Bayaran Gagal' });
    await user.click(within(dialog).getByRole('button', { name: 'Tandakan Gagal' }));
    expect(await within(dialog).findByText('Sila berikan sebab bayaran ditandakan gagal')).toBeVisible();
  });
});
