import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { delivery, deliveryPage, fleetVehicle } from '../test/deliveryFactory';
import { monthRange } from '../utils/deliveryForm';

const LIST = 'GET /api/staff/deliveries';
const FLEET = {
  body: {
    items: [
      fleetVehicle({ id: 5, displayName: 'Perodua Myvi - WXY' }),
      fleetVehicle({ id: 7, displayName: 'Honda City - PNG', make: 'Honda', model: 'City', plateIdentifier: 'PNG' }),
      fleetVehicle({ id: 9, displayName: 'Proton Saga - BPK', isActive: false }),
    ],
    total: 3,
    page: 1,
    limit: 100,
  },
};

function api(routes: Record<string, MockResponse | MockResponse[]>) {
  return mockFetch({ 'GET /api/staff/vehicles': FLEET, ...routes });
}

function listQueries(fetchMock: Mock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
    .filter((url) => url.pathname === '/api/staff/deliveries')
    .map((url) => url.searchParams);
}

const jsonBody = (calls: RecordedCall[], method: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method);
  return call?.body ? JSON.parse(call.body) : undefined;
};

beforeAll(async () => {
  await import('../index');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('staff Deliveries tab', () => {
  it("lists this month's deliveries with the period's totals, newest first", async () => {
    const { fetchMock } = api({
      [LIST]: {
        body: deliveryPage(
          [
            delivery({ id: 12, staffName: 'amir' }),
            delivery({
              id: 11,
              vehicleId: 7,
              vehicleDelivered: 'Honda City - PNG',
              deliveryTime: '2026-11-19T15:30:00.000Z',
              totalKm: '1234.5',
              miscExpense: '0.00',
              fromLocation: 'Shah Alam',
              toLocation: 'Klang',
            }),
          ],
          { total: 22, totals: { count: 22, totalKm: '1301.25', miscExpense: '67.80' } },
        ),
      },
    });
    await renderStaffTab('deliveries');

    expect(await screen.findByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
    const first = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(first).toHaveTextContent('From KLIA Terminal 1 to Pavilion Kuala Lumpur');
    expect(first).toHaveTextContent('Time20/11/2026, 9:30 am');
    expect(first).toHaveTextContent('Distance58.40 km');
    expect(first).toHaveTextContent('Misc expenseRM 12.50');
    expect(first).toHaveTextContent('Recorded byamir');
    expect(within(first).getByRole('button', { name: 'Edit delivery' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Delete delivery' })).toBeEnabled();
    // 15:30 UTC on the 19th is 23:30 that evening in Kuala Lumpur.
    const second = screen.getByRole('article', { name: 'Honda City - PNG' });
    expect(second).toHaveTextContent('Time19/11/2026, 11:30 pm');
    expect(second).toHaveTextContent('Distance1,234.50 km');

    const totals = screen.getByRole('region', { name: 'Totals for this period' });
    expect(totals).toHaveTextContent('Deliveries22');
    expect(totals).toHaveTextContent('Total distance1,301.25 km');
    expect(totals).toHaveTextContent('Misc expensesRM 67.80');
    expect(screen.getByText('22 deliveries in this period')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeVisible();

    const month = monthRange(todayInKualaLumpur());
    const query = listQueries(fetchMock)[0];
    expect(Object.fromEntries(query)).toEqual({ from: month.from, to: month.to, page: '1', limit: '20' });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue(month.from.split('-').reverse().join('/'));
  });

  it('asks the server for the dates chosen, and not for a reversed range', async () => {
    const { fetchMock } = api({ [LIST]: { body: deliveryPage([delivery({ id: 12 })]) } });
    const { user } = await renderStaffTab('deliveries');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(from);
    await user.type(from, '01/10/2026');
    await user.clear(to);
    await user.type(to, '15/10/2026');

    await waitFor(() => {
      const last = listQueries(fetchMock).at(-1);
      expect(last?.get('from')).toBe('2026-10-01');
      expect(last?.get('to')).toBe('2026-10-15');
    });

    const asked = listQueries(fetchMock).length;
    await user.clear(to);
    await user.type(to, '01/09/2026');
    expect(await screen.findByText('The end date must be on or after the start date')).toBeVisible();
    expect(listQueries(fetchMock).filter((query) => query.get('to') === '2026-09-01')).toHaveLength(0);
    expect(listQueries(fetchMock).length).toBeGreaterThanOrEqual(asked);
  });

  it("shows 'No deliveries in this period' with Add Delivery", async () => {
    api({ [LIST]: { body: deliveryPage([]) } });
    const { user } = await renderStaffTab('deliveries');

    expect(await screen.findByText('No deliveries in this period')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Totals for this period' })).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Add Delivery' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByRole('dialog', { name: 'Add Delivery' })).toBeVisible();
  });

  it('shows what is wrong and sends nothing while the form is invalid', async () => {
    const { calls } = api({ [LIST]: { body: deliveryPage([]) } });
    const { user } = await renderStaffTab('deliveries');
    await user.click((await screen.findAllByRole('button', { name: 'Add Delivery' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Delivery' });

    await user.type(within(dialog).getByRole('textbox', { name: /Total km/ }), '10.125');
    const expense = within(dialog).getByRole('textbox', { name: /Misc expense/ });
    await user.clear(expense);
    await user.type(expense, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Delivery' }));

    expect(await within(dialog).findByText('Please choose a vehicle')).toBeVisible();
    expect(within(dialog).getByText('Please enter where the vehicle was picked up')).toBeVisible();
    expect(within(dialog).getByText('Please enter where the vehicle was taken')).toBeVisible();
    expect(within(dialog).getByText('At most 2 decimal places')).toBeVisible();
    expect(within(dialog).getByText('Enter an amount, 0 or more, e.g. 12.50')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a delivery from the fleet at a Kuala Lumpur time, km and RM as strings', async () => {
    const created = delivery({ id: 13, vehicleId: 7, vehicleDelivered: 'Honda City - PNG' });
    const { calls } = api({
      [LIST]: [{ body: deliveryPage([]) }, { body: deliveryPage([created], { totals: { totalKm: '42.50', miscExpense: '8.00' } }) }],
      'POST /api/staff/deliveries': { status: 201, body: created },
    });
    const { user } = await renderStaffTab('deliveries');
    await user.click((await screen.findAllByRole('button', { name: 'Add Delivery' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Delivery' });

    const vehicle = within(dialog).getByRole('combobox', { name: /Vehicle/ });
    await waitFor(() => expect(within(vehicle).getAllByRole('option')).toHaveLength(4));
    expect(within(vehicle).getByRole('option', { name: 'Proton Saga - BPK (inactive)' })).toBeInTheDocument();
    await user.selectOptions(vehicle, 'Honda City - PNG');
    const date = within(dialog).getByRole('textbox', { name: /Date/ });
    expect(date).toHaveValue(todayInKualaLumpur().split('-').reverse().join('/'));
    await user.clear(date);
    await user.paste('21/11/2026');
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '23:30' } });
    await user.click(within(dialog).getByRole('textbox', { name: /^From/ }));
    await user.paste('  Bangsar South ');
    await user.click(within(dialog).getByRole('textbox', { name: /^To\b/ }));
    await user.paste('KL Sentral');
    await user.type(within(dialog).getByRole('textbox', { name: /Total km/ }), '42.5');
    const expense = within(dialog).getByRole('textbox', { name: /Misc expense/ });
    await user.clear(expense);
    await user.type(expense, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save Delivery' }));

    expect(await screen.findByText('The delivery of Honda City - PNG was recorded.')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    expect(jsonBody(calls, 'POST')).toEqual({
      vehicleId: 7,
      deliveryTime: '2026-11-21T23:30:00+08:00',
      fromLocation: 'Bangsar South',
      toLocation: 'KL Sentral',
      totalKm: '42.50',
      miscExpense: '8.00',
    });
    expect(await screen.findByRole('article', { name: 'Honda City - PNG' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a delivery, sending only what changed', async () => {
    const recorded = delivery({ id: 12 });
    const { calls } = api({
      [LIST]: { body: deliveryPage([recorded]) },
      'PATCH /api/staff/deliveries/12': { body: { ...recorded, toLocation: 'Mid Valley Megamall', totalKm: '61.00' } },
    });
    const { user } = await renderStaffTab('deliveries');
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.click(within(card).getByRole('button', { name: 'Edit delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery' });

    expect(within(dialog).getByRole('combobox', { name: /Vehicle/ })).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: /Date/ })).toHaveValue('20/11/2026');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('09:30');
    expect(within(dialog).getByRole('textbox', { name: /Total km/ })).toHaveValue('58.40');
    const to = within(dialog).getByRole('textbox', { name: /^To\b/ });
    await user.clear(to);
    await user.paste('Mid Valley Megamall');
    const km = within(dialog).getByRole('textbox', { name: /Total km/ });
    await user.clear(km);
    await user.type(km, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The delivery of Perodua Myvi - WXY was updated.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/api/staff/deliveries/12');
    expect(jsonBody(calls, 'PATCH')).toEqual({ toLocation: 'Mid Valley Megamall', totalKm: '61.00' });
  });

  it('deletes only after a confirmation, and says when the server refuses', async () => {
    const { calls } = api({
      [LIST]: [
        { body: deliveryPage([delivery({ id: 12 }), delivery({ id: 11, vehicleDelivered: 'Honda City - PNG' })]) },
        { body: deliveryPage([delivery({ id: 11, vehicleDelivered: 'Honda City - PNG' })]) },
      ],
      'DELETE /api/staff/deliveries/12': { body: { success: true } },
      'DELETE /api/staff/deliveries/11': { status: 404, body: { statusCode: 404, message: 'Delivery not found', error: 'Not Found' } },
    });
    const { user } = await renderStaffTab('deliveries');
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(within(card).getByRole('button', { name: 'Delete delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Delivery' });
    expect(dialog).toHaveTextContent(
      'Delete the delivery of Perodua Myvi - WXY on 20/11/2026, 9:30 am (KLIA Terminal 1 to Pavilion Kuala Lumpur)? This cannot be undone.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The delivery was deleted.')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/staff/deliveries/12');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Perodua Myvi - WXY' })).not.toBeInTheDocument());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(await screen.findByRole('article', { name: 'Honda City - PNG' })).getByRole('button', { name: 'Delete delivery' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Delivery' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Delivery not found'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
  });

  it('speaks Bahasa Malaysia', async () => {
    api({ [LIST]: { body: deliveryPage([]) } });
    const { user } = await renderStaffTab('deliveries');
    await screen.findByText('No deliveries in this period');

    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByText('Tiada penghantaran dalam tempoh ini')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Penghantaran', selected: true })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Tambah Penghantaran' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penghantaran' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Penghantaran' }));
    expect(await within(dialog).findByText('Sila pilih kenderaan')).toBeVisible();
  });
});
