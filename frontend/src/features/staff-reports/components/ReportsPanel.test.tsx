import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderStaffTab } from '../../../test/staffApp';
import type { BalancesReport, DepositsReport, ReportMonth, SummonsesReport, VehicleReport } from '../api/types';

const RANGE = { from: '2025-12-01', to: '2026-11-30' };

const month = (name: string, booked: string, collected: string, costs: string): ReportMonth => ({
  month: name,
  booked,
  collected,
  costs,
  profit: '0.00',
  daysRented: 10,
  utilisation: 33.3,
});

const FLEET: VehicleReport = {
  ...RANGE,
  days: 365,
  vehicleId: null,
  totals: { daysRented: 250, utilisation: 34.2, booked: '24000.00', collected: '21500.50', costs: '3500.00', profit: '20500.00' },
  months: [month('2026-10', '2400.00', '2150.00', '350.00'), month('2026-11', '1800.00', '1800.00', '0.00')],
  items: [
    {
      vehicleId: 5,
      displayName: 'Perodua Myvi - WXY',
      plateIdentifier: 'WXY',
      isActive: true,
      daysRented: 210,
      utilisation: 67.7,
      booked: '18000.00',
      collected: '16000.00',
      costs: '1500.00',
      profit: '16500.00',
    },
    {
      vehicleId: 7,
      displayName: 'Proton Saga - BPK',
      plateIdentifier: 'BPK',
      isActive: false,
      daysRented: 40,
      utilisation: 11,
      booked: '6000.00',
      collected: '5500.50',
      costs: '2000.00',
      profit: '4000.00',
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

/** The Saga alone, as the server answers with vehicleId=7. */
const SAGA: VehicleReport = {
  ...FLEET,
  vehicleId: 7,
  totals: FLEET.items[1],
  months: [month('2026-10', '600.00', '500.00', '2000.00'), month('2026-11', '0.00', '0.00', '0.00')],
  items: [FLEET.items[1]],
  total: 1,
  limit: 1,
};

const BALANCES: BalancesReport = {
  ...RANGE,
  items: [
    {
      customerId: 3,
      fullName: 'Aisyah binti Rahman',
      phone: '012-345 6789',
      rentals: 2,
      outstanding: '480.00',
      oldestEndDate: '2026-10-04',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  outstanding: '5230.00',
};

const DEPOSITS: DepositsReport = {
  ...RANGE,
  items: [
    {
      rentalId: 41,
      customerId: 3,
      customerName: 'Aisyah binti Rahman',
      vehicle: 'Perodua Myvi - WXY',
      status: 'active',
      startDate: '2026-11-20',
      endDate: '2026-11-30',
      depositHeld: '200.00',
      refundDue: '0.00',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  depositHeld: '1200.00',
  refundDue: '350.00',
};

const SUMMONSES: SummonsesReport = {
  ...RANGE,
  items: [
    {
      id: 9,
      occurredAt: '2026-11-02T03:15:00.000Z',
      plate: 'WXY 1234',
      place: 'Jalan Tun Razak, KM 3.2',
      issuer: 'aes_awas',
      noticeNumber: 'AES123456',
      status: 'charged',
      amount: '150.00',
      rentalId: 31,
      customerName: 'Nur Aisyah',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  amount: '900.00',
};

const TOO_LONG = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'REPORT_RANGE_TOO_LONG',
    message: 'A report covers at most 24 months',
    params: { months: 24 },
  },
};

interface Reply {
  status?: number;
  body: unknown;
}

interface SeenCall {
  url: URL;
  headers: Headers;
}

/**
 * The reports server: answers by path and query (the car's report shares the fleet's path), and
 * keeps each call's address and headers.
 */
function fakeApi(answer: (url: URL) => Reply | undefined = () => undefined) {
  const seen: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      seen.push({ url, headers: request.headers });
      const reply = answer(url) ?? defaultReply(url);
      if (typeof reply.body === 'string') return new Response(reply.body, { status: reply.status ?? 200 });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const of = (path: string) => seen.filter((call) => call.url.pathname === path).map((call) => call.url.searchParams);
  return { seen, of };
}

function defaultReply(url: URL): Reply {
  switch (url.pathname) {
    case '/api/staff/reports/vehicles':
      return { body: url.searchParams.get('vehicleId') === '7' ? SAGA : FLEET };
    case '/api/staff/reports/balances':
      return { body: BALANCES };
    case '/api/staff/reports/deposits':
      return { body: DEPOSITS };
    case '/api/staff/reports/summonses':
      return { body: SUMMONSES };
    default:
      if (url.pathname.endsWith('.xlsx')) return { body: 'xlsx bytes' };
      return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
  }
}

const totals = () => screen.getByRole('region', { name: 'Totals for this range' });
/** A report's tab: the staff area's own tabs have names like Vehicles and Summonses too. */
const reportTab = (name: string, list = 'Report') => within(screen.getByRole('tablist', { name: list })).getByRole('tab', { name });

beforeAll(async () => {
  // The tab's chunk and the chart's, loaded before the first test starts its clock.
  await Promise.all([import('../index'), import('./MonthsChart')]);
});

beforeEach(() => {
  // jsdom has no blob: URLs; the download needs one.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:workbook-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('staff Reports tab: vehicles', () => {
  it("shows the range the server chose, the fleet's totals, each car's figures and the months chart", async () => {
    const api = fakeApi();
    await renderStaffTab('reports');

    expect(await screen.findByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
    const myvi = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(screen.getByText('Showing 01/12/2025 – 30/11/2026')).toBeVisible();
    expect(totals()).toHaveTextContent('BookedRM 24,000.00');
    expect(totals()).toHaveTextContent('CollectedRM 21,500.50');
    expect(totals()).toHaveTextContent('ProfitRM 20,500.00');
    expect(totals()).toHaveTextContent('Utilisation34.2%');
    expect(myvi).toHaveTextContent('Utilisation67.7%');
    expect(myvi).toHaveTextContent('Days rented210');
    expect(myvi).toHaveTextContent('CostsRM 1,500.00');
    expect(screen.getByRole('article', { name: 'Proton Saga - BPK' })).toHaveTextContent('Left the fleet');
    expect(screen.getByText('2 cars, most profitable first')).toBeVisible();

    const chart = await screen.findByRole('figure', { name: 'Booked, collected and costs by month: Whole fleet' });
    expect(chart.querySelector('svg')).not.toBeNull();

    // Nothing typed: the server's own twelve months, first page.
    expect(Object.fromEntries(api.of('/api/staff/reports/vehicles')[0])).toEqual({ page: '1', limit: '20' });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Export to Excel' })).minHeight).toBe('44px');
  });

  it("charts one car's months from its own report, and the whole fleet again", async () => {
    const api = fakeApi();
    const { user } = await renderStaffTab('reports');
    const saga = await screen.findByRole('article', { name: 'Proton Saga - BPK' });
    await screen.findByRole('figure', { name: 'Booked, collected and costs by month: Whole fleet' });

    await user.click(within(saga).getByRole('button', { name: 'Chart of Proton Saga - BPK' }));
    expect(await screen.findByRole('figure', { name: 'Booked, collected and costs by month: Proton Saga - BPK' })).toBeVisible();
    expect(api.of('/api/staff/reports/vehicles').some((query) => query.get('vehicleId') === '7')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Chart for' })).toHaveValue('7');
    // The list and the fleet's totals stay the fleet's.
    expect(screen.getByRole('article', { name: 'Perodua Myvi - WXY' })).toBeVisible();
    expect(totals()).toHaveTextContent('BookedRM 24,000.00');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chart for' }), 'Whole fleet');
    expect(await screen.findByRole('figure', { name: 'Booked, collected and costs by month: Whole fleet' })).toBeVisible();
  });

  it('asks again for the days typed, and shows why a range over 24 months is refused', async () => {
    const api = fakeApi((url) => (url.searchParams.get('from') === '2023-01-01' ? TOO_LONG : undefined));
    const { user } = await renderStaffTab('reports');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/01/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '30/06/2026');
    await waitFor(() => {
      const last = api.of('/api/staff/reports/vehicles').at(-1);
      expect(last?.get('from')).toBe('2026-01-01');
      expect(last?.get('to')).toBe('2026-06-30');
      expect(last?.get('page')).toBe('1');
    });

    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '01/01/2023');
    expect(await screen.findByText(/A report covers at most 24 months/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The refused range's figures are not shown as if they were the old range's.
    expect(screen.queryByRole('region', { name: 'Totals for this range' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();

    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByText(/Laporan meliputi paling banyak 24 bulan/)).toBeVisible();
  });

  it('downloads the workbook of the range on screen, in the reader’s language', async () => {
    const api = fakeApi();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await renderStaffTab('reports');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/01/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '30/06/2026');

    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Workbook Downloaded')).toBeVisible();
    const download = api.seen.find((call) => call.url.pathname === '/api/staff/reports/vehicles.xlsx');
    expect(download?.url.search).toBe('?from=2026-01-01&to=2026-06-30');
    expect(download?.headers.get('authorization')).toBe('Bearer jwt-staff');
    expect(download?.headers.get('accept-language')).toBe('en');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('vehicles-report.xlsx');

    await act(() => i18n.changeLanguage('ms'));
    await user.click(reportTab('Saman terbuka', 'Laporan'));
    await user.click(await screen.findByRole('button', { name: 'Eksport ke Excel' }));
    expect(await screen.findByText('Buku Kerja Dimuat Turun')).toBeVisible();
    const malay = api.seen.filter((call) => call.url.pathname === '/api/staff/reports/summonses.xlsx');
    expect(malay).toHaveLength(1);
    expect(malay[0].headers.get('accept-language')).toBe('ms');
  });
});

describe('staff Reports tab: balances, deposits and summonses', () => {
  it('shows a row and the totals of each', async () => {
    fakeApi();
    const { user } = await renderStaffTab('reports');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(reportTab('Balances owed'));
    const customer = await screen.findByRole('article', { name: 'Aisyah binti Rahman' });
    expect(customer).toHaveTextContent('012-345 6789');
    expect(customer).toHaveTextContent('OutstandingRM 480.00');
    expect(customer).toHaveTextContent('Rentals owing2');
    expect(customer).toHaveTextContent('Oldest end date04/10/2026');
    expect(totals()).toHaveTextContent('OutstandingRM 5,230.00');
    expect(screen.getByText('1 customer owes something')).toBeVisible();

    await user.click(reportTab('Deposits held'));
    const rental = await screen.findByRole('article', { name: 'Rental #41 · Aisyah binti Rahman' });
    expect(rental).toHaveTextContent('Perodua Myvi - WXY');
    expect(rental).toHaveTextContent('Deposit heldRM 200.00');
    expect(rental).toHaveTextContent('StatusActive');
    expect(rental).toHaveTextContent('Dates20/11/2026 – 30/11/2026');
    expect(totals()).toHaveTextContent('Deposit heldRM 1,200.00');
    expect(totals()).toHaveTextContent('Refund dueRM 350.00');

    await user.click(reportTab('Open summonses'));
    const summons = await screen.findByRole('article', { name: 'WXY 1234 · RM 150.00' });
    expect(summons).toHaveTextContent('Jalan Tun Razak, KM 3.2');
    expect(summons).toHaveTextContent('StateCharged');
    expect(summons).toHaveTextContent('Issued byAES / AwAS camera');
    expect(summons).toHaveTextContent('#31 · Nur Aisyah');
    expect(totals()).toHaveTextContent('AmountRM 900.00');
    expect(screen.getByText('1 open summons')).toBeVisible();
  });

  it('says so when a report is empty', async () => {
    fakeApi((url) =>
      url.pathname === '/api/staff/reports/balances' ? { body: { ...BALANCES, items: [], total: 0, outstanding: '0.00' } } : undefined,
    );
    const { user } = await renderStaffTab('reports');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.click(reportTab('Balances owed'));
    expect(await screen.findByText('No balances outstanding')).toBeVisible();
  });

  it('speaks Bahasa Malaysia', async () => {
    fakeApi();
    const { user } = await renderStaffTab('reports');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByRole('tab', { name: 'Laporan', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Laporan' })).toBeVisible();
    expect(screen.getByText('Menunjukkan 01/12/2025 – 30/11/2026')).toBeVisible();
    const malayTotals = screen.getByRole('region', { name: 'Jumlah bagi julat ini' });
    expect(malayTotals).toHaveTextContent('DitempahRM 24,000.00');
    expect(malayTotals).toHaveTextContent('Penggunaan34.2%');
    expect(screen.getByRole('article', { name: 'Proton Saga - BPK' })).toHaveTextContent('Sudah keluar dari armada');
    expect(screen.getByRole('button', { name: 'Carta Proton Saga - BPK' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Ditempah, dikutip dan kos mengikut bulan: Seluruh armada' })).toBeVisible();

    await user.click(reportTab('Deposit dipegang', 'Laporan'));
    const rental = await screen.findByRole('article', { name: 'Sewaan #41 · Aisyah binti Rahman' });
    expect(rental).toHaveTextContent('Deposit dipegangRM 200.00');
  });
});
