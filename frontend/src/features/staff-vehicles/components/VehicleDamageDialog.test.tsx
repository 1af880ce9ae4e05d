import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { staffVehicle } from '../test/staffVehicleFixture';
import type { StaffVehicle, VehicleDamage } from '../api/types';

const MYVI: StaffVehicle = staffVehicle({ registrationDate: null });

const SCRATCH: VehicleDamage = {
  id: 31,
  vehicleId: 1,
  rentalId: 4,
  rental: { id: 4, startDate: '2026-11-01', endDate: '2026-11-03', customerName: 'Aisyah' },
  phase: 'return',
  status: 'open',
  x: 60,
  y: 80,
  panel: 'bonnet',
  kind: 'scratch',
  size: 'small',
  note: 'Along the left edge',
  photoKey: null,
  foundAt: '2026-11-03T02:00:00.000Z',
  recordedBy: 'inspector',
  repairedOn: null,
  repairCost: null,
  repairedBy: null,
};
const REPAIRED: VehicleDamage = { ...SCRATCH, status: 'repaired', repairedOn: '2026-11-20', repairCost: '350.50', repairedBy: 'amin' };

const page = (items: VehicleDamage[]) => ({ items, total: items.length, page: 1, limit: 10, viewBox: { width: 200, height: 400 } });
const LIST = { 'GET /api/staff/vehicles': { body: { items: [MYVI], total: 1, page: 1, limit: 100 } } };
const DAMAGE = 'GET /api/staff/vehicles/1/damages';
const REPAIR = 'POST /api/staff/vehicles/1/damages/31/repair';
const repairCalls = (calls: RecordedCall[]) => calls.filter((call) => `${call.method} ${call.path}` === REPAIR);

async function openDamage(label = 'Damage of Perodua Myvi - WXY') {
  const { user } = await renderStaffTab('vehicles');
  const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
  await user.click(within(card).getByRole('button', { name: label }));
  return { user, dialog: await screen.findByRole('dialog', { name: label }) };
}

describe("a vehicle's damage history", () => {
  it('lists the open damage with where it is, the rental it was found on, and marks it repaired after a confirmation', async () => {
    const { calls } = mockFetch({ ...LIST, [DAMAGE]: [{ body: page([SCRATCH]) }, { body: page([]) }], [REPAIR]: { body: REPAIRED } });
    const { user, dialog } = await openDamage();

    const card = await within(dialog).findByRole('article', { name: 'Scratch · Small · Bonnet' });
    expect(card).toHaveTextContent('Along the left edge');
    expect(
      within(card).getByRole('link', { name: /Found at the return of rental #4 \(Aisyah, 01\/11\/2026 - 03\/11\/2026\)/ }),
    ).toHaveAttribute('href', '/staff/rentals/4/return');
    expect(within(card).getByText('No photo')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Car diagram with 1 damage points on this page' })).toBeVisible();
    expect(within(dialog).getByText('1 damage point on the car')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Mark repaired: Scratch · Small · Bonnet' }));
    const form = await screen.findByRole('dialog', { name: 'Mark Damage Repaired' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Please give the repair cost from RM 0.00 to RM 50,000.00, such as 350.00')).toBeVisible();
    await user.type(within(form).getByLabelText(/Repair cost/), '350.5');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    expect(await within(form).findByText(/will be closed as repaired on .* for RM 350.50/)).toBeVisible();
    expect(repairCalls(calls)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Mark Repaired' }));

    expect(await screen.findByText('Damage Marked Repaired')).toBeVisible();
    expect(repairCalls(calls).map((call) => JSON.parse(call.body) as unknown)).toEqual([
      { repairCost: '350.50', repairedOn: todayInKualaLumpur() },
    ]);
    expect(await within(dialog).findByText('No open damage')).toBeVisible();
  });

  it('shows the repaired list with its cost, day and who repaired it', async () => {
    mockFetch({ ...LIST, [DAMAGE]: [{ body: page([]) }, { body: page([REPAIRED]) }] });
    const { user, dialog } = await openDamage();
    expect(await within(dialog).findByText('No open damage')).toBeVisible();

    await user.click(within(dialog).getByRole('tab', { name: 'Repaired' }));
    const card = await within(dialog).findByRole('article', { name: 'Scratch · Small · Bonnet' });
    expect(card).toHaveTextContent('Repaired 20/11/2026 · RM 350.50 · by amin');
    expect(within(card).queryByRole('button', { name: /Mark repaired/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when someone else marked it first", async () => {
    mockFetch({
      ...LIST,
      [DAMAGE]: { body: page([SCRATCH]) },
      [REPAIR]: {
        status: 409,
        body: { statusCode: 409, code: 'DAMAGE_ALREADY_REPAIRED', message: 'This damage is already marked repaired', error: 'Conflict' },
      },
    });
    const { user, dialog } = await openDamage();
    const card = await within(dialog).findByRole('article', { name: 'Scratch · Small · Bonnet' });
    await user.click(within(card).getByRole('button', { name: 'Mark repaired: Scratch · Small · Bonnet' }));
    const form = await screen.findByRole('dialog', { name: 'Mark Damage Repaired' });
    await user.type(within(form).getByLabelText(/Repair cost/), '80');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(await within(form).findByRole('button', { name: 'Mark Repaired' }));

    expect(await screen.findByText('Could Not Mark Repaired')).toBeVisible();
    expect(screen.getByText('This damage is already marked repaired')).toBeVisible();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mockFetch({
      ...LIST,
      [DAMAGE]: [{ status: 500, body: { statusCode: 500, message: 'Something went wrong. Please try again.' } }, { body: page([SCRATCH]) }],
    });
    const { user, dialog } = await openDamage();
    await user.click(await within(dialog).findByRole('button', { name: /Retry/ }));
    expect(await within(dialog).findByRole('article', { name: 'Scratch · Small · Bonnet' })).toBeVisible();
  });

  it('speaks Bahasa Malaysia', async () => {
    mockFetch({ ...LIST, [DAMAGE]: { body: page([SCRATCH]) } });
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await act(() => i18n.changeLanguage('ms'));
    try {
      await user.click(await screen.findByRole('button', { name: 'Kerosakan Perodua Myvi - WXY' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kerosakan Perodua Myvi - WXY' });
      const card = await within(dialog).findByRole('article', { name: 'Calar · Kecil · Bonet' });
      expect(within(card).getByRole('button', { name: 'Tanda dibaiki: Calar · Kecil · Bonet' })).toBeVisible();
      expect(within(card).getByRole('link', { name: /Dijumpai semasa pemulangan sewaan #4/ })).toBeVisible();
      expect(within(dialog).getByRole('tab', { name: 'Dibaiki' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
