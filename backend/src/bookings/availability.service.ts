import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { EntityManager, In, LessThanOrEqual, MoreThanOrEqual, Not } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { appConfig } from '../config/configuration';
import { Rental, RentalStatus } from '../rentals/entities/rental.entity';
import { BookedRange } from './dto/availability.view';

/** How far ahead a booking may start: prices and the fleet are not planned further out. */
export const MAX_DAYS_AHEAD = 365;

/** Rentals in these statuses no longer hold the car. */
const RELEASED_RENTAL_STATUSES: RentalStatus[] = ['cancelled', 'completed'];

/**
 * One rule for "is this car free", used by the availability check, booking requests and approvals.
 * Ranges are inclusive calendar days: a car returned on the 5th is not offered for pickup on the
 * 5th (return 18:00 is after pickup 09:00), so touching ranges conflict.
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
    if (startDate < today) throw new BadRequestException('Start date cannot be in the past');
    if (endDate < startDate) throw new BadRequestException('End date cannot be before the start date');
    if (startDate > addDays(today, MAX_DAYS_AHEAD)) {
      throw new BadRequestException(`Bookings can start at most ${MAX_DAYS_AHEAD} days from today`);
    }
    const maxDays = this.settings.maxRentalDays;
    if (endDate > addDays(startDate, maxDays)) throw new BadRequestException(`A booking can be at most ${maxDays} days long`);
  }

  /**
   * Rentals holding the vehicle on any day of the range. Pass the transaction's manager when
   * inside one. Approved requests hold the car through the rental their approval created in the
   * same transaction, so a rental that is cancelled, completed or deleted frees its dates at once.
   * An extension passes its own rental as `exceptRentalId`: a rental never conflicts with itself.
   */
  async conflicts(manager: EntityManager, vehicleId: number, startDate: string, endDate: string, exceptRentalId?: number): Promise<BookedRange[]> {
    return manager.find(Rental, {
      select: { startDate: true, endDate: true },
      where: {
        vehicleId,
        startDate: LessThanOrEqual(endDate),
        endDate: MoreThanOrEqual(startDate),
        status: Not(In(RELEASED_RENTAL_STATUSES)),
        ...(exceptRentalId === undefined ? {} : { id: Not(exceptRentalId) }),
      },
      order: { startDate: 'ASC' },
    });
  }
}
