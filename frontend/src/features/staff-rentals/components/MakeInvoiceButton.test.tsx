import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { rentalPage, staffRental } from '../test/rentalFactory';

const LIST = 'GET /api/staff/rentals';
const ACCOUNT = {
  charges: '108.00',
  deposit: '0.00',
  paid: '0.00',
  refunded: '0.00',
  balanceDue: '108.00',
  depositHeld: '0.00',
  refundable: '0.00',
};
const entry = (id: number, fields: object) => ({
  id,
  kind: 'charge',
  category: null,
  amount: '0.00',
  note: null,
  reversesEntryId: null,
  paymentId: null,
  reversed: false,
  recordedBy: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...fields,
});
const STATEMENT = {
  rentalId: 31,
  account: ACCOUNT,
  entries: [entry(1, { category: 'rental_days', amount: '100.00' }), entry(2, { category: 'service_tax', amount: '8.00' })],
};
const INVOICE = {
  id: 7,
  number: 'INV-2026-000123',
  rentalId: 31,
  customerName: 'Nur Aisyah binti Ahmad',
  invoiceDate: '2026-11-20',
  vehicleRented: 'Perodua Myvi 1.5 AV',
  totalDays: 1,
  subtotalAmount: '100.00',
  taxAmount: '8.00',
  totalAmount: '108.00',
  createdAt: '2026-11-20T03:00:00.000Z',
  billToAddress: '12 Jalan Ampang',
  billToPhone: '012-987 6543',
  lines: [{ category: 'rental_days', description: '', amount: '100.00', taxAmount: '8.00' }],
};

/** Anchors the download helper clicked, instead of the browser saving files. */
function captureDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

async function openAccount() {
  const rendered = await renderStaffTab('rentals');
  const card = await screen.findByRole('article', { name: 'Rental #31' });
  await rendered.user.click(within(card).getByRole('button', { name: 'Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #31' });
  await within(dialog).findByText(/Rental days|No lines on this account yet/);
  return { ...rendered, dialog };
}

beforeAll(async () => {
  await import('../index');
});

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:file-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe("a rental's account: Make Invoice", () => {
  it('shows the service tax line without a Correct button, makes the invoice and saves its PDF under its number', async () => {
    const clicked = captureDownloads();
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'GET /api/staff/rentals/31/account': { body: STATEMENT },
      'POST /api/staff/rentals/31/invoice': { status: 201, body: INVOICE },
      'GET /api/staff/invoices/7/download': { body: '%PDF-1.7 invoice' },
    });
    const { user, dialog } = await openAccount();
    const [days, tax] = within(dialog).getAllByRole('listitem');
    expect(tax).toHaveTextContent('Service tax (SST)');
    expect(within(tax).queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
    expect(within(days).getByRole('button', { name: 'Correct' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Make Invoice' }));
    expect(await screen.findByText('INV-2026-000123 was saved as a PDF.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/staff/rentals/31/invoice']);
    expect(clicked.map((link) => link.download)).toEqual(['invoice-INV-2026-000123-2026-11-20.pdf']);
    expect(within(dialog).getByRole('button', { name: 'Make Invoice' })).toBeEnabled();
  });

  it('says why when there is nothing to bill, in Malay too', async () => {
    const clicked = captureDownloads();
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'GET /api/staff/rentals/31/account': { body: { ...STATEMENT, entries: [] } },
      'POST /api/staff/rentals/31/invoice': {
        status: 409,
        body: { statusCode: 409, code: 'INVOICE_NOTHING_TO_BILL', message: 'This rental has no charges to invoice', error: 'Conflict' },
      },
    });
    const { user, dialog } = await openAccount();
    await act(() => i18n.changeLanguage('ms'));
    const button = within(dialog).getByRole('button', { name: 'Buat Invois' });
    expect(button).toHaveStyle({ minHeight: '44px' });
    await user.click(button);
    expect(await screen.findByText('Sewaan ini tiada caj untuk diinvoiskan')).toBeVisible();
    expect(clicked).toEqual([]);
  });
});
