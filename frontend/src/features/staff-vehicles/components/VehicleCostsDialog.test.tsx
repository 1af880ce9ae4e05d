import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { sagaDueForService } from '../test/staffVehicleFixture';

const SAGA = sagaDueForService();

describe('a car’s costs', () => {
  it('lists the costs with their total, records one in whole ringgit and sen, and asks before removing one', async () => {
    const cost = {
      id: 4,
      vehicleId: 5,
      incurredOn: '2026-11-20',
      amount: '350.10',
      category: 'service',
      note: '10,000 km',
      hasReceipt: true,
      recordedBy: 'siti',
      createdAt: '2026-11-20T02:00:00.000Z',
    };
    const { calls } = mockFetch({
      'GET /api/staff/vehicles': { body: { items: [SAGA], total: 1, page: 1, limit: 100 } },
      'GET /api/staff/vehicles/5/costs': { body: { items: [cost], total: 1, page: 1, limit: 10, totalAmount: '350.10' } },
      'POST /api/staff/vehicles/5/costs': {
        status: 201,
        body: { ...cost, id: 5, amount: '1200.00', category: 'tyres', note: null, hasReceipt: false },
      },
      'DELETE /api/staff/vehicles/5/costs/4': { status: 204 },
    });
    const { user } = await renderStaffTab('vehicles');
    await user.click(
      within(await screen.findByRole('article', { name: 'Proton Saga - BPK' })).getByRole('button', { name: 'Costs of Proton Saga - BPK' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Costs: Proton Saga - BPK' });
    expect(await within(dialog).findByText('1 cost, RM 350.10 in all')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Costs' })).toHaveTextContent('Service: RM 350.10');

    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record cost' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give an amount such as 350.00, more than RM 0.00');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'tyres');
    await user.click(within(dialog).getByRole('button', { name: 'Record cost' }));
    expect(await screen.findByText('Cost Recorded')).toBeVisible();
    const body = calls.find((call) => call.method === 'POST')?.body ?? '';
    expect(body).toMatch(/name="amount"\r\n\r\n1200\.00\r\n/);
    expect(body).toMatch(/name="category"\r\n\r\ntyres\r\n/);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Service of 20/11/2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this cost?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Cost Removed')).toBeVisible();
  });
});
