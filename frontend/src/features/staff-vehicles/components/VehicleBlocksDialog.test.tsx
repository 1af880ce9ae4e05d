import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { VehicleBlock } from '../api/types';
import { staffVehicle } from '../test/staffVehicleFixture';
import { todayInKualaLumpur, addDays } from '../../../lib/calendarDate';

const CITY = staffVehicle({
  id: 3,
  name: 'Honda City 1.5 V',
  displayName: 'Honda City - PNG',
  make: 'Honda',
  model: 'City',
  category: 'Sedan',
  color: null,
  mileageLimit: 0,
  dailyRate: '160.00',
  deposit: '250.00',
  registrationDate: null,
  plateIdentifier: 'PNG',
});
const dmy = (isoDate: string) => isoDate.split('-').reverse().join('/');
const day = (offset: number) => addDays(todayInKualaLumpur(), offset);
const SERVICE: VehicleBlock = {
  id: 9,
  vehicleId: 3,
  vehicleDisplayName: 'Honda City - PNG',
  startDate: day(3),
  endDate: day(4),
  reason: 'service',
  note: 'At the dealer',
  createdBy: 'siti',
  createdAt: '2026-11-01T02:00:00.000Z',
};
const LIST = { 'GET /api/staff/vehicles': { body: { items: [CITY], total: 1, page: 1, limit: 100 } } };

describe('keeping a car off the road', () => {
  it('lists its blocked days, blocks new ones and shows a refusal naming the rental in the way', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'GET /api/staff/vehicles/3/blocks': { body: [SERVICE] },
      'POST /api/staff/vehicles/3/blocks': [
        {
          status: 409,
          body: {
            statusCode: 409,
            code: 'VEHICLE_BLOCK_OVER_RENTAL',
            message: `Rental #41 (Lim) has the car from ${dmy(day(10))} to ${dmy(day(12))}. Move or cancel it first.`,
            params: { rentalId: 41, customerName: 'Lim', startDate: dmy(day(10)), endDate: dmy(day(12)) },
          },
        },
        { status: 201, body: { ...SERVICE, id: 10, startDate: day(20), endDate: day(21), reason: 'repair', note: null } },
      ],
    });
    const { user } = await renderStaffTab('vehicles');
    const card = await screen.findByRole('article', { name: 'Honda City - PNG' });
    await user.click(within(card).getByRole('button', { name: 'Off road: Honda City - PNG' }));

    const dialog = await screen.findByRole('dialog', { name: 'Off the road: Honda City - PNG' });
    const blocked = await within(dialog).findByRole('list', { name: 'Blocked days' });
    expect(blocked).toHaveTextContent(`Service: ${dmy(day(3))} to ${dmy(day(4))}`);
    expect(blocked).toHaveTextContent('At the dealer');

    await user.type(within(dialog).getByRole('textbox', { name: /^First day/ }), dmy(day(11)));
    await user.type(within(dialog).getByRole('textbox', { name: /^Last day/ }), dmy(day(12)));
    await user.click(within(dialog).getByRole('button', { name: 'Block these days' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Rental #41 (Lim) has the car from ${dmy(day(10))} to ${dmy(day(12))}`,
    );

    const from = within(dialog).getByRole('textbox', { name: /^First day/ });
    const to = within(dialog).getByRole('textbox', { name: /^Last day/ });
    await user.clear(from);
    await user.type(from, dmy(day(20)));
    await user.clear(to);
    await user.type(to, dmy(day(21)));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'repair');
    await user.click(within(dialog).getByRole('button', { name: 'Block these days' }));
    expect(await screen.findByText('Days Blocked')).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(call.body) as object);
    expect(posts[1]).toEqual({ startDate: day(20), endDate: day(21), reason: 'repair' });
  });

  it('asks before unblocking', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'GET /api/staff/vehicles/3/blocks': { body: [SERVICE] },
      'DELETE /api/staff/vehicles/3/blocks/9': { body: [] },
    });
    const { user } = await renderStaffTab('vehicles');
    await user.click(
      within(await screen.findByRole('article', { name: 'Honda City - PNG' })).getByRole('button', {
        name: 'Off road: Honda City - PNG',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Off the road: Honda City - PNG' });
    await user.click(await within(dialog).findByRole('button', { name: `Unblock ${dmy(day(3))} to ${dmy(day(4))}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Unblock these days?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Days Unblocked')).toBeVisible();
  });
});
