import { EntityManager, In, IsNull, LessThanOrEqual, MoreThanOrEqual, Not } from 'typeorm';
import { kualaLumpurInstant, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { Customer } from '../customers/entities/customer.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { HOLDS_VEHICLE, ON_THE_ROAD, RETURNED } from '../rentals/rental-lifecycle';
import { RentalReturn } from '../returns/entities/rental-return.entity';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { assertRoadworthy, RoadworthyCheck } from '../fleet/vehicle-compliance';
import { VehicleBlock } from '../fleet/entities/vehicle-block.entity';
import { BookedRange } from './dto/availability.view';
import {
  DEFAULT_PICKUP_TIME,
  DEFAULT_RETURN_TIME,
  restedEnough,
  restsFrom,
  restsUntil,
  turnaroundHoursOf,
  turnaroundReachDays,
} from './turnaround';

/**
 * A car's schedule: what keeps it from being booked on which days, and the one door every
 * booking goes through ("lock the car, check what holds it over these dates, write"). Ranges are
 * inclusive calendar days: a car returned on the 5th is not offered for pickup on the 5th
 * (return 18:00 is after pickup 09:00), so touching ranges conflict. Beyond that, the admin's
 * turnaround buffer (turnaround.ts) keeps hours between one rental's return and the next pickup.
 */

/** The days a booking wants, on one car. */
export interface ScheduleQuery {
  vehicleId: number;
  startDate: string;
  endDate: string;
  /** A rental never conflicts with itself (an extension checks its own car's later days). */
  exceptRentalId?: number;
  /** The booking's hours on its first and last day, for the turnaround buffer; a rental's defaults when not given. */
  pickupTime?: string;
  returnTime?: string;
  /** False for a block: a car going into the workshop needs no cleaning first. */
  turnaround?: boolean;
}

/**
 * One thing holding the car over some days, and what it is: a rental (by id) or a block (by id).
 * Customers are told the dates only (availability strips the rest); staff are told what it is.
 */
export interface Hold extends BookedRange {
  holder: { kind: 'rental'; id: number } | { kind: 'block'; id: number };
}

/** One kind of thing that can hold a car: the ranges of it that touch the query's days. */
export type HolderSource = (manager: EntityManager, query: ScheduleQuery) => Promise<Hold[]>;

/**
 * The days a rental keeps its car: from its start date through its end date, or through its
 * return date when the car came back earlier. Availability and the calendar both read this.
 * A late return keeps its planned end date here: the days past it were never booked.
 */
export function occupiedUntil(rental: { endDate: string; returnDate: string | null }): string {
  return rental.returnDate !== null && rental.returnDate < rental.endDate ? rental.returnDate : rental.endDate;
}

/**
 * occupiedUntil(rental) >= :parameter, as a SQL condition on the rentals alias. The planned end
 * is compared on its own so the (endDate, startDate) index still narrows the rows.
 */
export function occupiedOnOrAfter(alias: string, parameter: string): string {
  return `(${alias}.endDate >= :${parameter} AND (${alias}.returnDate IS NULL OR ${alias}.returnDate >= :${parameter}))`;
}

/**
 * Rentals in a status that holds the car (the lifecycle's HOLDS_VEHICLE) over any day of the
 * range. Approved requests hold the car through the rental their approval created in the same
 * transaction, so a rental that is cancelled, completed or deleted frees its dates at once.
 */
const holdingRentals: HolderSource = async (manager, query) => {
  const bufferHours = query.turnaround === false ? 0 : await turnaroundHoursOf(manager);
  // With a buffer, rentals a few days either side can still be too close to the query's hours.
  const reach = turnaroundReachDays(bufferHours);
  const firstDay = addDays(query.startDate, -reach);
  const rentals = await manager.find(Rental, {
    select: { id: true, startDate: true, endDate: true, returnDate: true, pickupTime: true, returnTime: true },
    where: {
      vehicleId: query.vehicleId,
      startDate: LessThanOrEqual(addDays(query.endDate, reach)),
      endDate: MoreThanOrEqual(firstDay),
      status: In([...HOLDS_VEHICLE]),
      ...(query.exceptRentalId === undefined ? {} : { id: Not(query.exceptRentalId) }),
    },
    order: { startDate: 'ASC' },
  });
  const wanted = {
    pickup: { date: query.startDate, time: query.pickupTime ?? DEFAULT_PICKUP_TIME },
    returned: { date: query.endDate, time: query.returnTime ?? DEFAULT_RETURN_TIME },
  };
  return rentals.flatMap((rental): Hold[] => {
    const holder = { kind: 'rental' as const, id: rental.id };
    const until = occupiedUntil(rental);
    if (rental.startDate <= query.endDate && until >= query.startDate) return [{ startDate: rental.startDate, endDate: until, holder }];
    // Calendar days apart: only the buffer can still keep them apart. The range a customer is
    // shown stretches over the rest the car needs, so it meets the days they asked for.
    if (until < query.startDate && !restedEnough({ date: until, time: rental.returnTime }, wanted.pickup, bufferHours))
      return [{ startDate: rental.startDate, endDate: restsUntil({ date: until, time: rental.returnTime }, bufferHours), holder }];
    if (
      rental.startDate > query.endDate &&
      !restedEnough(wanted.returned, { date: rental.startDate, time: rental.pickupTime }, bufferHours)
    )
      return [{ startDate: restsFrom({ date: rental.startDate, time: rental.pickupTime }, bufferHours), endDate: until, holder }];
    return [];
  });
};

/** Days staff keep the car off the road (a service, a repair) over any day of the range. */
const blockedDays: HolderSource = async (manager, query) => {
  const blocks = await manager.find(VehicleBlock, {
    select: { id: true, startDate: true, endDate: true },
    where: { vehicleId: query.vehicleId, startDate: LessThanOrEqual(query.endDate), endDate: MoreThanOrEqual(query.startDate) },
    order: { startDate: 'ASC' },
  });
  return blocks.map((block) => ({ startDate: block.startDate, endDate: block.endDate, holder: { kind: 'block', id: block.id } }));
};

/**
 * Every kind of hold on a car: rentals (with the turnaround buffer the admin sets between them)
 * and blocks. A new kind is one more source here, and every check and booking respects it at once.
 */
export const HOLDER_SOURCES: readonly HolderSource[] = [holdingRentals, blockedDays];

/**
 * What holds the car on any day of the range, by start date: empty when the car is free. Pass
 * the transaction's manager when inside one.
 */
export async function holdsOver(manager: EntityManager, query: ScheduleQuery): Promise<Hold[]> {
  const holds: Hold[] = [];
  // One after another: inside a transaction they share one connection anyway.
  for (const source of HOLDER_SOURCES) holds.push(...(await source(manager, query)));
  return holds.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

export interface Reservation<Locked> {
  /** The car to book; null when the rental's car was deleted, which holds nothing and needs no lock. */
  vehicleId: number | null;
  startDate: string;
  endDate: string;
  exceptRentalId?: number;
  /** The booking's hours on its first and last day (the turnaround buffer is counted from them). */
  pickupTime?: string;
  returnTime?: string;
  /** The refusal when the car's row is gone; without it the booking goes ahead (a car that is gone holds nothing). */
  vehicleMissing?: () => Error;
  /** The refusal when something holds the car on one of the days. */
  datesTaken: () => Error;
  /** Who books it and why, for the compliance check (road tax, insurance, inspection, permit over the days). */
  roadworthy: Pick<RoadworthyCheck, 'actor' | 'purpose' | 'overrideReason'>;
  /**
   * Reads that must see what the lock's previous holder committed (the caller's own record
   * again, the car itself), done under the lock before the dates are checked; may refuse.
   */
  underLock?: () => Promise<Locked>;
}

/**
 * The one door for booking a car, inside the caller's transaction: takes the car's row lock,
 * runs the caller's reads under it, checks every holder source over the dates and that the car's
 * compliance dates cover them (assertRoadworthy), and only then runs `write`. Lock first, then look: a booking committed by the lock's previous holder is seen,
 * so of any mix of parallel approvals, manual bookings and extensions of one car over
 * overlapping dates exactly one writes and the others get their `datesTaken` refusal.
 */
export async function reserveVehicle<Locked, Written>(
  manager: EntityManager,
  reservation: Reservation<Locked>,
  write: (locked: Locked) => Promise<Written>,
): Promise<Written> {
  const { vehicleId } = reservation;
  if (vehicleId !== null && !(await lockVehicleForBooking(manager, vehicleId)) && reservation.vehicleMissing)
    throw reservation.vehicleMissing();
  const locked = (await reservation.underLock?.()) as Locked;
  if (vehicleId !== null) {
    const holds = await holdsOver(manager, {
      vehicleId,
      startDate: reservation.startDate,
      endDate: reservation.endDate,
      exceptRentalId: reservation.exceptRentalId,
      pickupTime: reservation.pickupTime,
      returnTime: reservation.returnTime,
    });
    if (holds.length > 0) throw reservation.datesTaken();
  }
  await assertRoadworthy(manager, { vehicleId, startDate: reservation.startDate, endDate: reservation.endDate, ...reservation.roadworthy });
  return write(locked);
}

/**
 * Keeps a car off the road for some days, inside the caller's transaction, through the same lock
 * as every booking: of a block and a booking racing for the same days exactly one is written.
 * `taken` gives the refusal naming what holds the car (the first, by start date), read under the lock.
 */
export async function blockVehicle<Written>(
  manager: EntityManager,
  block: { vehicleId: number; startDate: string; endDate: string; vehicleMissing: () => Error; taken: (hold: Hold) => Promise<Error> },
  write: () => Promise<Written>,
): Promise<Written> {
  if (!(await lockVehicleForBooking(manager, block.vehicleId))) throw block.vehicleMissing();
  const [first] = await holdsOver(manager, { ...block, turnaround: false });
  if (first) throw await block.taken(first);
  return write();
}

/**
 * Takes the vehicle's row lock for the rest of the transaction by writing to it. On MySQL the
 * UPDATE holds an exclusive row lock (like SELECT ... FOR UPDATE, and unlike gap locks on an
 * empty range of rentals, it excludes every other booking of this car); on SQLite the first
 * write takes the database write lock. One code path serialises bookings on both.
 */
export function lockVehicleForBooking(manager: EntityManager, vehicleId: number): Promise<boolean> {
  return bumpBookingVersion(manager, Vehicle, vehicleId);
}

/** The same lock on a customer's row: their pending booking requests are counted and added one at a time. */
export function lockCustomerForBookingRequest(manager: EntityManager, customerId: number): Promise<boolean> {
  return bumpBookingVersion(manager, Customer, customerId);
}

async function bumpBookingVersion(manager: EntityManager, entity: typeof Vehicle | typeof Customer, id: number): Promise<boolean> {
  const result = await manager.increment(entity, { id }, 'bookingVersion', 1);
  return (result.affected ?? 0) > 0;
}

/**
 * The fields that say when a rental had its car; `returnedAt` is the minute the return inspection
 * recorded the car back, when it was returned through one.
 */
export type HeldFields = Pick<Rental, 'status' | 'startDate' | 'pickupTime' | 'endDate' | 'returnTime' | 'returnDate' | 'handedOverAt'> & {
  returnedAt?: Date | null;
};

const MINUTE_MS = 60_000;

/**
 * The minutes a rental had its car in the customer's hands, ends included: from the handover
 * (or, when none was recorded, the pickup day at its pickup time) to the minute the return
 * inspection recorded it back, or, for a car returned by the quick form (a day, not an hour), the
 * recorded return day at the agreed return time. A car still on the road
 * is with the customer until it comes back, past a planned end (an approved extension moved
 * that end already) as well, so its window is open. Null for a rental that never had the car.
 */
export function heldBetween(rental: HeldFields): { from: Date; until: Date | null } | null {
  const onTheRoad = ON_THE_ROAD.includes(rental.status);
  if (!onTheRoad && !RETURNED.includes(rental.status)) return null;
  const from = rental.handedOverAt ?? kualaLumpurInstant(rental.startDate, rental.pickupTime);
  // The handover is stored to the second, a notice to the minute: the handover minute counts whole.
  const fromMinute = new Date(Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS);
  if (rental.returnedAt) return { from: fromMinute, until: new Date(Math.floor(rental.returnedAt.getTime() / MINUTE_MS) * MINUTE_MS) };
  if (rental.returnDate !== null) return { from: fromMinute, until: kualaLumpurInstant(rental.returnDate, rental.returnTime) };
  return { from: fromMinute, until: onTheRoad ? null : kualaLumpurInstant(rental.endDate, rental.returnTime) };
}

/** Whether the rental had its car at that instant (to the minute). */
export function heldAt(rental: HeldFields, at: Date): boolean {
  const window = heldBetween(rental);
  if (!window) return false;
  const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  return minute >= window.from.getTime() && (window.until === null || minute <= window.until.getTime());
}

/** Rentals of one car looked at per question: far more than could start before one moment and still be near it. */
const HELD_CANDIDATES = 50;

/**
 * The rental that had the car at that instant (a summons, a toll), or null: among the rentals that
 * took the car out (on the road or returned) and began by the next day, the latest whose window holds it.
 */
export async function rentalWithVehicleAt(manager: EntityManager, vehicleId: number, at: Date): Promise<Rental | null> {
  const candidates = await manager.find(Rental, {
    // A day's slack: keys handed over the evening before the first rental day still count.
    where: { vehicleId, status: In([...ON_THE_ROAD, ...RETURNED]), startDate: LessThanOrEqual(addDays(todayInKualaLumpur(at), 1)) },
    order: { startDate: 'DESC', id: 'DESC' },
    take: HELD_CANDIDATES,
  });
  const inspected = candidates.length
    ? await manager.find(RentalReturn, {
        select: { rentalId: true, returnedAt: true },
        where: { rentalId: In(candidates.map((rental) => rental.id)), finalizedAt: Not(IsNull()) },
      })
    : [];
  const returnedAt = new Map(inspected.map((inspection) => [inspection.rentalId, inspection.returnedAt]));
  return candidates.find((rental) => heldAt({ ...rental, returnedAt: returnedAt.get(rental.id) ?? null }, at)) ?? null;
}
