import type { QueryOf, Schema } from '../../../api/types';

/**
 * One rental on the calendar (GET /api/staff/calendar); cancelled rentals are never listed.
 * vehicleId is null when the rental's vehicle row is gone; such a booking shows grey.
 */
export type CalendarItem = Schema<'CalendarItemView'>;

/** An active vehicle, in id order: its place in this list picks its colour. */
export type CalendarVehicle = Schema<'CalendarVehicleView'>;

export type CalendarResponse = Schema<'CalendarView'>;

/** Days a car is kept off the road (a service, a repair): drawn in their own grey, hatched style. */
export type CalendarBlock = Schema<'VehicleBlockView'>;

/** Both "YYYY-MM-DD", inclusive; at most 62 days apart. */
export type CalendarRange = QueryOf<'CalendarController_get'>;
