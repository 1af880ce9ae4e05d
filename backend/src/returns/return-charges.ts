import { returnDueAt } from '../rentals/rental-due';
import { quoteExtraMileage } from '../rentals/mileage';
import { toSen } from '../common/money/money';

/**
 * The charges the business's terms give at the return, in whole sen, with nothing read from the
 * database: the inspection service feeds them the rental and the readings, the screens show
 * what they answer before staff confirm, and the property tests hold them to their promises.
 */

/** A gauge has eight bars: fuel levels are eighths of a tank, 0 (empty) to 8 (full). */
export const FUEL_BARS = 8;
const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

export interface ReturnPolicy {
  fuelChargePerBarSen: number;
  lateReturnGraceMinutes: number;
  lateReturnHourlyPercent: number;
}

export interface FuelCharge {
  barsShort: number;
  amountSen: number;
}

/**
 * Bars short = pickup level minus return level, never negative (a fuller tank earns nothing back),
 * times the price of a bar. An unknown pickup level charges nothing: there is nothing to compare.
 */
export function fuelCharge(pickupFuel: number | null, returnFuel: number, perBarSen: number): FuelCharge {
  assertWhole(perBarSen, 'perBarSen');
  if (!isFuelLevel(returnFuel) || (pickupFuel !== null && !isFuelLevel(pickupFuel))) throw new RangeError('Fuel levels are 0 to 8');
  const barsShort = pickupFuel === null ? 0 : Math.max(0, pickupFuel - returnFuel);
  return { barsShort, amountSen: barsShort * perBarSen };
}

export interface LateCharge {
  /** Whole minutes past the due moment (0 when on time or early). */
  minutesLate: number;
  /** Full days late, each charged one daily rate. */
  fullDays: number;
  /** Started hours after the grace in the last, part day. */
  hours: number;
  hourlySen: number;
  amountSen: number;
}

/** One hour's late fee: the percentage of the daily rate, half a sen rounded up. */
export function lateHourlySen(dailyRateSen: number, percent: number): number {
  return Math.floor((dailyRateSen * percent + 50) / 100);
}

/**
 * Nothing up to the grace minutes past the due moment. Beyond it, time is counted from the end of
 * the grace: each full day late costs one daily rate, and the rest costs the hourly fee per started
 * hour but never more than one daily rate, so no day late costs more than a day's hire.
 */
export function lateReturnCharge(due: Date, returnedAt: Date, dailyRateSen: number, policy: ReturnPolicy): LateCharge {
  assertWhole(dailyRateSen, 'dailyRateSen');
  const minutesLate = Math.max(0, Math.floor((returnedAt.getTime() - due.getTime()) / MINUTE_MS));
  const hourlySen = lateHourlySen(dailyRateSen, policy.lateReturnHourlyPercent);
  const chargeable = minutesLate - policy.lateReturnGraceMinutes;
  if (chargeable <= 0) return { minutesLate, fullDays: 0, hours: 0, hourlySen, amountSen: 0 };
  const fullDays = Math.floor(chargeable / MINUTES_PER_DAY);
  const hours = Math.ceil((chargeable % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const amountSen = fullDays * dailyRateSen + Math.min(hours * hourlySen, dailyRateSen);
  return { minutesLate, fullDays, hours, hourlySen, amountSen };
}

export interface ReturnReadings {
  returnedAt: Date;
  returnFuel: number;
  returnMileage: number;
}

export interface PolicyRental {
  endDate: string;
  returnTime: string;
  rentalPerDay: string;
  fuelLevel: number | null;
  currentMileage: number;
  mileageLimit: number;
  totalDays: number;
  extraMileageCharge: string;
}

/** The lines the policy gives on its own; staff add fees and damage to them. */
export const POLICY_LINES = ['fuel', 'late_return', 'extra_mileage'] as const;
export type PolicyLine = (typeof POLICY_LINES)[number];

export interface PolicyCharges {
  fuel: FuelCharge;
  late: LateCharge & { dueAt: Date };
  mileage: { drivenKm: number; allowedKm: number | null; extraKm: number; perKmSen: number; amountSen: number };
}

/** Every policy charge of one return. The caller has checked the mileage is not below pickup. */
export function policyCharges(rental: PolicyRental, readings: ReturnReadings, policy: ReturnPolicy): PolicyCharges {
  const dueAt = returnDueAt(rental);
  const mileage = quoteExtraMileage(rental, readings.returnMileage);
  return {
    fuel: fuelCharge(rental.fuelLevel, readings.returnFuel, policy.fuelChargePerBarSen),
    late: { ...lateReturnCharge(dueAt, readings.returnedAt, toSen(rental.rentalPerDay), policy), dueAt },
    mileage: {
      drivenKm: mileage.drivenKm,
      allowedKm: mileage.allowedKm,
      extraKm: mileage.extraKm,
      perKmSen: toSen(mileage.extraMileageCharge),
      amountSen: toSen(mileage.extraMileageFee),
    },
  };
}

function isFuelLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level <= FUEL_BARS;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be whole sen, not negative`);
}
