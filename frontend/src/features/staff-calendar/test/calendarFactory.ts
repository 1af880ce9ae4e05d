import type { CalendarItem, CalendarResponse, CalendarVehicle } from '../api/types';

/** A booking as GET /api/staff/calendar lists it; an active Myvi rental on 3 December 2026 unless told. */
export function calendarItem(overrides: Partial<CalendarItem> & Pick<CalendarItem, 'id'>): CalendarItem {
  return {
    vehicleId: 1,
    vehicle: 'Perodua Myvi - WXY 1234',
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    status: 'active',
    ...overrides,
  };
}

export const ACTIVE_VEHICLES: CalendarVehicle[] = [
  { id: 1, displayName: 'Perodua Myvi - WXY 1234' },
  { id: 2, displayName: 'Honda City - VBN 55' },
  { id: 3, displayName: 'Proton Saga - JKL 9' },
  { id: 4, displayName: 'Toyota Vios - ABC 1' },
];

/**
 * December 2026 as the server answers it (ordered by start date, then id): a rental running in
 * from November, five bookings on the 3rd (one of a vehicle no longer active), a completed one on
 * the 10th-12th.
 */
export function december(): CalendarResponse {
  return {
    items: [
      calendarItem({ id: 10, startDate: '2026-11-28', endDate: '2026-12-01', customerId: 3, customerName: 'Lim Mei Ling' }),
      calendarItem({ id: 11, vehicleId: 9, vehicle: 'Nissan Almera - OLD 1', startDate: '2026-12-01', endDate: '2026-12-03' }),
      calendarItem({
        id: 12,
        startDate: '2026-12-02',
        endDate: '2026-12-05',
        status: 'approved',
        customerId: 8,
        customerName: 'Tan Wei Ming',
      }),
      calendarItem({ id: 13, vehicleId: 2, vehicle: 'Honda City - VBN 55', status: 'awaiting_agreement' }),
      calendarItem({ id: 14, vehicleId: 3, vehicle: 'Proton Saga - JKL 9', endDate: '2026-12-06' }),
      calendarItem({ id: 15, vehicleId: 4, vehicle: 'Toyota Vios - ABC 1', endDate: '2026-12-04' }),
      calendarItem({
        id: 16,
        vehicleId: 2,
        vehicle: 'Honda City - VBN 55',
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        status: 'completed',
        customerId: 5,
        customerName: 'Muthu a/l Raman',
      }),
    ],
    vehicles: ACTIVE_VEHICLES,
    blocks: [],
  };
}
