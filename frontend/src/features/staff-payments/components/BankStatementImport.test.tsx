import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { StatementLine, StatementSettings } from '../api/types';
import { paymentPage } from '../test/paymentFactory';

const LIST = 'GET /api/staff/payments';
const SETTINGS = 'GET /api/staff/bank-statements/columns';
const LINES = 'GET /api/staff/bank-statements/lines';

const PRESETS: StatementSettings['presets'] = [
  {
    layout: 'maybank',
    columns: { date: 'Entry Date', description: 'Transaction Description', reference: null, amount: 'Transaction Amount' },
  },
  { layout: 'cimb', columns: { date: 'Transaction Date', description: 'Description', reference: null, amount: 'Credit' } },
];

function settings(overrides: Partial<StatementSettings> = {}): MockResponse {
  const body: StatementSettings = {
    layout: 'maybank',
    columns: PRESETS[0].columns,
    presets: PRESETS,
    maxMegabytes: 10,
    maxLines: 20000,
    ...overrides,
  };
  return { body };
}

function line(overrides: Partial<StatementLine> & Pick<StatementLine, 'id'>): StatementLine {
  return {
    importId: 1,
    lineDate: '2026-11-03',
    description: 'DUITNOW TRANSFER PAY7QX2M9ABK4TD NUR AISYAH',
    amount: '150.00',
    status: 'proposed',
    matchedPayment: {
      id: 40,
      transactionId: 'PAY-7QX2M9ABK4TD',
      receiptNumber: 'RCP-2026-000040',
      amount: '150.00',
      paymentStatus: 'pending',
      customerName: 'Nur Aisyah',
      rentalId: 31,
    },
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-11-26T03:00:00.000Z',
    ...overrides,
  };
}

const page = (items: StatementLine[]) => ({ body: { items, total: items.length, page: 1, limit: 10 } });
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const linesQueries = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/staff/bank-statements/lines');

/** A 390 px phone: every max-width media query matches (the theme's `down('sm')`). */
function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

async function openSection() {
  const view = await renderStaffTab('payments');
  await screen.findByText('No payments found');
  await view.user.click(screen.getByRole('button', { name: /Import bank statement/ }));
  return view;
}

