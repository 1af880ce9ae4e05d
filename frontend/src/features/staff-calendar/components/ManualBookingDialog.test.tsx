import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page, RentalView } from '../../../api/types';
import { AppProviders } from '../../../app/AppProviders';
import { createAppStore } from '../../../app/store';
import { i18n } from '../../../i18n';
import { addDays, todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { STAFF_SESSION } from '../../../test/staffApp';
import type { StaffCustomer } from '../../staff-customers/api/types';
import type { StaffVehicle } from '../../staff-vehicles/api/types';
import { ManualBookingDialog } from './ManualBookingDialog';

const CUSTOMERS = 'GET /api/staff/customers';
const VEHICLES = 'GET /api/staff/vehicles';
const CREATE = 'POST /api/staff/bookings/manual';

// A week ahead, so the prefilled day is never in the past.
const DAY = addDays(todayInKualaLumpur(), 7);
const dayText = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

function customer(overrides: Partial<StaffCustomer> & Pick<StaffCustomer, 'id' | 'fullName'>): StaffCustomer {
  return {
    email: `customer${overrides.id}@example.com`,
    phone: '+60123456789',
    address: 'Jalan Ampang, Kuala Lumpur',
    icPassportNumber: '900101-14-5678',
    icPassportUrl: null,
    driversLicenseUrl: null,
    utilityBillUrl: null,
    socialMediaHandle: null,
    status: 'active',
    deletionRequestedAt: null,
    erasedAt: null,
    hasAcceptedTerms: true,
    loyaltyPoints: 0,
    tierName: 'Bronze',
    language: 'en',
    confirmedAt: '2026-10-01T02:00:00.000Z',
    createdAt: '2026-10-01T02:00:00.000Z',
    ...overrides,
  };
}

function vehicle(overrides: Partial<StaffVehicle> & Pick<StaffVehicle, 'id' | 'displayName'>): StaffVehicle {
  return {
    name: overrides.displayName,
    make: 'Perodua',
    model: 'Myvi',
    registrationDate: null,
    compliance: [],
    odometerKm: 0,
    service: {
      everyKm: null,
      everyMonths: null,
      lastServiceOn: null,
      lastServiceKm: null,
      nextServiceKm: null,
      nextServiceOn: null,
      due: false,
    },
    category: 'Compact',
    color: 'Granite Grey',
    photoUrl: null,
    mileageLimit: 200,
    dailyRate: '100.00',
    deposit: '200.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
    plateIdentifier: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const page = <T,>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 20 });

const AISYAH = customer({ id: 7, fullName: 'Nur Aisyah binti Ahmad' });
const BLACKLISTED = customer({ id: 8, fullName: 'Nurul Blacklisted', status: 'blacklisted' });
const MYVI = vehicle({ id: 3, displayName: 'Perodua Myvi - WXY' });
const CITY = vehicle({ id: 5, displayName: 'Honda City', make: 'Honda', model: 'City', dailyRate: '150.00', deposit: '300.00' });
const RETIRED = vehicle({ id: 4, displayName: 'Proton Saga', make: 'Proton', model: 'Saga', isActive: false });

function createdRental(overrides: Partial<RentalView> = {}): { rental: RentalView; message: string } {
  return {
    message: 'Booking created',
    rental: {
      id: 41,
      customerId: 7,
      customerName: AISYAH.fullName,
      vehicleId: 3,
      vehicle: 'Perodua Myvi 1.5 AV',
      vehicleDisplayName: 'Perodua Myvi - WXY',
      color: 'Granite Grey',
      mileageLimit: 200,
      startDate: DAY,
      endDate: addDays(DAY, 3),
      pickupTime: '09:00',
      returnTime: '18:00',
      totalDays: 3,
      rentalPerDay: '100.00',
      deposit: '200.00',
      discount: '0.00',
      grandTotal: '500.00',
      serviceTaxAdded: '0.00',
      status: 'awaiting_agreement',
      createdAt: '2026-11-22T02:00:00.000Z',
      overdue: false,
      overdueSince: null,
      ...overrides,
    },
  };
}

function mockServer(create: MockResponse = { status: 201, body: createdRental() }) {
  return mockFetch({
    [CUSTOMERS]: { body: page([AISYAH, BLACKLISTED]) },
    [VEHICLES]: { body: page([MYVI, RETIRED, CITY]) },
    [CREATE]: create,
  });
}

/** The dialog as the calendar uses it: open until it asks to close. */
function renderDialog(title = 'Create Manual Booking') {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <ManualBookingDialog
        open={open}
        date={DAY}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onCreated={onCreated}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <AppProviders store={createAppStore(STAFF_SESSION)}>
      <Harness />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: title });
  return { user, dialog, onClose, onCreated };
}

