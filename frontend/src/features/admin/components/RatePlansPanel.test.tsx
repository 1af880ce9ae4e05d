import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const SCHOOL = {
  id: 4,
  nameEn: 'School holidays',
  nameMs: 'Cuti sekolah',
  startDate: '2027-05-22',
  endDate: '2027-06-06',
  adjustment: 'percent',
  rate: null,
  percent: 25,
  minDays: 3,
  reach: 'category',
  category: 'MPV',
  vehicleId: null,
  holidayKey: null,
};
const SEAT = {
  id: 7,
  nameEn: 'Child seat',
  nameMs: 'Kerusi kanak-kanak',
  pricing: 'per_day',
  price: '10.00',
  cap: '50.00',
  taxable: true,
  categories: null,
  stock: 3,
  active: true,
};
const PLANS = { seasons: [SCHOOL], addOns: [SEAT], deliveryZones: [], weekendDays: [5, 6, 0] };
const RAYA = {
  key: '2027-03-09|End of Ramadan (Eid al-Fitr)',
  nameEn: 'End of Ramadan (Eid al-Fitr)',
  nameMs: 'Hari Raya Aidil Fitri',
  startDate: '2027-03-09',
  endDate: '2027-03-10',
  seasonId: null,
};

const bodyOf = (calls: RecordedCall[], method: string, path: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method && recorded.path === path);
  return call ? JSON.parse(call.body) : undefined;
};

describe('Rate plans (admin)', () => {
  it('shows the weekend, a season in words, and makes a season from a public holiday in one dialog', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/rate-plans': { body: PLANS },
      'GET /api/admin/rate-plans/holidays': { body: [RAYA] },
      'GET /api/vehicles': { body: [] },
      'POST /api/admin/seasons': { status: 201, body: { ...SCHOOL, id: 5 } },
      'PUT /api/admin/weekend': { body: [5, 6] },
    });
    renderApp({ path: '/admin?tab=ratePlans', session: ADMIN });

    const weekend = await screen.findByRole('group', { name: 'Weekend days' });
    expect(within(weekend).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(within(weekend).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    fireEvent.click(within(weekend).getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save weekend' }));
    await waitFor(() => expect(bodyOf(calls, 'PUT', '/api/admin/weekend')).toEqual({ days: [5, 6] }));

    const school = screen.getByRole('article', { name: 'School holidays' });
    expect(school).toHaveTextContent('22/05/2027 – 06/06/2027 · +25% · at least 3 days · MPV');

    fireEvent.click(await screen.findByRole('button', { name: 'Make a season for End of Ramadan (Eid al-Fitr)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add season' });
    expect(within(dialog).getByLabelText(/^First day/)).toHaveValue('2027-03-09');
    expect(within(dialog).getByLabelText(/^Last day/)).toHaveValue('2027-03-10');
    fireEvent.change(within(dialog).getByLabelText(/^Percentage/), { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fewest days/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', '/api/admin/seasons')).toEqual({
        nameEn: 'End of Ramadan (Eid al-Fitr)',
        nameMs: 'Hari Raya Aidil Fitri',
        startDate: '2027-03-09',
        endDate: '2027-03-10',
        adjustment: 'percent',
        percent: 40,
        minDays: 3,
        reach: 'all',
        holidayKey: RAYA.key,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add season' })).toBeNull());
  });

  it('saves an add-on for chosen categories only, and adds a delivery zone', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/rate-plans': { body: PLANS },
      'GET /api/admin/rate-plans/holidays': { body: [] },
      'PUT /api/admin/add-ons/7': { body: SEAT },
      'POST /api/admin/delivery-zones': {
        status: 201,
        body: { id: 1, nameEn: 'Klang Valley', nameMs: 'Lembah Klang', fee: '40.00', active: true },
      },
    });
    renderApp({ path: '/admin?tab=ratePlans', session: ADMIN });

    const seat = await screen.findByRole('article', { name: 'Child seat' });
    fireEvent.click(within(seat).getByRole('checkbox', { name: 'MPV' }));
    fireEvent.click(within(seat).getByRole('checkbox', { name: 'SUV' }));
    fireEvent.change(within(seat).getByLabelText(/^Stock/), { target: { value: '4' } });
    fireEvent.click(within(seat).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'PUT', '/api/admin/add-ons/7')).toEqual({
        nameEn: 'Child seat',
        nameMs: 'Kerusi kanak-kanak',
        pricing: 'per_day',
        price: '10.00',
        cap: '50.00',
        taxable: true,
        categories: ['MPV', 'SUV'],
        stock: 4,
        active: true,
      }),
    );

    const zone = screen.getByRole('article', { name: 'New delivery zone' });
    fireEvent.change(within(zone).getByLabelText('Name (English)'), { target: { value: 'Klang Valley' } });
    fireEvent.change(within(zone).getByLabelText('Name (Malay)'), { target: { value: 'Lembah Klang' } });
    fireEvent.change(within(zone).getByLabelText('Delivery and collection (RM)'), { target: { value: '40.00' } });
    fireEvent.click(within(zone).getByRole('button', { name: 'Add zone' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', '/api/admin/delivery-zones')).toEqual({
        nameEn: 'Klang Valley',
        nameMs: 'Lembah Klang',
        fee: '40.00',
        active: true,
      }),
    );
  });

  it('shows the next eight holidays first and the rest on request, so a phone is not two years of scrolling', async () => {
    const holidays = Array.from({ length: 12 }, (_, index) => ({
      ...RAYA,
      key: `2027-${String(index + 1).padStart(2, '0')}-01|Holiday ${index + 1}`,
      nameEn: `Holiday ${index + 1}`,
      startDate: `2027-${String(index + 1).padStart(2, '0')}-01`,
      endDate: `2027-${String(index + 1).padStart(2, '0')}-01`,
    }));
    mockFetch({
      'GET /api/admin/rate-plans': { body: PLANS },
      'GET /api/admin/rate-plans/holidays': { body: holidays },
      'GET /api/vehicles': { body: [] },
    });
    renderApp({ path: '/admin?tab=ratePlans', session: ADMIN });

    await screen.findByRole('button', { name: 'Make a season for Holiday 8' });
    expect(screen.queryByRole('button', { name: 'Make a season for Holiday 9' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 holidays' }));
    expect(await screen.findByRole('button', { name: 'Make a season for Holiday 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });
});
