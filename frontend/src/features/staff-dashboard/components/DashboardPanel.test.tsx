import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '../../../api/types';
import { rentalView } from '../../../test/rentalViewFactory';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { DashboardMetrics } from '../api/types';

function rental(overrides: Partial<RentalView> & Pick<RentalView, 'id'>): RentalView {
  return rentalView({
    mileageLimit: 300,
    startDate: '2026-03-02',
    endDate: '2026-03-05',
    rentalPerDay: '90.00',
    deposit: '150.00',
    grandTotal: '420.00',
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  });
}

const revenueByDay = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 1, 6 + index)).toISOString().slice(0, 10);
  return { date: day, revenue: day === '2026-03-02' ? '420.00' : '0.00' };
});

const METRICS: DashboardMetrics = {
  today: '2026-03-07',
  rentedThisWeek: 4,
  totalRevenue: '12345.50',
  collectedRevenue: '9800.00',
  availableCars: 5,
  invoicesToCollect: 2,
  activeToday: 1,
  pendingRequests: 3,
  customers: { total: 12, active: 11 },
  weekRevenue: '1680.00',
  completionRate: 66.7,
  extensionRequests: 1,
  utilization: 16.7,
  recentRentals: [
    rental({ id: 9 }),
    rental({
      id: 8,
      customerName: 'Unknown',
      vehicle: 'Proton X70 1.5 TGDi',
      vehicleDisplayName: 'Proton X70 - JQM',
      status: 'awaiting_agreement',
      grandTotal: '1180.00',
      startDate: '2026-03-10',
      endDate: '2026-03-14',
    }),
  ],
  activeRentalDays: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
  revenueByDay,
  overdueCount: 0,
  overdueRentals: [],
  compliance: {
    total: 2,
    items: [
      { vehicleId: 4, vehicleDisplayName: 'Perodua Myvi - WXY', plate: 'WXY', kind: 'insurance', expiresOn: '2026-03-05', daysLeft: -2 },
      { vehicleId: 5, vehicleDisplayName: 'Honda City - PNG', plate: 'PNG', kind: 'road_tax', expiresOn: '2026-03-19', daysLeft: 12 },
    ],
  },
};

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('staff Dashboard tab', () => {
  it('shows each headline number in its card', async () => {
    const { calls } = mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    await renderStaffTab('dashboard');

    await screen.findByRole('region', { name: 'Total Revenue' });
    // Label, value, caption: the whole text of each card, so a wrong number cannot hide.
    expect(card('Total Revenue').textContent).toBe(
      'Total RevenueRM 12,345.50Booked from active and completed rentals · RM 9,800.00 collected',
    );
    expect(card('Rented This Week').textContent).toBe('Rented This Week4Started in the last 7 days');
    expect(card('Available Cars').textContent).toBe('Available Cars5Active and not rented out');
    expect(card('Invoices to Collect').textContent).toBe('Invoices to Collect2Rentals with a balance due');
    expect(card('Active Rentals Today').textContent).toBe('Active Rentals Today1On the road today');
    expect(card('Pending Requests').textContent).toBe('Pending Requests3Booking requests to review');
    expect(card('Total Customers').textContent).toBe('Total Customers1211 active');
    expect(calls.find((call) => call.path === '/api/staff/dashboard')?.headers.get('authorization')).toBe('Bearer jwt-staff');
  });

  it('opens the list behind each headline number', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    const { user, router } = await renderStaffTab('dashboard');

    await screen.findByRole('region', { name: 'Total Revenue' });
    const opens = (name: string) => within(card(name)).getByRole('link').getAttribute('href');
    expect(opens('Pending Requests')).toBe('/staff?tab=bookings');
    expect(opens('Active Rentals Today')).toBe('/staff?tab=rentals&status=active');
    expect(opens('Available Cars')).toBe('/staff?tab=vehicles');
    expect(opens('Invoices to Collect')).toBe('/staff?tab=invoices');
    expect(opens('Total Customers')).toBe('/staff?tab=customers');
    expect(opens('Rented This Week')).toBe('/staff?tab=rentals&filter=7days');
    expect(opens('Total Revenue')).toBe('/staff?tab=payments');

    await user.click(within(card('Pending Requests')).getByRole('link'));
    expect(await screen.findByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=bookings');
  });

  it('shows the quick stats, the month with today and rental days, the chart and the recent rentals', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    await renderStaffTab('dashboard');

    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    expect(stats).toHaveTextContent('This Week RevenueRM 1,680.00');
    expect(stats).toHaveTextContent('Completion Rate66.7%');
    expect(stats).toHaveTextContent('Extension Requests1');
    expect(stats).toHaveTextContent('Vehicle Utilization16.7%');

    const month = card('This Month');
    expect(within(month).getByRole('table')).toHaveTextContent('March 2026');
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(month).getByText('Saturday, 7 March 2026, today')).toBeInTheDocument();
    expect(within(month).getByText('Monday, 2 March 2026, active rental')).toBeInTheDocument();
    expect(within(month).getByText('Friday, 6 March 2026')).toBeInTheDocument();

    const chart = screen.getByRole('list', { name: 'Revenue by day, last 30 days' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(30);
    expect(bars[24]).toHaveTextContent('02/03/2026: RM 420.00');
    // The bars are drawn by the chart library, loaded after the figures and hidden from screen readers.
    await waitFor(() => expect(card('Revenue, Last 30 Days').querySelector('svg[aria-hidden="true"]')).not.toBeNull());

    const recent = screen.getByRole('table', { name: 'Recent rentals' });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nur Aisyah binti Ahmad');
    expect(rows[0]).toHaveTextContent('02/03/2026 – 05/03/2026');
    expect(rows[0]).toHaveTextContent('RM 420.00');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Unknown');
    expect(rows[1]).toHaveTextContent('Proton X70 - JQM');
    expect(rows[1]).toHaveTextContent('Awaiting agreement');
  });

  it('speaks Bahasa Malaysia: tabs, cards, the month and the chart', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    await renderStaffTab('dashboard');
    await screen.findByRole('region', { name: 'Total Revenue' });

    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByRole('heading', { name: 'Papan Pemuka Kakitangan' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Tempahan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Papan Pemuka' })).toBeVisible();
    expect(screen.getByText('Hari ini Sabtu, 7 Mac 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Muat Semula' })).toBeEnabled();
    expect(card('Jumlah Pelanggan').textContent).toBe('Jumlah Pelanggan1211 aktif');
    const month = card('Bulan Ini');
    expect(within(month).getByRole('table')).toHaveTextContent('Mac 2026');
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab']);
    expect(within(month).getByText('Sabtu, 7 Mac 2026, hari ini')).toBeInTheDocument();
    expect(within(month).getByText('Isnin, 2 Mac 2026, sewaan aktif')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hasil mengikut hari, 30 hari lepas' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sewaan terkini' })).toHaveTextContent('Pelanggan');
  });

  it('offers a retry when the metrics cannot be loaded', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/staff/dashboard': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    const { user } = await renderStaffTab('dashboard');

    expect(await screen.findByText(/We could not load the dashboard\. Internal server error/)).toBeVisible();
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
  });
});