beforeAll(async () => {
  await import('../index');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff Payments tab: Import bank statement', () => {
  it('loads nothing until opened, then asks for the layout once and remembers it', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [SETTINGS]: [settings({ layout: null, columns: null }), settings({ layout: 'cimb', columns: PRESETS[1].columns })],
      [LINES]: page([]),
      'PUT /api/staff/bank-statements/columns': settings({ layout: 'cimb', columns: PRESETS[1].columns }),
    });
    const view = await renderStaffTab('payments');
    await screen.findByText('No payments found');
    expect(calls.some((call) => call.path.startsWith('/api/staff/bank-statements'))).toBe(false);

    await view.user.click(screen.getByRole('button', { name: /Import bank statement/ }));
    expect(await screen.findByText(/Choose your bank's layout before the first import/)).toBeVisible();
    expect(screen.getByLabelText('Upload Statement (CSV)')).toBeDisabled();
    expect(await screen.findByText('No transfers to confirm')).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Choose Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement columns' });
    await view.user.selectOptions(within(dialog).getByLabelText('Bank layout'), 'custom');
    await view.user.clear(within(dialog).getByRole('textbox', { name: /Amount \(money in\) column/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Columns' }));
    expect(await within(dialog).findByText('Please enter the name of the amount (credit) column')).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await view.user.selectOptions(within(dialog).getByLabelText('Bank layout'), 'cimb');
    expect(within(dialog).getByText(/Reads the date from "Transaction Date", the description from "Description"/)).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Columns' }));

    expect(await screen.findByText('Columns Saved')).toBeVisible();
    const [put] = writes(calls);
    expect(put.path).toBe('/api/staff/bank-statements/columns');
    expect(JSON.parse(put.body)).toEqual({ layout: 'cimb' });
    expect(await screen.findByText('CIMB: Transaction Date · Description · Credit')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends own columns by their headers, and places a refusal on its field', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [SETTINGS]: settings(),
      [LINES]: page([]),
      'PUT /api/staff/bank-statements/columns': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: ['A column name can be at most 100 characters'],
          fields: [{ field: 'dateColumn', code: 'MAX_LENGTH', message: 'A column name can be at most 100 characters' }],
        },
      },
    });
    const { user } = await openSection();
    await user.click(await screen.findByRole('button', { name: 'Change Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement columns' });
    await user.selectOptions(within(dialog).getByLabelText('Bank layout'), 'custom');
    const date = within(dialog).getByRole('textbox', { name: /Date column/ });
    await user.clear(date);
    await user.type(date, 'Tarikh');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference column/ }), 'Recipient Reference');
    await user.click(within(dialog).getByRole('button', { name: 'Save Columns' }));

    expect(await within(dialog).findByText('A column name can be at most 100 characters')).toBeVisible();
    expect(JSON.parse(writes(calls)[0].body)).toEqual({
      layout: 'custom',
      dateColumn: 'Tarikh',
      descriptionColumn: 'Transaction Description',
      referenceColumn: 'Recipient Reference',
      amountColumn: 'Transaction Amount',
    });
    expect(await screen.findByText('Could Not Save Columns')).toBeVisible();
  });

  it('uploads a statement, sums up what it added, and lists the transfers to confirm', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [SETTINGS]: settings(),
      [LINES]: [
        page([]),
        page([line({ id: 7 }), line({ id: 8, description: formula, amount: '1.00', matchedPayment: null, status: 'unmatched' })]),
      ],
      'POST /api/staff/bank-statements': {
        status: 201,
        body: { importId: 3, newLines: 4, duplicateLines: 2, skippedLines: 1, proposedMatches: 1 },
      },
    });
    const { user } = await openSection();
    expect(await screen.findByText('Maybank: Entry Date · Transaction Description · Transaction Amount')).toBeVisible();
    expect(screen.getByText(/A CSV file of at most 10 MB and 20,000 lines/)).toBeVisible();
    await screen.findByText('No transfers to confirm');

    await user.upload(screen.getByLabelText('Upload Statement (CSV)'), new File(['Entry Date,...'], 'november.csv', { type: 'text/csv' }));

    const summary = await screen.findByText('Statement imported');
    const alert = summary.closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('4 new lines · 2 lines imported before (skipped) · 1 row that is not money in (skipped)');
    expect(alert).toHaveTextContent('1 transfer matches a pending payment: confirm it below');
    const upload = writes(calls)[0];
    expect(upload.path).toBe('/api/staff/bank-statements');
    expect(upload.body).toContain('name="statement"');
    expect(upload.headers.get('authorization')).toBe('Bearer jwt-staff');

    const card = await screen.findByRole('article', { name: '03/11/2026 · RM 150.00' });
    expect(card).toHaveTextContent('To confirm');
    expect(card).toHaveTextContent('DUITNOW TRANSFER PAY7QX2M9ABK4TD NUR AISYAH');
    expect(card).toHaveTextContent('Proposed paymentRCP-2026-000040 · Nur AisyahRM 150.00');
    expect(card).toHaveTextContent('ReferencePAY-7QX2M9ABK4TD');
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    // Whatever a bank's text starts with, it is shown as those characters.
    expect(screen.getAllByText(formula)[0].tagName).toBe('SPAN');
    expect(document.querySelector('a[href="http://evil.example"]')).toBeNull();
    expect(linesQueries(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('says what was refused and adds nothing when the server refuses the file; a file above the limit is never sent', async () => {
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [SETTINGS]: settings(),
      [LINES]: page([]),
      'POST /api/staff/bank-statements': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'STATEMENT_COLUMNS_NOT_FOUND',
          error: 'Bad Request',
          message:
            'Columns not found in the statement: "Entry Date". The chosen layout expects "Entry Date", "Transaction Description", "Transaction Amount".',
          params: { missing: '"Entry Date"', expected: '"Entry Date", "Transaction Description", "Transaction Amount"' },
        },
      },
    });
    const { user } = await openSection();
    const input = await screen.findByLabelText('Upload Statement (CSV)');
    await user.upload(input, new File(['Date,Amount'], 'wrong.csv', { type: 'text/csv' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Import Failed');
    expect(toast).toHaveTextContent('Columns not found in the statement: "Entry Date".');
    expect(screen.queryByText('Statement imported')).toBeNull();

    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText('The statement file must be 10 MB or smaller')).toBeVisible();
    expect(writes(calls)).toHaveLength(1);
  });

  it('confirms a proposed transfer in one tap and ignores an unmatched one', async () => {
    const proposed = line({ id: 7 });
    const confirmed = line({
      id: 7,
      status: 'confirmed',
      decidedBy: 'staff',
      decidedAt: '2026-11-26T04:00:00.000Z',
      matchedPayment: { ...(proposed.matchedPayment as NonNullable<StatementLine['matchedPayment']>), paymentStatus: 'completed' },
    });
    const unmatched = line({ id: 9, description: 'CASH DEPOSIT', amount: '1234.50', status: 'unmatched', matchedPayment: null });
    const { calls } = mockFetch({
      [LIST]: { body: paymentPage([]) },
      [SETTINGS]: settings(),
      [LINES]: [page([proposed, unmatched]), page([unmatched]), page([])],
      'POST /api/staff/bank-statements/lines/7/confirm': { body: confirmed },
      'POST /api/staff/bank-statements/lines/9/ignore': { body: { ...unmatched, status: 'ignored' } },
    });
    const { user } = await openSection();
    const card = await screen.findByRole('article', { name: '03/11/2026 · RM 150.00' });
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment Confirmed')).toBeVisible();
    expect(screen.getByText('Payment RCP-2026-000040 is completed.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: '03/11/2026 · RM 150.00' })).toBeNull());

    const other = screen.getByRole('article', { name: '03/11/2026 · RM 1,234.50' });
    expect(other).toHaveTextContent('No pending payment carries this reference and amount.');
    expect(within(other).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(within(other).getByRole('button', { name: 'Ignore' }));
    expect(await screen.findByText('Line Ignored')).toBeVisible();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/staff/bank-statements/lines/7/confirm',
      'POST /api/staff/bank-statements/lines/9/ignore',
    ]);
    // The payments list is refetched: the payment it completed has left the pending ones.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/staff/payments').length).toBeGreaterThanOrEqual(2);
  });

  it('offers no Confirm for a payment decided meanwhile, and filters the lines by status', async () => {
    const stale = line({
      id: 11,
      matchedPayment: { ...(line({ id: 11 }).matchedPayment as NonNullable<StatementLine['matchedPayment']>), paymentStatus: 'completed' },
    });
    const { fetchMock } = mockFetch({ [LIST]: { body: paymentPage([]) }, [SETTINGS]: settings(), [LINES]: page([stale]) });
    const statuses = () =>
      fetchMock.mock.calls
        .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
        .filter((url) => url.pathname === '/api/staff/bank-statements/lines')
        .map((url) => url.searchParams.get('status'));
    const { user } = await openSection();
    const card = await screen.findByRole('article', { name: '03/11/2026 · RM 150.00' });
    expect(card).toHaveTextContent('This payment is no longer pending');
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Ignore' })).toBeEnabled();

    expect(statuses()).toEqual(['proposed']);
    await user.selectOptions(screen.getByLabelText('Show'), 'unmatched');
    await waitFor(() => expect(statuses()).toEqual(['proposed', 'unmatched']));
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(statuses()).toEqual(['proposed', 'unmatched', null]));
  });

  it('works on a 390 px phone in Bahasa Malaysia: full-screen columns dialog, 44 px buttons', async () => {
    phoneViewport();
    mockFetch({ [LIST]: { body: paymentPage([]) }, [SETTINGS]: settings(), [LINES]: page([line({ id: 7 })]) });
    const { user } = await openSection();
    const card = await screen.findByRole('article', { name: '03/11/2026 · RM 150.00' });
    expect(getComputedStyle(within(card).getByRole('button', { name: 'Confirm' })).minHeight).toBe('44px');

    await act(() => i18n.changeLanguage('ms'));
    expect(within(card).getByRole('button', { name: 'Sahkan' })).toBeEnabled();
    expect(card).toHaveTextContent('Bayaran dicadangkan');
    expect(screen.getByText(/Fail CSV paling besar 10 MB/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tukar Lajur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lajur penyata' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await user.selectOptions(within(dialog).getByLabelText('Susun atur bank'), 'custom');
    await user.clear(within(dialog).getByRole('textbox', { name: /Lajur tarikh/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Lajur' }));
    expect(await within(dialog).findByText('Sila masukkan nama lajur tarikh')).toBeVisible();
  });
});
