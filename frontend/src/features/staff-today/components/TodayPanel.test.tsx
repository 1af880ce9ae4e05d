import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';

beforeAll(async () => {
  await import('../index');
});

const rental = (overrides: object) => ({
  id: 1,
  status: 'awaiting_agreement',
  vehicleDisplayName: 'Perodua Myvi - VBN',
  plate: 'VBN',
  customerName: 'Aisyah',
  customerPhone: '012-111 2222',
  startDate: '2026-12-09',
  pickupTime: '10:30',
  endDate: '2026-12-11',
  returnTime: '18:00',
  balanceDue: '360.00',
  paid: false,
  actions: ['finalize_agreement', 'cancel'],
  ...overrides,
});

const DAY = {
  today: '2026-12-09',
  tomorrow: '2026-12-10',
  limit: 50,
  pickups: {
    total: 2,
    items: [
      rental({}),
      rental({
        id: 2,
        status: 'approved',
        plate: 'PKL',
        customerName: 'Tan',
        startDate: '2026-12-10',
        pickupTime: '09:00',
        paid: true,
        balanceDue: '0.00',
        actions: ['hand_over', 'cancel'],
      }),
    ],
  },
  returns: {
    total: 1,
    items: [
      rental({
        id: 3,
        status: 'active',
        plate: 'JHR',
        customerName: 'Siti',
        actions: ['mark_returned', 'cancel'],
        paid: true,
        balanceDue: '0.00',
      }),
    ],
  },
  overdue: { total: 0, items: [] },
  requests: {
    total: 60,
    items: [
      {
        id: 9,
        vehicleDisplayName: 'Honda City - KLT',
        plate: 'KLT',
        customerName: 'Lim',
        startDate: '2026-12-20',
        endDate: '2026-12-22',
        createdAt: '2026-12-08T02:00:00Z',
        paid: false,
      },
    ],
  },
  balances: { total: 0, items: [] },
  compliance: {
    total: 1,
    items: [
      { vehicleId: 7, vehicleDisplayName: 'Proton Saga - BPK', plate: 'BPK', kind: 'insurance', expiresOn: '2026-12-13', daysLeft: 5 },
    ],
  },
};

describe('Today', () => {
  it('shows each card with its plate, customer, time, paid or not, and one next step', async () => {
    mockFetch({ 'GET /api/staff/today': { body: DAY } });
    await renderStaffTab('today');

    const pickups = await screen.findByRole('region', { name: 'Pickups today and tomorrow (2)' });
    const [first, second] = within(pickups).getAllByRole('listitem');
    expect(first).toHaveTextContent('VBN');
    expect(first).toHaveTextContent('Aisyah');
    expect(first).toHaveTextContent('Pickup today 10:30');
    expect(first).toHaveTextContent('Unpaid RM 360.00');
    expect(within(first).getByRole('link', { name: 'Start agreement: VBN, Aisyah' })).toHaveAttribute('href', '/staff/rentals/1/complete');
    expect(second).toHaveTextContent('Pickup tomorrow 09:00');
    expect(second).toHaveTextContent('Paid');
    expect(within(second).getByRole('link', { name: 'Hand over: PKL, Tan' })).toHaveAttribute('href', '/staff?tab=rentals&status=approved');

    const returns = screen.getByRole('region', { name: 'Returns due today (1)' });
    expect(within(returns).getByRole('link', { name: 'Return: JHR, Siti' })).toHaveAttribute('href', '/staff/rentals/3/return');

    expect(screen.getByRole('region', { name: 'Overdue (0)' })).toHaveTextContent('No car is overdue.');

    const requests = screen.getByRole('region', { name: 'Booking requests (60)' });
    expect(within(requests).getByRole('link', { name: 'Approve: KLT, Lim' })).toBeVisible();
    expect(requests).toHaveTextContent('Showing 1 of 60');
    expect(within(requests).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/staff?tab=bookings&requestSort=pickup');

    const papers = screen.getByRole('region', { name: 'Road tax, insurance and permits (1)' });
    const [lapsing] = within(papers).getAllByRole('listitem');
    expect(lapsing).toHaveTextContent('BPK');
    expect(lapsing).toHaveTextContent('Insurance expires in 5 days');
    expect(lapsing).toHaveTextContent('Expires 13/12/2026');
    expect(within(lapsing).getByRole('link', { name: 'Renew: BPK, Insurance expires in 5 days' })).toHaveAttribute(
      'href',
      '/staff?tab=vehicles&compliance=7',
    );
  });

  it('says when nothing is waiting, and offers a retry when the day cannot be read', async () => {
    const empty = {
      ...DAY,
      pickups: { total: 0, items: [] },
      returns: { total: 0, items: [] },
      requests: { total: 0, items: [] },
      compliance: { total: 0, items: [] },
    };
    mockFetch({ 'GET /api/staff/today': [{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, { body: empty }] });
    const { user } = await renderStaffTab('today');

    const retry = await screen.findByRole('button', { name: /try again|retry/i }, { timeout: 5000 });
    await user.click(retry);
    expect(await screen.findByText('Nothing waiting today')).toBeVisible();
  });
});