describe('staff Dashboard: overdue rentals', () => {
  const overdue = [
    rental({
      id: 21,
      customerName: 'Tan Wei Ming',
      vehicleDisplayName: 'Honda City - PNG',
      endDate: '2026-03-05',
      overdue: true,
      overdueSince: '2026-03-05T10:00:00.000Z',
    }),
    rental({ id: 22, customerName: 'Siti Aminah', overdue: true, overdueSince: '2026-03-06T01:00:00.000Z' }),
  ];

  it('counts the cars still out past their return time and links each, and the list, to the overdue rentals', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: { ...METRICS, overdueCount: 3, overdueRentals: overdue } } });
    await renderStaffTab('dashboard');

    const panel = await screen.findByRole('region', { name: 'Overdue Rentals' });
    expect(panel).toHaveTextContent('3 cars are still out past their return time');
    const first = within(panel).getByRole('link', { name: 'Overdue rental #21' });
    expect(first).toHaveTextContent('Tan Wei Ming · Honda City - PNGDue back 05/03/2026, 6:00 pm');
    expect(first).toHaveAttribute('href', '/staff?tab=rentals&status=overdue');
    expect(within(panel).getByRole('link', { name: 'Overdue rental #22' })).toHaveAttribute('href', '/staff?tab=rentals&status=overdue');
    expect(within(panel).getByRole('link', { name: 'View overdue rentals' })).toHaveAttribute('href', '/staff?tab=rentals&status=overdue');
  });

  it('says when no car is overdue, and speaks Bahasa Malaysia', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    await renderStaffTab('dashboard');
    expect(await screen.findByRole('region', { name: 'Overdue Rentals' })).toHaveTextContent('No car is overdue.');
    expect(screen.queryByRole('link', { name: 'View overdue rentals' })).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByRole('region', { name: 'Sewaan Lewat' })).toHaveTextContent('Tiada kereta yang lewat.');
  });

  it('counts one car in the singular, in Bahasa Malaysia too', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: { ...METRICS, overdueCount: 1, overdueRentals: overdue.slice(0, 1) } } });
    await renderStaffTab('dashboard');
    expect(await screen.findByRole('region', { name: 'Overdue Rentals' })).toHaveTextContent('1 car is still out past its return time');

    await act(() => i18n.changeLanguage('ms'));
    const panel = await screen.findByRole('region', { name: 'Sewaan Lewat' });
    expect(panel).toHaveTextContent('1 kereta masih belum dipulangkan selepas masa pemulangannya');
    expect(within(panel).getByRole('link', { name: 'Lihat sewaan lewat' })).toBeVisible();
  });
});

describe('staff Dashboard: road tax, insurance and permits', () => {
  it('lists what lapses soon or has lapsed, each a link to renew it on its car, in both languages', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: METRICS } });
    await renderStaffTab('dashboard');

    const panel = await screen.findByRole('region', { name: 'Road Tax, Insurance and Permits' });
    expect(panel).toHaveTextContent('2 dates lapse within 30 days or have lapsed');
    const lapsed = within(panel).getByRole('link', { name: /Perodua Myvi - WXY/ });
    expect(lapsed).toHaveTextContent('Insurance lapsed 2 days ago');
    expect(lapsed).toHaveAttribute('href', '/staff?tab=vehicles&compliance=4');
    expect(within(panel).getByRole('link', { name: /Honda City - PNG/ })).toHaveTextContent('Road tax expires in 12 days');

    await act(() => i18n.changeLanguage('ms'));
    const malay = await screen.findByRole('region', { name: 'Cukai Jalan, Insurans dan Permit' });
    expect(malay).toHaveTextContent('Insurans tamat 2 hari lalu');
    expect(malay).toHaveTextContent('Cukai jalan tamat dalam 12 hari');
  });

  it('says when nothing lapses', async () => {
    mockFetch({ 'GET /api/staff/dashboard': { body: { ...METRICS, compliance: { total: 0, items: [] } } } });
    await renderStaffTab('dashboard');
    expect(await screen.findByRole('region', { name: 'Road Tax, Insurance and Permits' })).toHaveTextContent(
      'Nothing lapses in the next 30 days.',
    );
  });
});