type User = ReturnType<typeof userEvent.setup>;

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, textarea, select' });

async function chooseCustomer(user: User, dialog: HTMLElement, search: string, name: RegExp) {
  await user.type(input(dialog, /^Customer/), search);
  await user.click(await screen.findByRole('option', { name }));
}

async function chooseVehicle(user: User, dialog: HTMLElement, name: string) {
  const select = input(dialog, /^Vehicle/);
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument());
  await user.selectOptions(select, name);
}

async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe("'Create Manual Booking'", () => {
  it("opens with the form's defaults, both dates on the clicked day, and only active vehicles", async () => {
    mockServer();
    const { dialog } = renderDialog();

    expect(input(dialog, /^Start Date/)).toHaveValue(dayText(DAY));
    expect(input(dialog, /^End Date/)).toHaveValue(dayText(DAY));
    expect(input(dialog, /^Pickup Time/)).toHaveValue('09:00');
    expect(input(dialog, /^Return Time/)).toHaveValue('18:00');
    expect(input(dialog, /^Rental per Day/)).toHaveValue('100.00');
    expect(input(dialog, /^Deposit/)).toHaveValue('200.00');
    expect(input(dialog, /^Notes/)).toHaveValue('');
    expect(input(dialog, /^Customer/)).toHaveValue('');
    // A same-day booking is one day: 1 x RM 100.00 + RM 200.00.
    expect(within(dialog).getByRole('region', { name: 'Estimated Total' })).toHaveTextContent(
      'Estimated TotalRM 300.00' + '1 day × RM 100.00 + RM 200.00 deposit',
    );

    const vehicles = input(dialog, /^Vehicle/);
    await waitFor(() => expect(within(vehicles).getAllByRole('option')).toHaveLength(3));
    expect(
      within(vehicles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a vehicle', 'Honda City', 'Perodua Myvi - WXY']);
    expect(vehicles).toHaveValue('');
  });

  it('shows what is missing or wrong and sends nothing', async () => {
    const { calls } = mockServer();
    const { user, dialog } = renderDialog();

    await retype(user, input(dialog, /^Start Date/), '');
    await retype(user, input(dialog, /^End Date/), '');
    await retype(user, input(dialog, /^Pickup Time/), '25:00');
    await retype(user, input(dialog, /^Return Time/), '6pm');
    await retype(user, input(dialog, /^Rental per Day/), '');
    await retype(user, input(dialog, /^Deposit/), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    expect(await within(dialog).findByText('Please choose a customer')).toBeVisible();
    expect(within(dialog).getByText('Please choose a vehicle')).toBeVisible();
    expect(within(dialog).getByText('Start date is required')).toBeVisible();
    expect(within(dialog).getByText('End date is required')).toBeVisible();
    expect(within(dialog).getByText('Pickup time must be a time such as 09:00')).toBeVisible();
    expect(within(dialog).getByText('Return time must be a time such as 18:00')).toBeVisible();
    expect(within(dialog).getByText('Rental per day is required')).toBeVisible();
    expect(within(dialog).getByText('Deposit must be an amount such as 200.00')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Estimated Total' })).toHaveTextContent(
      'Enter the dates and amounts to see the total.',
    );

    // An end before the start.
    await user.type(input(dialog, /^Start Date/), dayText(addDays(DAY, 2)));
    await user.type(input(dialog, /^End Date/), dayText(DAY));
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    expect(await within(dialog).findByText('End date cannot be before the start date')).toBeVisible();
    expect(within(dialog).queryByText('Start date is required')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches customers on the server and offers only active ones', async () => {
    const { fetchMock } = mockServer();
    const { user, dialog } = renderDialog();

    await user.type(input(dialog, /^Customer/), 'Nur');
    const blacklisted = await screen.findByRole('option', { name: /Nurul Blacklisted/ });
    expect(blacklisted).toHaveAttribute('aria-disabled', 'true');
    expect(blacklisted).toHaveTextContent('Blacklisted, cannot book');
    expect(screen.getByRole('option', { name: /Nur Aisyah binti Ahmad/ })).not.toHaveAttribute('aria-disabled', 'true');

    const searches = () =>
      fetchMock.mock.calls
        .map(([request, init]) => new URL(new Request(request as RequestInfo, init as RequestInit).url))
        .filter((url) => url.pathname === '/api/staff/customers')
        .map((url) => url.search);
    // Opening the list shows the latest customers; the typed text is searched once it rests.
    await waitFor(() => expect(searches()).toContain('?search=Nur&page=1&limit=20'));
    expect(searches()).toEqual(['?page=1&limit=20', '?search=Nur&page=1&limit=20']);
  });

  it("creates the booking, says 'Booking Created!', tells the calendar and closes", async () => {
    const { calls } = mockServer();
    const { user, dialog, onCreated, onClose } = renderDialog();

    await chooseCustomer(user, dialog, 'Aisyah', /Nur Aisyah binti Ahmad/);
    expect(input(dialog, /^Customer/)).toHaveValue('Nur Aisyah binti Ahmad');
    await chooseVehicle(user, dialog, 'Perodua Myvi - WXY');
    await retype(user, input(dialog, /^End Date/), dayText(addDays(DAY, 3)));
    await retype(user, input(dialog, /^Pickup Time/), '8:30');
    await user.type(input(dialog, /^Notes/), '  Deliver to KLIA ');
    expect(within(dialog).getByRole('region', { name: 'Estimated Total' })).toHaveTextContent(
      'RM 500.00' + '3 days × RM 100.00 + RM 200.00 deposit',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Booking Created!');
    expect(toast).toHaveTextContent('Rental #41 for Nur Aisyah binti Ahmad (Perodua Myvi - WXY) is awaiting its agreement.');
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const request = calls.find((call) => call.method === 'POST');
    expect(request?.path).toBe('/api/staff/bookings/manual');
    expect(request?.headers.get('authorization')).toBe('Bearer jwt-staff');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      customerId: 7,
      vehicleId: 3,
      startDate: DAY,
      endDate: addDays(DAY, 3),
      pickupTime: '08:30',
      returnTime: '18:00',
      rentalPerDay: '100.00',
      deposit: '200.00',
      notes: 'Deliver to KLIA',
    });
  });

  it("suggests the chosen vehicle's own price unless an amount was typed", async () => {
    const { calls } = mockServer();
    const { user, dialog } = renderDialog();

    await chooseVehicle(user, dialog, 'Honda City');
    expect(input(dialog, /^Rental per Day/)).toHaveValue('150.00');
    expect(input(dialog, /^Deposit/)).toHaveValue('300.00');
    expect(within(dialog).getByText('Usual price RM 150.00 a day, deposit RM 300.00')).toBeVisible();

    await retype(user, input(dialog, /^Deposit/), '50');
    await chooseVehicle(user, dialog, 'Perodua Myvi - WXY');
    expect(input(dialog, /^Rental per Day/)).toHaveValue('100.00');
    expect(input(dialog, /^Deposit/)).toHaveValue('50');

    await chooseCustomer(user, dialog, 'Nur', /Nur Aisyah binti Ahmad/);
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    await screen.findByRole('status');
    expect(JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}')).toMatchObject({
      vehicleId: 3,
      rentalPerDay: '100.00',
      deposit: '50.00',
    });
  });

  it("shows 'Failed to Create Booking' with the server's message and stays open", async () => {
    mockServer({
      status: 409,
      body: {
        statusCode: 409,
        code: 'VEHICLE_ALREADY_BOOKED',
        message: 'This vehicle is already booked for those dates',
        error: 'Conflict',
      },
    });
    const { user, dialog, onCreated, onClose } = renderDialog();

    await chooseCustomer(user, dialog, 'Nur', /Nur Aisyah binti Ahmad/);
    await chooseVehicle(user, dialog, 'Perodua Myvi - WXY');
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to Create Booking');
    expect(toast).toHaveTextContent('This vehicle is already booked for those dates');
    expect(toast).not.toHaveTextContent('409');
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Manual Booking' })).toBeVisible();
    // The reason also shows under the vehicle, the field to change.
    expect(within(dialog).getByText('This vehicle is already booked for those dates')).toBeVisible();
    // Staff can try again at once (another vehicle, other dates).
    expect(within(dialog).getByRole('button', { name: 'Create Booking' })).toBeEnabled();
  });

  it('speaks Malay', async () => {
    await i18n.changeLanguage('ms');
    const { calls } = mockServer();
    const { user, dialog } = renderDialog('Cipta Tempahan Manual');

    expect(input(dialog, /^Masa Ambil/)).toHaveValue('09:00');
    expect(input(dialog, /^Sewa Sehari/)).toHaveValue('100.00');
    expect(within(dialog).getByRole('region', { name: 'Anggaran Jumlah' })).toHaveTextContent('1 hari × RM 100.00 + deposit RM 200.00');
    await retype(user, input(dialog, /^Tarikh Mula/), '');
    await user.click(within(dialog).getByRole('button', { name: 'Cipta Tempahan' }));

    expect(await within(dialog).findByText('Sila pilih pelanggan')).toBeVisible();
    expect(within(dialog).getByText('Sila pilih kenderaan')).toBeVisible();
    expect(within(dialog).getByText('Tarikh ambil diperlukan')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
