import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { addDays, todayInKualaLumpur } from '../../../lib/calendarDate';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const PATH = '/admin?activityView=breach';
const VIEWS = 'GET /api/admin/breach/document-views';
const CUSTOMERS = 'GET /api/admin/breach/exposed-customers';

const MEMBERS = [
  { id: 1, username: 'admin', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 2, username: 'aida', role: 'staff', createdAt: '2026-03-04T02:00:00.000Z' },
];

const VIEW = {
  id: 31,
  // 17:15 in Kuala Lumpur.
  viewedAt: '2026-11-20T09:15:00.000Z',
  staffId: 2,
  staffUsername: 'aida',
  staffRole: 'staff',
  customerId: 12,
  customerName: 'Bob Lee',
  customerEmail: 'bob@example.com',
  document: 'icPassport',
};
const GONE = {
  ...VIEW,
  id: 30,
  staffId: 9,
  staffUsername: 'gone_staff',
  staffRole: null,
  customerName: null,
  customerEmail: null,
  document: 'utilityBill',
};

const CUSTOMER = {
  customerId: 12,
  fullName: 'Bob Lee',
  email: 'bob@example.com',
  phone: '013-111 2222',
  language: 'ms',
  documentsViewed: ['icPassport'],
  documentsHeld: ['icPassport', 'driversLicense'],
  lastViewedAt: '2026-11-20T09:15:00.000Z',
};

const page = (items: unknown[]): MockResponse => ({
  body: { from: '2026-11-01', to: '2026-11-30', staffId: null, items, total: items.length, page: 1, limit: 20 },
});

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return { 'GET /api/staff/members': { body: MEMBERS }, [VIEWS]: page([VIEW, GONE]), [CUSTOMERS]: page([CUSTOMER]), ...extra };
}

const queryOf = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => Object.fromEntries(new URLSearchParams(call.search)));

beforeAll(async () => {
  // The panel's chunk, loaded before the first test starts its clock.
  await Promise.all([import('../index'), import('./BreachResponsePanel')]);
});

beforeEach(() => {
  // jsdom has no blob: URLs; the download needs one.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:workbook-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('admin panel: data breach response', () => {
  it('lists the documents viewed and the customers to notify for the last 30 days, and filters by staff member', async () => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: PATH, session: ADMIN });

    const views = await screen.findByRole('list', { name: 'Identity documents viewed' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { name: 'Data breach response' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Data breach' })).toHaveAttribute('aria-pressed', 'true');
    const [bob, gone] = within(views).getAllByRole('listitem');
    expect(bob).toHaveTextContent('Bob Lee');
    expect(bob).toHaveTextContent('bob@example.com');
    expect(bob).toHaveTextContent('DocumentIC/Passport');
    expect(bob).toHaveTextContent('Staffaida');
    expect(bob).toHaveTextContent('RoleStaff');
    expect(bob).toHaveTextContent('Viewed at20/11/2026, 5:15 pm');
    expect(gone).toHaveTextContent('Record no longer held');
    expect(gone).toHaveTextContent('RoleAccount removed');
    expect(gone).toHaveTextContent('DocumentUtility bill');
    expect(screen.getByText('2 views found')).toBeVisible();

    const customers = screen.getByRole('list', { name: 'Customers to notify' });
    const row = within(customers).getByRole('listitem');
    expect(row).toHaveTextContent('#12 · bob@example.com');
    expect(row).toHaveTextContent('Phone013-111 2222');
    expect(row).toHaveTextContent('LanguageMalay');
    expect(row).toHaveTextContent('Documents viewedIC/Passport');
    expect(row).toHaveTextContent("Documents heldIC/Passport, Driver's license");

    const today = todayInKualaLumpur();
    expect(queryOf(calls, '/api/admin/breach/document-views')[0]).toEqual({ from: addDays(today, -29), to: today, page: '1', limit: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'aida');
    await waitFor(() => expect(queryOf(calls, '/api/admin/breach/exposed-customers').at(-1)).toMatchObject({ staffId: '2', page: '1' }));
    expect(queryOf(calls, '/api/admin/breach/document-views').at(-1)).toMatchObject({ staffId: '2' });
  });

  it('downloads each workbook for the same period and staff member, with 44 px buttons', async () => {
    const { calls } = mockFetch(
      routes({
        'GET /api/admin/breach/document-views.xlsx': { body: 'xlsx' },
        'GET /api/admin/breach/exposed-customers.xlsx': {
          status: 400,
          body: { statusCode: 400, code: 'REPORT_RANGE_TOO_LONG', message: 'A report covers at most 24 months', params: { months: 24 } },
        },
      }),
    );
    const { user } = renderApp({ path: PATH, session: ADMIN });
    const button = await screen.findByRole('button', { name: 'Download document views (Excel)' }, { timeout: 10_000 });
    expect(getComputedStyle(button).minHeight).toBe('44px');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'aida');
    await user.click(button);
    expect(await screen.findByText('Workbook downloaded')).toBeVisible();
    const [download] = calls.filter((call) => call.path === '/api/admin/breach/document-views.xlsx');
    expect(Object.fromEntries(new URLSearchParams(download.search))).toMatchObject({ staffId: '2', to: todayInKualaLumpur() });
    expect(download.headers.get('authorization')).toBe('Bearer jwt-admin');

    await user.click(screen.getByRole('button', { name: 'Download customers to notify (Excel)' }));
    expect(await screen.findByText('Could not download the workbook')).toBeVisible();
    expect(await screen.findByText('A report covers at most 24 months')).toBeVisible();
  });

  it('shows the loading state, then says when nothing was exposed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch(routes({ [VIEWS]: { ...page([]), held }, [CUSTOMERS]: { ...page([]), held } }));
    renderApp({ path: PATH, session: ADMIN });
    expect(await screen.findByLabelText('Loading document views', {}, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No identity documents were viewed in this period.')).toBeVisible();
    expect(screen.getByText('No customer’s identity data was exposed in this period.')).toBeVisible();
  });

  it('reads in Malay', async () => {
    mockFetch(routes());
    await act(() => i18n.changeLanguage('ms'));
    renderApp({ path: PATH, session: ADMIN });
    const views = await screen.findByRole('list', { name: 'Dokumen pengenalan yang dilihat' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Tindakan pelanggaran data' })).toBeVisible();
    expect(within(views).getAllByRole('listitem')[0]).toHaveTextContent('DokumenIC/Pasport');
    expect(within(views).getAllByRole('listitem')[1]).toHaveTextContent('Akaun telah dibuang');
    const row = within(screen.getByRole('list', { name: 'Pelanggan untuk dimaklumkan' })).getByRole('listitem');
    expect(row).toHaveTextContent('BahasaBahasa Melayu');
    expect(row).toHaveTextContent('Dokumen disimpanIC/Pasport, Lesen memandu');
    expect(screen.getByRole('button', { name: 'Muat turun pelanggan untuk dimaklumkan (Excel)' })).toBeVisible();
    expect(screen.getByText('1 pelanggan ditemui')).toBeVisible();
  });
});
