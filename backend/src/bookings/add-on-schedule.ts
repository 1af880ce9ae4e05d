import { EntityManager, In } from 'typeorm';
import { daysBetween } from '../common/dates/date-math';
import { appError } from '../common/errors/app-error';
import { AddOn } from '../pricing/entities/add-on.entity';
import { RentalAddOn } from '../pricing/entities/rental-add-on.entity';
import { PRICING_ERRORS } from '../pricing/pricing.errors';
import { Rental } from '../rentals/entities/rental.entity';
import { HOLDS_VEHICLE } from '../rentals/rental-lifecycle';
import { occupiedOnOrAfter, occupiedUntil } from './vehicle-schedule';

/**
 * The add-ons' schedule: units of an add-on with a stock (3 child seats) are held by the rentals
 * that hold their car, over the same days the car is held, and no day may hold more units than
 * the business has. Add-ons without a stock are never short.
 */

export interface AddOnWants {
  startDate: string;
  endDate: string;
  choices: ReadonlyArray<{ addOnId: number; quantity: number }>;
  /** A rental never competes with its own units (an extension asks for its later days). */
  exceptRentalId?: number;
}

export interface AddOnShortage {
  addOnId: number;
  name: { en: string; ms: string };
  /** Units still free on the busiest day of the range. */
  left: number;
}

/** The most units held on any one day of the range, by rentals holding [start, until] with quantity. */
function busiestDay(
  holds: ReadonlyArray<{ startDate: string; until: string; quantity: number }>,
  startDate: string,
  endDate: string,
): number {
  const length = daysBetween(startDate, endDate) + 1;
  const change = new Array<number>(length + 1).fill(0);
  for (const hold of holds) {
    const first = Math.max(0, daysBetween(startDate, hold.startDate));
    const last = Math.min(length - 1, daysBetween(startDate, hold.until));
    if (last < first) continue;
    change[first] += hold.quantity;
    change[last + 1] -= hold.quantity;
  }
  let held = 0;
  let peak = 0;
  for (let day = 0; day < length; day += 1) {
    held += change[day];
    peak = Math.max(peak, held);
  }
  return peak;
}

/**
 * The first add-on (by id) the wanted units would take beyond its stock on some day, or null.
 * Inside a transaction that holds the add-ons' locks (holdAddOns), the answer is final.
 */
export async function addOnShortage(manager: EntityManager, wants: AddOnWants): Promise<AddOnShortage | null> {
  const wanted = new Map(wants.choices.filter((choice) => choice.quantity > 0).map((choice) => [choice.addOnId, choice.quantity]));
  if (wanted.size === 0) return null;
  const limited = await manager.find(AddOn, { where: { id: In([...wanted.keys()]) }, order: { id: 'ASC' } });
  for (const addOn of limited) {
    if (addOn.stock === null) continue;
    const query = manager
      .getRepository(RentalAddOn)
      .createQueryBuilder('held')
      .innerJoin(Rental, 'rental', 'rental.id = held.rentalId')
      .select([
        'held.quantity AS quantity',
        'rental.startDate AS startDate',
        'rental.endDate AS endDate',
        'rental.returnDate AS returnDate',
      ])
      .where('held.addOnId = :addOnId', { addOnId: addOn.id })
      .andWhere('rental.status IN (:...holding)', { holding: [...HOLDS_VEHICLE] })
      .andWhere('rental.startDate <= :endDate', { endDate: wants.endDate })
      .andWhere(occupiedOnOrAfter('rental', 'startDate'), { startDate: wants.startDate });
    if (wants.exceptRentalId !== undefined) query.andWhere('rental.id <> :except', { except: wants.exceptRentalId });
    const rows = await query.getRawMany<{ quantity: number | string; startDate: string; endDate: string; returnDate: string | null }>();
    const holds = rows.map((row) => ({
      startDate: String(row.startDate).slice(0, 10),
      until: occupiedUntil({
        endDate: String(row.endDate).slice(0, 10),
        returnDate: row.returnDate === null ? null : String(row.returnDate).slice(0, 10),
      }),
      quantity: Number(row.quantity),
    }));
    const left = addOn.stock - busiestDay(holds, wants.startDate, wants.endDate);
    if ((wanted.get(addOn.id) ?? 0) > left)
      return { addOnId: addOn.id, name: { en: addOn.nameEn, ms: addOn.nameMs }, left: Math.max(0, left) };
  }
  return null;
}

export function addOnSoldOut(shortage: AddOnShortage): Error {
  return appError(PRICING_ERRORS.ADD_ON_SOLD_OUT, { name: shortage.name.en, nameMs: shortage.name.ms, left: shortage.left });
}

/**
 * Takes the locks of the add-ons with a stock (in id order, so two bookings never wait on each
 * other), then checks the days: of parallel bookings wanting the last units, exactly one gets
 * them and the others are refused. Call inside the booking's transaction, after the car's lock.
 */
export async function lockAndCheckAddOns(manager: EntityManager, wants: AddOnWants): Promise<void> {
  const ids = [...new Set(wants.choices.filter((choice) => choice.quantity > 0).map((choice) => choice.addOnId))].sort((a, b) => a - b);
  for (const id of ids) await manager.increment(AddOn, { id }, 'bookingVersion', 1);
  const shortage = await addOnShortage(manager, wants);
  if (shortage) throw addOnSoldOut(shortage);
}

/** Books the units for a new rental: locked and checked first, then held under the rental's id. */
export async function holdAddOns(manager: EntityManager, rentalId: number, wants: AddOnWants): Promise<void> {
  const choices = wants.choices.filter((choice) => choice.quantity > 0);
  if (choices.length === 0) return;
  await lockAndCheckAddOns(manager, { ...wants, choices, exceptRentalId: rentalId });
  await manager.insert(
    RentalAddOn,
    choices.map((choice) => ({ rentalId, addOnId: choice.addOnId, quantity: choice.quantity })),
  );
}

/** The units a rental holds, to check its later days when it is extended. */
export function heldAddOns(manager: EntityManager, rentalId: number): Promise<RentalAddOn[]> {
  return manager.find(RentalAddOn, { where: { rentalId }, order: { addOnId: 'ASC' } });
}
