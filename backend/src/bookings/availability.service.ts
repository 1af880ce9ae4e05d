import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { EntityManager } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { appConfig } from '../config/configuration';
import { BookedRange } from './dto/availability.view';
import { holdsOver } from './vehicle-schedule';
import { BOOKING_ERRORS } from './bookings.errors';
import { appError } from '../common/errors/app-error';

/** How far ahead a booking may start: prices and the fleet are not planned further out. */
export const MAX_DAYS_AHEAD = 365;

/**
 * "Can these dates be booked, and is this car free on them", for the availability check and
 * booking requests. What holds a car is decided by its schedule (vehicle-schedule.ts), which
 * approvals, manual bookings and extensions go through under the car's lock.
 */
@Injectable()
export class AvailabilityService {
  constructor(@Inject(appConfig.KEY) private readonly settings: ConfigType<typeof appConfig>) {}

  /**
   * 400 for a range that cannot be booked: in the past (Kuala Lumpur today), ending before it
   * starts, starting more than MAX_DAYS_AHEAD days ahead, or longer than MAX_RENTAL_DAYS (days
   * counted as pricing counts them: end date - start date).
   */
  assertBookableRange(startDate: string, endDate: string, today = todayInKualaLumpur()): void {
    if (startDate < today) throw appError(BOOKING_ERRORS.START_DATE_IN_PAST);
    if (endDate < startDate) throw appError(BOOKING_ERRORS.END_BEFORE_START);
    if (startDate > addDays(today, MAX_DAYS_AHEAD)) {
      throw appError(BOOKING_ERRORS.START_TOO_FAR_AHEAD, { days: MAX_DAYS_AHEAD });
    }
    const maxDays = this.settings.maxRentalDays;
    if (endDate > addDays(startDate, maxDays)) throw appError(BOOKING_ERRORS.BOOKING_TOO_LONG, { days: maxDays });
  }

  /** The days the vehicle is held on any day of the range (the car's schedule); pass the transaction's manager when inside one. */
  async conflicts(manager: EntityManager, vehicleId: number, startDate: string, endDate: string): Promise<BookedRange[]> {
    // The dates only: a customer is never told whose rental or which repair holds the car.
    const holds = await holdsOver(manager, { vehicleId, startDate, endDate });
    return holds.map((hold) => ({ startDate: hold.startDate, endDate: hold.endDate }));
  }
}
