import { addMonths } from '../common/dates/date-math';

/** What the service rule reads of a car. */
export interface ServiceRecord {
  odometerKm: number;
  serviceEveryKm: number | null;
  serviceEveryMonths: number | null;
  lastServiceOn: string | null;
  lastServiceKm: number | null;
  /** Counted from when no service was recorded: the first registration, else the day the car joined the fleet. */
  sinceOn: string;
}

export interface ServiceStatus {
  /** The odometer reading the next service is due at, or null without a distance schedule. */
  nextServiceKm: number | null;
  /** The day the next service is due, or null without a time schedule. */
  nextServiceOn: string | null;
  /** Due when either is reached. */
  due: boolean;
}

/**
 * When a car's next service is due, by distance and by time, from its last recorded service (or,
 * before one, from 0 km and `sinceOn`): "every 10,000 km or 6 months, whichever comes first".
 * A car without a schedule is never due.
 */
export function serviceStatus(car: ServiceRecord, today: string): ServiceStatus {
  const nextServiceKm = car.serviceEveryKm === null ? null : (car.lastServiceKm ?? 0) + car.serviceEveryKm;
  const nextServiceOn = car.serviceEveryMonths === null ? null : addMonths(car.lastServiceOn ?? car.sinceOn, car.serviceEveryMonths);
  const due = (nextServiceKm !== null && car.odometerKm >= nextServiceKm) || (nextServiceOn !== null && today >= nextServiceOn);
  return { nextServiceKm, nextServiceOn, due };
}
