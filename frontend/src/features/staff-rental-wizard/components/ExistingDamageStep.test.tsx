import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { STAFF_SESSION } from '../../../test/staffApp';
import { capturedRental, wizardRental } from '../test/wizardRentalFactory';

const RENTAL = 'GET /api/staff/rentals/5';
const DAMAGE = 'GET /api/staff/vehicles/1/damages';
const CONFIRM = 'POST /api/staff/rentals/5/existing-damage-shown';
const WIZARD = '/staff/rentals/5/complete';

const scratch = {
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
  foundAt: '2026-11-03T10:00:00.000Z',
  recordedBy: 'inspector',
  repairedOn: null,
  repairCost: null,
  repairedBy: null,
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 100, viewBox: { width: 200, height: 400 } });

beforeAll(async () => {
  await import('../index');
});

describe("Complete Agreement wizard: the car's existing damage", () => {
  it('shows the open damage on the diagram and as a list, and holds step 1 until it is confirmed', async () => {
    const shownAt = '2026-11-27T03:00:00.000Z';
    const { calls } = mockFetch({
      [RENTAL]: { body: capturedRental() },
      [DAMAGE]: { body: page([scratch]) },
      [CONFIRM]: { body: capturedRental({ existingDamageShownAt: shownAt }) },
    });
    const { user } = renderApp({ path: WIZARD, session: STAFF_SESSION });

    const section = await screen.findByRole('region', { name: 'Existing damage' });
    expect(await within(section).findByRole('img', { name: 'Car diagram with 1 existing damage points' })).toBeVisible();
    const list = within(section).getByRole('list', { name: 'Existing damage' });
    expect(within(list).getByText('Scratch · Small · Bonnet')).toBeVisible();
    expect(within(list).getByText(/Along the left edge/)).toBeVisible();
    expect(calls.find((call) => call.path === '/api/staff/vehicles/1/damages')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Existing Damage Not Shown')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle Photos' })).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/staff/rentals/5/existing-damage-shown')).toBe(false);

    const box = within(section).getByRole('checkbox', { name: 'Existing damage shown to the customer' });
    await user.click(box);
    expect(await within(section).findByText(/^Confirmed /)).toBeVisible();
    expect(box).toBeChecked();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/staff/rentals/5/existing-damage-shown')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fuel & Mileage' })).toBeVisible();
  });

  it("shows a point's close-up from the return it was found at beside it", async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:close-up-31'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const { calls } = mockFetch({
      [RENTAL]: { body: capturedRental() },
      [DAMAGE]: {
        body: page([
          { ...scratch, photoKey: 'close-up-31.jpg' },
          { ...scratch, id: 32, panel: 'roof', note: null },
        ]),
      },
      'GET /api/staff/rentals/4/return/files/close-up-31.jpg': { body: 'jpeg bytes' },
    });
    renderApp({ path: WIZARD, session: STAFF_SESSION });

    const list = await screen.findByRole('list', { name: 'Existing damage' });
    const photo = await within(list).findByRole('img', { name: 'Close-up of the damage: Scratch · Small · Bonnet' });
    expect(photo).toHaveAttribute('src', 'blob:close-up-31');
    // A point without a close-up shows none rather than an empty frame.
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(calls.filter((call) => call.path.includes('/return/files/'))).toHaveLength(1);
  });

  it('asks nothing when the car has no open damage', async () => {
    mockFetch({ [RENTAL]: { body: capturedRental() }, [DAMAGE]: { body: page([]) } });
    const { user } = renderApp({ path: WIZARD, session: STAFF_SESSION });
    // Nothing to show and the photos are in: the wizard opens at the next step.
    expect(await screen.findByRole('heading', { level: 2, name: 'Fuel & Mileage' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    const section = await screen.findByRole('region', { name: 'Existing damage' });
    expect(await within(section).findByText('No open damage is recorded on this car.')).toBeVisible();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fuel & Mileage' })).toBeVisible();
  });

  it('shows a load error with Retry, and does not go on while the damage is unknown', async () => {
    const failed = { status: 500, body: { statusCode: 500, message: 'Something went wrong. Please try again.' } };
    // A failed answer is asked again by the next reader (the screen waits for one, the step shows it).
    mockFetch({ [RENTAL]: { body: wizardRental() }, [DAMAGE]: [failed, failed, { body: page([]) }] });
    const { user } = renderApp({ path: WIZARD, session: STAFF_SESSION });

    const section = await screen.findByRole('region', { name: 'Existing damage' });
    const retry = await within(section).findByRole('button', { name: /Retry/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Existing Damage Not Loaded')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle Photos' })).toBeVisible();

    await user.click(retry);
    expect(await within(section).findByText('No open damage is recorded on this car.')).toBeVisible();
  });

  it('speaks Bahasa Malaysia', async () => {
    await act(() => i18n.changeLanguage('ms'));
    try {
      mockFetch({ [RENTAL]: { body: capturedRental() }, [DAMAGE]: { body: page([scratch]) } });
      renderApp({ path: WIZARD, session: STAFF_SESSION });
      const section = await screen.findByRole('region', { name: 'Kerosakan sedia ada' });
      expect(
        await within(section).findByRole('checkbox', { name: 'Kerosakan sedia ada telah ditunjukkan kepada pelanggan' }),
      ).not.toBeChecked();
      expect(within(within(section).getByRole('list', { name: 'Kerosakan sedia ada' })).getByText('Calar · Kecil · Bonet')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
