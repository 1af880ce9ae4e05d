import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signInWithCodeByApi, solidPng, type CustomerApiSession } from './helpers';

/** Data the browser tests make through the API, and sessions put in place without the sign-in forms. */
export interface StaffSession {
  token: string;
  user: { id: number; username: string; role: string };
}

export interface NewCustomer {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  /** The customer's bearer token: the registration was confirmed with the e-mailed code. */
  token: string;
  /** The customer's own view, as the app keeps it in localStorage. */
  user: CustomerApiSession['user'];
}

export interface PublicVehicle {
  id: number;
  name: string;
  displayName: string;
}

export async function staffLogin(request: APIRequestContext): Promise<StaffSession> {
  const response = await request.post('/api/staff/login', { data: DEMO.staff });
  expect(response.status()).toBe(200);
  return (await response.json()) as StaffSession;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Registers a customer with three small generated documents (the server re-encodes them) and
 * confirms the account with the code e-mailed to it, which also signs the customer in.
 */
export async function registerCustomer(
  request: APIRequestContext,
  suffix: string,
  fullName = `Siti Staff-Test ${suffix}`,
): Promise<NewCustomer> {
  const customer = {
    fullName,
    email: `staff-e2e-${suffix}@example.com`,
    phone: '012-987 6543',
  };
  const image = (name: string, colour: [number, number, number]) => ({
    name,
    mimeType: 'image/png',
    buffer: solidPng(240, 180, colour),
  });
  const session = await signInWithCodeByApi(request, customer.email, () =>
    request.post('/api/customers/register', {
      multipart: {
        ...customer,
        address: '12 Jalan Ampang, 50450 Kuala Lumpur',
        icPassportNumber: '950505-10-1234',
        socialMediaHandle: '@siti.e2e',
        privacyConsent: 'true',
        icPassport: image('ic.png', [30, 90, 200]),
        driversLicense: image('license.png', [200, 60, 60]),
        utilityBill: image('bill.png', [40, 160, 90]),
      },
    }),
  );
  return { id: session.user.id, token: session.token, user: session.user, ...customer };
}

export async function publicVehicle(request: APIRequestContext, name: string): Promise<PublicVehicle> {
  const vehicles = (await (await request.get('/api/vehicles')).json()) as PublicVehicle[];
  const vehicle = vehicles.find((item) => item.name === name);
  if (!vehicle) throw new Error(`demo vehicle ${name} not found`);
  return vehicle;
}

export async function requestBooking(
  request: APIRequestContext,
  token: string,
  customerId: number,
  vehicle: PublicVehicle,
  startDate: string,
  endDate: string,
): Promise<number> {
  const response = await request.post('/api/booking-requests', {
    headers: bearer(token),
    data: { customerId, vehicleId: vehicle.id, vehicleName: vehicle.name, startDate, endDate, customerMessage: 'Staff e2e request' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Puts a staff session in localStorage before the app starts (skips the rate-limited login form). */
export async function useStaffSession(page: Page, session: StaffSession): Promise<void> {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('role', 'staff');
  }, session);
}

/** Puts a customer session in localStorage before the app starts (skips the e-mailed code). */
export async function useCustomerSession(page: Page, session: CustomerApiSession): Promise<void> {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('role', 'customer');
  }, session);
}

/** A phone-camera-like JPEG (the server re-encodes it and strips its metadata). */
export async function cameraPhoto(colour: string, name: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A rental made by approving the customer's request for the demo vehicle: awaiting its agreement. */
export async function approvedRental(
  request: APIRequestContext,
  staff: { token: string },
  customer: { id: number; token: string },
  vehicleName: string,
  startDate: string,
  endDate: string,
): Promise<number> {
  const vehicle = await publicVehicle(request, vehicleName);
  const requestId = await requestBooking(request, customer.token, customer.id, vehicle, startDate, endDate);
  const approved = await request.patch(`/api/staff/booking-requests/${requestId}/approve`, { headers: bearer(staff.token) });
  expect(approved.status(), await approved.text()).toBe(200);
  return ((await approved.json()) as { rental: { id: number } }).rental.id;
}

/** The wizard's five steps through the API: the rental becomes approved ('Ready for Key Handover'). */
export async function completeAgreementByApi(request: APIRequestContext, staff: { token: string }, rentalId: number): Promise<void> {
  const headers = bearer(staff.token);
  const photo = await cameraPhoto('#2255aa', 'front.jpg');
  const stroke =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 L290 20" stroke="#000" stroke-width="4"/></svg>';
  const signature = await sharp(Buffer.from(stroke)).png().toBuffer();
  const steps = [
    // The wizard's first step: whatever open damage the car has was shown to the customer.
    () => request.post(`/api/staff/rentals/${rentalId}/existing-damage-shown`, { headers }),
    () =>
      request.post(`/api/staff/rentals/${rentalId}/photos`, { headers, multipart: { photos: photo, photoTypes: 'front_with_customer' } }),
    () =>
      request.post(`/api/staff/rentals/${rentalId}/signature`, {
        headers,
        data: { signatureData: `data:image/png;base64,${signature.toString('base64')}` },
      }),
    () => request.post(`/api/staff/rentals/${rentalId}/key-handover`, { headers, multipart: { photo } }),
    () => request.patch(`/api/staff/rentals/${rentalId}/finalize`, { headers, data: { fuelLevel: 8, currentMileage: 1000 } }),
  ];
  for (const step of steps) {
    const response = await step();
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * Complete Handover through the API: the rental becomes active, with the key photo the wizard took
 * (completeAgreementByApi), so no photo is sent. The test server asks for a paid account first
 * (HANDOVER_REQUIRES=paid), so the keys go out with a reason, as staff would give it.
 */
export async function handOverByApi(request: APIRequestContext, staff: { token: string }, rentalId: number): Promise<void> {
  const response = await request.patch(`/api/staff/rentals/${rentalId}/key-handover`, {
    headers: bearer(staff.token),
    data: { overrideReason: 'Regular customer, pays the balance at the counter' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A payment the customer made by transfer and staff confirmed, for one rental: what the journeys
 * whose point is elsewhere need on the account (the money journey pays through the screens).
 */
export async function paidByApi(
  request: APIRequestContext,
  staff: { token: string },
  customer: { token: string },
  rentalId: number,
  amount: string,
  paymentFor: 'rental-deposit' | 'rental-payment',
): Promise<void> {
  const created = await request.post('/api/payments', {
    headers: bearer(customer.token),
    data: { amount, paymentMethod: 'qr', paymentFor, rentalId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const confirmed = await request.patch(`/api/staff/payments/${id}/status`, {
    headers: bearer(staff.token),
    data: { status: 'completed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Closes the car's open damage points as repaired today, so the next journey takes the car as the fleet left it. */
export async function repairOpenDamage(
  request: APIRequestContext,
  staff: { token: string },
  vehicleId: number,
  repairedOn: string,
): Promise<void> {
  const headers = bearer(staff.token);
  const open = await request.get(`/api/staff/vehicles/${vehicleId}/damages?status=open&limit=100`, { headers });
  expect(open.status(), await open.text()).toBe(200);
  for (const damage of ((await open.json()) as { items: Array<{ id: number }> }).items) {
    const repaired = await request.post(`/api/staff/vehicles/${vehicleId}/damages/${damage.id}/repair`, {
      headers,
      data: { repairCost: '0.00', repairedOn },
    });
    expect(repaired.status(), await repaired.text()).toBe(200);
  }
}

/** A car of its own for a journey, so no other journey's bookings stand in its way. */
export async function staffVehicle(
  request: APIRequestContext,
  staff: { token: string },
  name: string,
  plateIdentifier: string,
): Promise<PublicVehicle> {
  const response = await request.post('/api/staff/vehicles', {
    headers: bearer(staff.token),
    data: { name, make: 'Perodua', model: 'Axia', category: 'Compact', plateIdentifier, dailyRate: '90.00', deposit: '100.00' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const vehicle = (await response.json()) as { id: number; name: string };
  return { id: vehicle.id, name: vehicle.name, displayName: `Perodua Axia - ${plateIdentifier}` };
}

/** A booking staff make from the calendar for a customer: a rental awaiting its agreement. */
export async function manualBooking(
  request: APIRequestContext,
  staff: { token: string },
  customerId: number,
  vehicleId: number,
  startDate: string,
  endDate: string,
  times: { pickupTime?: string; returnTime?: string } = {},
): Promise<number> {
  const response = await request.post('/api/staff/bookings/manual', {
    headers: bearer(staff.token),
    data: { customerId, vehicleId, startDate, endDate, ...times },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { rental: { id: number } }).rental.id;
}
