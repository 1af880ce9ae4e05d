import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { rentalPage, staffRental } from '../../staff-rentals/test/rentalFactory';
import { invoicePage, invoiceView } from '../test/invoiceFactory';

const LIST = 'GET /api/staff/invoices';

const CONFIG = {
  businessName: 'Kereta Sewa Sdn Bhd',
  businessPhone: '+60 12-345 6789',
  businessWhatsapp: '60123456789',
  authorTag: 'KS',
  businessAddress: '12 Jalan Ampang, 50450 Kuala Lumpur',
  bankName: 'Maybank',
  bankAccountName: 'Kereta Sewa Sdn Bhd',
  bankAccountNumber: '5140 1234 5678',
  customerSignInCode: false,
};

function api(routes: Record<string, MockResponse | MockResponse[]>) {
  return mockFetch({ 'GET /api/config': { body: CONFIG }, ...routes });
}

function listQueries(fetchMock: Mock): string[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
    .filter((url) => url.pathname === '/api/staff/invoices')
    .map((url) => url.search);
}

const jsonBody = (calls: RecordedCall[], method: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method);
  return call?.body ? JSON.parse(call.body) : undefined;
};

/** Anchors the download helper clicked, instead of the browser saving files. */
function captureDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

const todayText = () => todayInKualaLumpur().split('-').reverse().join('/');

