import { createRequire } from 'node:module';
import { daysFromToday } from '../../scale/lib/fixtures.mjs';

const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');

/** A token exactly like the app's own (HS256, sub/role/ver): sign-ins would only meet the throttle. */
export function signToken(secret, sub, role) {
  return jwt.sign({ sub, role, ver: 0 }, secret, { algorithm: 'HS256', expiresIn: '2h' });
}

/** This month in Kuala Lumpur, first to last day: the calendar's month view. */
function thisMonth() {
  const today = daysFromToday(0);
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 7)}-01`, to: last };
}

/**
 * The read routes the bench measures, as one request each (the quote is a POST that writes nothing). `growth` marks the four whose p99
 * must grow less than 2x from the small to the large data set.
 */
export function readRoutes({ jwtSecret, seeded }) {
  // Every browser asks for compressed answers; the baseline compresses as the app does.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const staff = { ...browser, authorization: `Bearer ${signToken(jwtSecret, seeded.staffId, 'staff')}` };
  const customer = { ...browser, authorization: `Bearer ${signToken(jwtSecret, seeded.heavyPayerId, 'customer')}` };
  const month = thisMonth();
  const json = { ...browser, 'content-type': 'application/json' };
  return [
    { name: 'vehicles', method: 'GET', path: '/api/vehicles', headers: browser },
    {
      name: 'availability',
      method: 'POST',
      path: `/api/vehicles/${seeded.availabilityVehicleId}/check-availability`,
      headers: json,
      body: JSON.stringify({ startDate: daysFromToday(10), endDate: daysFromToday(13) }),
      growth: true,
    },
    {
      // A 90-day quote across the seasons the bench seeds: the one price function, read-only.
      name: 'quote',
      method: 'POST',
      path: '/api/quotes',
      headers: json,
      body: JSON.stringify({ vehicleId: seeded.availabilityVehicleId, startDate: daysFromToday(10), endDate: daysFromToday(100) }),
    },
    { name: 'dashboard', method: 'GET', path: '/api/staff/dashboard', headers: staff, growth: true },
    { name: 'calendar', method: 'GET', path: `/api/staff/calendar?from=${month.from}&to=${month.to}`, headers: staff, growth: true },
    // A year of the fleet: the last twelve months through the end of this one, as the reports screen opens.
    { name: 'vehicle report', method: 'GET', path: '/api/staff/reports/vehicles', headers: staff, growth: true },
    { name: 'rentals page', method: 'GET', path: '/api/staff/rentals?page=1&limit=20', headers: staff },
    { name: 'customer search', method: 'GET', path: '/api/staff/customers?search=aisyah&page=1&limit=20', headers: staff },
    { name: 'payment history', method: 'GET', path: '/api/payments/customer?page=1&limit=20', headers: customer },
  ];
}
