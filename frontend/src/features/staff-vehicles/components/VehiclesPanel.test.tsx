import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { staffVehicle } from '../test/staffVehicleFixture';
import type { StaffVehicle } from '../api/types';

const MYVI: StaffVehicle = staffVehicle({ registrationDate: null, photoUrl: '/api/vehicle-photos/myvi.jpg' });

const LIST = { 'GET /api/staff/vehicles': { body: { items: [MYVI], total: 1, page: 1, limit: 100 } } };

describe('staff Vehicles tab', () => {
  it('lists vehicles as cards with photo, category, rates and state', async () => {
    mockFetch(LIST);
    await renderStaffTab('vehicles');

    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(within(card).getByRole('img', { name: 'Perodua Myvi - WXY' })).toHaveAttribute('src', '/api/vehicle-photos/myvi.jpg');
    expect(card).toHaveTextContent('Compact');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Daily rateRM 90.00');
    expect(card).toHaveTextContent('DepositRM 150.00');
    expect(card).toHaveTextContent('Mileage limit300 km');
    expect(screen.getByRole('heading', { name: 'Vehicle Management' })).toBeVisible();
  });

  it("shows the form's messages for an empty form and a negative mileage limit", async () => {
    const { calls } = mockFetch(LIST);
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    const mileage = within(dialog).getByLabelText(/^Mileage limit/);
    expect(mileage).toHaveAttribute('placeholder', '300');
    expect(within(dialog).getByRole('switch', { name: 'Active (offered to customers)' })).toBeChecked();
    await user.type(mileage, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    expect(await within(dialog).findByText('Vehicle name is required')).toBeVisible();
    expect(within(dialog).getByText('Make is required')).toBeVisible();
    expect(within(dialog).getByText('Model is required')).toBeVisible();
    expect(within(dialog).getByText('Category is required')).toBeVisible();
    expect(within(dialog).getByText('Mileage limit must be 0 or greater')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the category only from the fixed list, named in English, and edits keep the chosen one', async () => {
    mockFetch(LIST);
    const { user } = await renderStaffTab('vehicles');
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(within(card).getByRole('button', { name: 'Edit Perodua Myvi - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Perodua Myvi - WXY' });
    const category = within(dialog).getByLabelText(/^Category/);
    expect(category.tagName).toBe('SELECT');
    expect(category).toHaveValue('Compact');
    const options = within(category).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Compact',
      'Hatchback',
      'Sedan',
      'SUV',
      'MPV',
      'Pickup',
      'Van',
    ]);
    // The prompt is there to say nothing is chosen yet; it cannot be chosen.
    expect(options[0]).toBeDisabled();
    await user.selectOptions(category, 'MPV');
    expect(category).toHaveValue('MPV');
  });

  it('creates a vehicle with an empty mileage as 0, and puts a taken name on the name field', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'POST /api/staff/vehicles': {
        status: 409,
        body: { statusCode: 409, code: 'VEHICLE_NAME_TAKEN', message: 'A vehicle with this name already exists', error: 'Conflict' },
      },
    });
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });

    await user.type(within(dialog).getByLabelText(/^Vehicle name/), 'Perodua Myvi 1.5 AV');
    await user.type(within(dialog).getByLabelText(/^Make/), 'Perodua');
    await user.type(within(dialog).getByLabelText(/^Model/), 'Myvi');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Compact');
    const rate = within(dialog).getByLabelText(/^Daily rate/);
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    expect(await within(dialog).findByText('A vehicle with this name already exists')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Vehicle name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Creation Failed');
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: 'Perodua Myvi 1.5 AV',
      make: 'Perodua',
      model: 'Myvi',
      category: 'Compact',
      mileageLimit: 0,
      dailyRate: '120.00',
      deposit: '200.00',
      isActive: true,
    });
  });

  it("opens the 'Crop Vehicle Photo (4:3 Ratio)' dialog for a chosen image", async () => {
    mockFetch(LIST);
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const form = await screen.findByRole('dialog', { name: 'Add Vehicle' });

    await user.upload(within(form).getByLabelText('Vehicle photo'), new File(['png'], 'car.png', { type: 'image/png' }));

    const crop = await screen.findByRole('dialog', { name: 'Crop Vehicle Photo (4:3 Ratio)' });
    expect(within(crop).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // The image has not loaded (jsdom draws nothing), so there is no crop to use yet.
    expect(within(crop).getByRole('button', { name: 'Crop & Use' })).toBeDisabled();
    await user.click(within(crop).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop Vehicle Photo (4:3 Ratio)' })).not.toBeInTheDocument());
  });

  it('speaks Bahasa Malaysia: the cards, the form and its validation messages', async () => {
    mockFetch(LIST);
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pengurusan Kenderaan' })).toBeVisible();
    expect(screen.getByText('1 kenderaan, yang aktif dahulu')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Perodua Myvi - WXY' });
    expect(card).toHaveTextContent('Aktif');
    expect(card).toHaveTextContent('Kadar harianRM 90.00');
    expect(within(card).getByText('Kompak')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Sunting Perodua Myvi - WXY' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Tambah Kenderaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kenderaan' });
    expect(within(dialog).getByRole('switch', { name: 'Aktif (ditawarkan kepada pelanggan)' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Had perbatuan/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah Kenderaan' }));

    expect(await within(dialog).findByText('Nama kenderaan diperlukan')).toBeVisible();
    expect(within(dialog).getByText('Kategori diperlukan')).toBeVisible();
    const category = within(dialog).getByLabelText(/^Kategori/);
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih kategori', 'Kompak', 'Hatchback', 'Sedan', 'SUV', 'MPV', 'Pikap', 'Van']);
    expect(within(dialog).getByText('Jenama diperlukan')).toBeVisible();
    expect(within(dialog).getByText('Had perbatuan mestilah 0 atau lebih')).toBeVisible();
  });

  it('asks before deleting and reports a deactivation', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'DELETE /api/staff/vehicles/1': {
        body: {
          deleted: false,
          deactivated: true,
          message: 'This vehicle has rentals or bookings, so it was deactivated instead of deleted.',
        },
      },
    });
    const { user } = await renderStaffTab('vehicles');
    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });

    await user.click(within(card).getByRole('button', { name: 'Delete Perodua Myvi - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this vehicle?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('This vehicle has rentals or bookings, so it was deactivated instead of deleted.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/staff/vehicles/1')).toBe(true);
  });
});
