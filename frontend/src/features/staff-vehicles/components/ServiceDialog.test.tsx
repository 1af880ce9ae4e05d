import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { sagaDueForService } from '../test/staffVehicleFixture';

const SAGA = sagaDueForService();

describe('a car’s service', () => {
  it('flags a service due on the card, and records a service done and the schedule', async () => {
    const { calls } = mockFetch({
      'GET /api/staff/vehicles': { body: { items: [SAGA], total: 1, page: 1, limit: 100 } },
      'POST /api/staff/vehicles/5/services': { body: { ...SAGA.service, lastServiceKm: 30600, nextServiceKm: 40600, due: false } },
      'PUT /api/staff/vehicles/5/service-schedule': { body: { ...SAGA.service, everyKm: 15000 } },
    });
    const { user } = await renderStaffTab('vehicles');
    const card = await screen.findByRole('article', { name: 'Proton Saga - BPK' });
    expect(card).toHaveTextContent('Service due');

    await user.click(within(card).getByRole('button', { name: 'Service of Proton Saga - BPK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service: Proton Saga - BPK' });
    expect(dialog).toHaveTextContent('Service due now');
    expect(dialog).toHaveTextContent('Odometer 30,500 km');
    expect(dialog).toHaveTextContent('Last service 01/06/2026 at 20,000 km');

    const odometer = within(dialog).getByRole('textbox', { name: /^Odometer then/ });
    await user.clear(odometer);
    await user.type(odometer, '30600');
    await user.click(within(dialog).getByRole('button', { name: 'Record service' }));
    expect(await screen.findByText('Service Recorded')).toBeVisible();
    const posted = JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}') as { odometerKm: number; servicedOn: string };
    expect(posted.odometerKm).toBe(30600);
    expect(posted.servicedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const everyKm = within(dialog).getByRole('textbox', { name: 'Every (km)' });
    await user.clear(everyKm);
    await user.type(everyKm, '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule Saved')).toBeVisible();
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? '{}')).toEqual({ serviceEveryKm: 15000, serviceEveryMonths: 6 });
  });
});