beforeAll(async () => {
  await import('../index');
});

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:invoice-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff Invoices tab', () => {
  it('lists invoices newest first with date, vehicle, amount and days', async () => {
    const { fetchMock } = api({
      [LIST]: {
        body: invoicePage(
          [invoiceView({ id: 12 }), invoiceView({ id: 11, totalDays: 1, totalAmount: '1234.5', vehicleRented: 'Honda City' })],
          {
            total: 22,
          },
        ),
      },
    });
    await renderStaffTab('invoices');

    expect(await screen.findByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Invoice #12' });
    expect(card).toHaveTextContent('Date20/11/2026');
    expect(card).toHaveTextContent('AmountRM 560.00');
    expect(card).toHaveTextContent('CustomerNur Aisyah binti Ahmad');
    expect(card).toHaveTextContent('VehiclePerodua Myvi 1.5 AV');
    expect(card).toHaveTextContent('Days3 days');
    expect(within(card).getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delete Invoice' })).toBeEnabled();
    const other = screen.getByRole('article', { name: 'Invoice #11' });
    expect(other).toHaveTextContent('AmountRM 1,234.50');
    expect(other).toHaveTextContent('Days1 day');
    expect(screen.getByText('22 invoices')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeVisible();
    expect(listQueries(fetchMock)[0]).toBe('?page=1&limit=20');
  });

  it("shows 'No Invoices Generated' with 'Generate First Invoice', which opens the form with its defaults", async () => {
    api({ [LIST]: { body: invoicePage([]) }, 'GET /api/staff/rentals': { body: rentalPage([]) } });
    const { user } = await renderStaffTab('invoices');

    expect(await screen.findByText('No Invoices Generated')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate First Invoice' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });
    const company = within(dialog).getByRole('region', { name: 'Company details' });
    expect(await within(company).findByText('Kereta Sewa Sdn Bhd', { selector: 'p' })).toBeVisible();
    expect(company).toHaveTextContent('12 Jalan Ampang, 50450 Kuala Lumpur');
    expect(company).toHaveTextContent('BankMaybank');
    expect(company).toHaveTextContent('Account nameKereta Sewa Sdn Bhd');
    expect(company).toHaveTextContent('Account number5140 1234 5678');

    expect(within(dialog).getByRole('textbox', { name: /Customer Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /Invoice Date/ })).toHaveValue(todayText());
    expect(within(dialog).getByRole('textbox', { name: /Vehicle Rented/ })).toHaveValue('');
    expect(within(dialog).getByRole('spinbutton', { name: /Total Days/ })).toHaveValue(1);
    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveValue(0);
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');
    expect(within(dialog).getByText('RM')).toBeVisible();
  });

  it("shows the form's messages and sends nothing while the form is wrong", async () => {
    const { calls } = api({ [LIST]: { body: invoicePage([]) }, 'GET /api/staff/rentals': { body: rentalPage([]) } });
    const { user } = await renderStaffTab('invoices');
    await user.click(await screen.findByRole('button', { name: 'Generate Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });

    await user.clear(within(dialog).getByRole('textbox', { name: /Invoice Date/ }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Total Days/ }));
    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    await user.clear(amount);
    await user.type(amount, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));

    expect(await within(dialog).findByText('Customer name is required')).toBeVisible();
    expect(within(dialog).getByText('Invoice date is required')).toBeVisible();
    expect(within(dialog).getByText('Vehicle rented is required')).toBeVisible();
    expect(within(dialog).getByText('Total days must be at least 1')).toBeVisible();
    expect(within(dialog).getByText('Total amount must be greater than 0')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('fills the form from a rental, still editable, and generates the invoice with the amount as a string', async () => {
    const created = invoiceView({
      id: 13,
      number: 'INV-2026-000013',
      customerName: 'Tan Wei Ming',
      vehicleRented: 'Honda City - PNG',
      totalDays: 4,
      totalAmount: '1200.50',
    });
    const { calls } = api({
      [LIST]: [{ body: invoicePage([invoiceView({ id: 12 })]) }, { body: invoicePage([created, invoiceView({ id: 12 })]) }],
      'GET /api/staff/rentals': {
        body: rentalPage([
          staffRental({ id: 31 }),
          staffRental({
            id: 30,
            customerName: 'Tan Wei Ming',
            vehicle: 'Honda City 1.5 V',
            vehicleDisplayName: 'Honda City - PNG',
            totalDays: 4,
            grandTotal: '1234.50',
          }),
        ]),
      },
      'POST /api/staff/invoices': { status: 201, body: created },
    });
    const { user } = await renderStaffTab('invoices');
    await screen.findByRole('article', { name: 'Invoice #12' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Fill from rental' }));
    await user.click(await screen.findByRole('option', { name: 'Rental #30 · Tan Wei Ming · Honda City - PNG' }));

    expect(within(dialog).getByRole('textbox', { name: /Customer Name/ })).toHaveValue('Tan Wei Ming');
    expect(within(dialog).getByRole('textbox', { name: /Vehicle Rented/ })).toHaveValue('Honda City - PNG');
    expect(within(dialog).getByRole('spinbutton', { name: /Total Days/ })).toHaveValue(4);
    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveValue(1234.5);

    // Still editable: a discount agreed at the counter.
    await user.clear(amount);
    await user.type(amount, '1200.5');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));

    expect(await screen.findByText('Success')).toBeVisible();
    expect(screen.getByText('Invoice INV-2026-000013 was generated for Tan Wei Ming.')).toBeVisible();
    expect(jsonBody(calls, 'POST')).toEqual({
      customerName: 'Tan Wei Ming',
      invoiceDate: todayInKualaLumpur(),
      vehicleRented: 'Honda City - PNG',
      totalDays: 4,
      totalAmount: '1200.50',
    });
    expect(await screen.findByRole('article', { name: 'INV-2026-000013' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error' with the server's message and keeps the form open when generating fails", async () => {
    api({
      [LIST]: { body: invoicePage([]) },
      'GET /api/staff/rentals': { body: rentalPage([]) },
      'POST /api/staff/invoices': { status: 400, body: { statusCode: 400, message: ['Vehicle rented is required'], error: 'Bad Request' } },
    });
    const { user } = await renderStaffTab('invoices');
    await user.click(await screen.findByRole('button', { name: 'Generate First Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });
    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Tan Wei Ming');
    await user.type(within(dialog).getByRole('textbox', { name: /Vehicle Rented/ }), 'Honda City');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Vehicle rented is required');
    expect(screen.getByRole('dialog', { name: 'Generate Invoice' })).toBeVisible();
  });

  it('sends one Idempotency-Key per opening of the dialog, the same again when a submit is retried', async () => {
    const { calls } = api({
      [LIST]: { body: invoicePage([]) },
      'GET /api/staff/rentals': { body: rentalPage([]) },
      'POST /api/staff/invoices': {
        status: 503,
        body: {
          statusCode: 503,
          message: 'The service is unavailable right now. Please try again in a minute.',
          error: 'Service Unavailable',
        },
      },
    });
    const { user } = await renderStaffTab('invoices');
    await user.click(await screen.findByRole('button', { name: 'Generate First Invoice' }));
    let dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });
    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Tan Wei Ming');
    await user.type(within(dialog).getByRole('textbox', { name: /Vehicle Rented/ }), 'Honda City');
    const generate = () => user.click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));
    await generate();
    await screen.findByRole('alert');
    await generate();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Generate First Invoice' }));
    dialog = await screen.findByRole('dialog', { name: 'Generate Invoice' });
    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Tan Wei Ming');
    await user.type(within(dialog).getByRole('textbox', { name: /Vehicle Rented/ }), 'Honda City');
    await generate();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));

    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^INV-[A-Z0-9]{16}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^INV-[A-Z0-9]{16}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('deletes only after a confirmation that it cannot be undone', async () => {
    const { calls } = api({
      [LIST]: [{ body: invoicePage([invoiceView({ id: 12 })]) }, { body: invoicePage([]) }],
      'DELETE /api/staff/invoices/12': { body: { success: true } },
    });
    const { user } = await renderStaffTab('invoices');
    const card = await screen.findByRole('article', { name: 'Invoice #12' });

    await user.click(within(card).getByRole('button', { name: 'Delete Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Invoice' });
    expect(dialog).toHaveTextContent('Delete invoice #12 for Nur Aisyah binti Ahmad (RM 560.00)? This cannot be undone.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invoice #12 was deleted.')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/staff/invoices/12');
    expect(await screen.findByText('No Invoices Generated')).toBeVisible();
  });

  it("shows 'Error' when the server refuses the delete", async () => {
    api({
      [LIST]: { body: invoicePage([invoiceView({ id: 12 })]) },
      'DELETE /api/staff/invoices/12': { status: 404, body: { statusCode: 404, message: 'Invoice not found', error: 'Not Found' } },
    });
    const { user } = await renderStaffTab('invoices');
    const card = await screen.findByRole('article', { name: 'Invoice #12' });
    await user.click(within(card).getByRole('button', { name: 'Delete Invoice' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Invoice' })).getByRole('button', { name: 'Delete' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invoice not found');
  });

  it("downloads the PDF as invoice-<id>-<date>.pdf with 'Download Complete', or says 'Download Failed'", async () => {
    const clicked = captureDownloads();
    const { calls } = api({
      [LIST]: { body: invoicePage([invoiceView({ id: 12 }), invoiceView({ id: 11 })]) },
      'GET /api/staff/invoices/12/download': { body: '%PDF-1.7' },
      'GET /api/staff/invoices/11/download': { status: 500, body: 'oops' },
    });
    const { user } = await renderStaffTab('invoices');
    const card = await screen.findByRole('article', { name: 'Invoice #12' });

    await user.click(within(card).getByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('Download Complete')).toBeVisible();
    expect(screen.getByText('Saved as invoice-12-2026-11-20.pdf.')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['invoice-12-2026-11-20.pdf']);
    expect(calls.find((call) => call.path === '/api/staff/invoices/12/download')?.headers.get('authorization')).toBe('Bearer jwt-staff');

    await user.click(within(screen.getByRole('article', { name: 'Invoice #11' })).getByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Download Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to download invoice');
    expect(clicked).toHaveLength(1);
  });

  it('speaks Bahasa Malaysia: the empty state, the form and its messages', async () => {
    api({ [LIST]: { body: invoicePage([]) }, 'GET /api/staff/rentals': { body: rentalPage([]) } });
    const { user } = await renderStaffTab('invoices');
    await screen.findByText('No Invoices Generated');

    await act(() => i18n.changeLanguage('ms'));

    await user.click(await screen.findByRole('button', { name: 'Jana Invois Pertama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jana Invois' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Jumlah Hari/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Jana Invois' }));
    expect(await within(dialog).findByText('Nama pelanggan diperlukan')).toBeVisible();
    expect(within(dialog).getByText('Kenderaan yang disewa diperlukan')).toBeVisible();
    expect(within(dialog).getByText('Jumlah hari mestilah sekurang-kurangnya 1')).toBeVisible();
  });
});
