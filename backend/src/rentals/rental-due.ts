import { FindOptionsWhere, In, Raw } from 'typeorm';
import { kualaLumpurInstant, kualaLumpurWallClock, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import type { Rental } from './entities/rental.entity';
import { HOLDS_VEHICLE, ON_THE_ROAD, RentalStatus } from './rental-lifecycle';

/**
 * When a rental is due (its car collected, its car back) and what that makes it: overdue, or due a
 * "tomorrow" reminder. Times are the rental's Kuala Lumpur wall clock. An approved extension moves
 * `endDate`, so every answer here follows it; a returned or cancelled rental is never due anything.
 */

export type RentalTimes = Pick<Rental, 'status' | 'startDate' | 'pickupTime' | 'endDate' | 'returnTime'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The car is still waiting to be collected: booked, agreement signed or not. */
export const BEFORE_PICKUP: readonly RentalStatus[] = HOLDS_VEHICLE.filter((status) => !ON_THE_ROAD.includes(status));

/** The instant the customer collects the car. */
export function pickupAt(rental: Pick<Rental, 'startDate' | 'pickupTime'>): Date {
  return kualaLumpurInstant(rental.startDate, rental.pickupTime);
}

/** The instant the car is due back. */
export function returnDueAt(rental: Pick<Rental, 'endDate' | 'returnTime'>): Date {
  return kualaLumpurInstant(rental.endDate, rental.returnTime);
}

/**
 * Since when the car should have been back, or null: only a car still out past its return time
 * is overdue, from the minute after it (a car due at 18:00 is overdue at 18:01), as overdueWhere
 * says in SQL.
 */
export function overdueSince(rental: RentalTimes, now: Date = new Date()): Date | null {
  if (!ON_THE_ROAD.includes(rental.status)) return null;
  const due = returnDueAt(rental);
  return now.getTime() >= due.getTime() + MINUTE_MS ? due : null;
}

/** overdueSince as a find condition: on the road, and the return day is past, or today with its time before this minute. */
export function overdueWhere(now: Date = new Date()): FindOptionsWhere<Rental> {
  const wallClock = kualaLumpurWallClock(now).toISOString();
  const today = wallClock.slice(0, 10);
  const minute = wallClock.slice(11, 16);
  return {
    status: In([...ON_THE_ROAD]),
    endDate: Raw(
      (endDate) =>
        `(${endDate} < :overdueToday OR (${endDate} = :overdueToday AND ${endDate.replace('endDate', 'returnTime')} < :overdueMinute))`,
      { overdueToday: today, overdueMinute: minute },
    ),
  };
}

export type ReminderKind = 'pickup' | 'return' | 'overdue';

/**
 * When the reminder of this kind is next due for the rental, with the value its marker column takes
 * once sent (the pickup day, the return day, or for an overdue notice the Kuala Lumpur day it is
 * for); null when the rental is not in a state to get one. "Tomorrow" reminders go 24 hours before
 * the pickup or return time, and only while that is still tomorrow (a booking made the day before
 * is reminded at once, one made for today is not). Overdue notices go at the return time and
 * then each day at the same time while the car is still out.
 */
export function reminderDue(kind: ReminderKind, rental: RentalTimes, now: Date = new Date()): { at: Date; marker: string } | null {
  const today = todayInKualaLumpur(now);
  switch (kind) {
    case 'pickup':
      if (!BEFORE_PICKUP.includes(rental.status) || rental.startDate !== addDays(today, 1)) return null;
      return { at: new Date(pickupAt(rental).getTime() - DAY_MS), marker: rental.startDate };
    case 'return':
      if (!ON_THE_ROAD.includes(rental.status) || rental.endDate !== addDays(today, 1)) return null;
      return { at: new Date(returnDueAt(rental).getTime() - DAY_MS), marker: rental.endDate };
    case 'overdue': {
      if (!ON_THE_ROAD.includes(rental.status) || rental.endDate > today) return null;
      // Today's notice is due at the return time on today's date (the due instant itself on the return day).
      return { at: new Date(kualaLumpurInstant(today, rental.returnTime).getTime() + MINUTE_MS), marker: today };
    }
  }
}

/** True when the reminder is due now and its marker does not show it already sent. */
export function reminderOwed(kind: ReminderKind, rental: RentalTimes, sentFor: string | null, now: Date = new Date()): boolean {
  const due = reminderDue(kind, rental, now);
  return due !== null && due.marker !== sentFor && now.getTime() >= due.at.getTime();
}
