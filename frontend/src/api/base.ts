import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

/** Every cache tag the features use; lists use the id 'LIST' plus one tag per item. */
export const TAG_TYPES = [
  'Identity',
  'Staff',
  'StaffLog',
  // The admin's list of staff accounts (GET /api/staff/members) and the activity log it reads.
  'StaffMember',
  'StaffActivity',
  // The payment QR and bank details the admin keeps (GET /api/admin/settings/payment).
  'PaymentSettings',
  // The hours a car rests between rentals, as the admin sets them (GET /api/admin/settings/booking).
  'BookingSettings',
  // The privacy notice's version and data protection officer (GET /api/privacy-notice, the admin's copy too).
  'PrivacyNotice',
  'Customer',
  'Vehicle',
  'Rental',
  // A rental's account (GET /api/staff/rentals/:id/account), by rental id.
  'RentalAccount',
  // The signed-in customer's own rentals (My Bookings); items are tagged 'Rental' by id.
  'CustomerRental',
  'BookingRequest',
  'Calendar',
  'Invoice',
  'Payment',
  // Payments as staff verify them (GET /api/staff/payments).
  'StaffPayment',
  // The bank statement layout staff chose, and the imported statement lines they confirm.
  'BankStatementSettings',
  'BankStatementLine',
  // Vehicle deliveries and collections staff record (GET /api/staff/deliveries).
  'Delivery',
  'Dashboard',
  // Summonses and tolls traced to renters (GET /api/staff/road-charges).
  'RoadCharge',
  // A vehicle's damage history (GET /api/staff/vehicles/:id/damages), by vehicle id.
  'VehicleDamage',
  // The admin's seasons, add-ons, delivery zones, weekend and public holidays (GET /api/admin/rate-plans).
  'RatePlans',
  // A vehicle's road tax, insurance, inspection and permit (GET /api/staff/vehicles/:id/compliance), by vehicle id.
  'VehicleCompliance',
  // Days a vehicle is kept off the road (GET /api/staff/vehicles/:id/blocks), by vehicle id.
  'VehicleBlock',
  // What a vehicle cost (GET /api/staff/vehicles/:id/costs), by vehicle id.
  'VehicleCost',
] as const;

/** One day: cached data stays for the whole visit; what a change touches is refetched through its tags. */
const KEEP_UNUSED_DATA_SECONDS = 24 * 60 * 60;

/**
 * The single RTK Query slice. Features add endpoints with `api.injectEndpoints`.
 * No retries (fetchBaseQuery never retries), no refetch on focus, reconnect or mount.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
