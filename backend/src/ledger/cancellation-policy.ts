import { ChargeCategory, MAX_ENTRY_SEN } from './rental-ledger';

/**
 * What cancelling a booking costs the customer, as one pure rule: free when it is cancelled far
 * enough ahead of pickup, otherwise a share of what the rental itself was to cost. The deposit is
 * security, not a price, so it never counts towards the fee.
 */
export interface CancellationPolicy {
  /** Cancelled this many Kuala Lumpur calendar days before the pickup day, or earlier: no fee. */
  freeDays: number;
  /** Otherwise this share of the rental's charges, in whole percent from 0 to 100. */
  feePercent: number;
}

/**
 * The charges the booking itself put on the account (the days, their discount, an extension, the
 * delivery, untaxed add-ons; taxable add-ons the booking posted are told from staff's by their
 * source key): a cancellation takes these off and the fee is reckoned on what they add up to.
 * Charges added for something that happened (fuel, damage, a summons) stay owed.
 */
export const BOOKING_CHARGE_CATEGORIES = [
  'rental_days',
  'discount',
  'extension',
  'delivery',
  'add_on_untaxed',
] as const satisfies readonly ChargeCategory[];

/**
 * The fee in whole sen for cancelling `daysBeforePickup` calendar days before the pickup day (0 on
 * the day itself, below 0 once it has passed) a rental whose charges after discount come to
 * `rentalChargesSen`: nothing from `freeDays` ahead, otherwise `feePercent` of the charges,
 * rounded half up to the sen. Never more than the charges, never below zero.
 */
export function cancellationFeeSen(rentalChargesSen: number, daysBeforePickup: number, policy: CancellationPolicy): number {
  if (!Number.isSafeInteger(rentalChargesSen)) throw new RangeError(`Charges must be whole sen: ${rentalChargesSen}`);
  if (!Number.isSafeInteger(daysBeforePickup)) throw new RangeError(`Days before pickup must be whole days: ${daysBeforePickup}`);
  if (!Number.isInteger(policy.feePercent) || policy.feePercent < 0 || policy.feePercent > 100)
    throw new RangeError(`The fee must be a whole percent from 0 to 100: ${policy.feePercent}`);
  if (daysBeforePickup >= policy.freeDays) return 0;
  // A discount larger than the days leaves nothing to take a share of.
  const chargesSen = Math.min(Math.max(0, rentalChargesSen), MAX_ENTRY_SEN);
  // Exact in integers: (charges x percent) hundredths of a sen, half a sen (50) rounding up.
  return Math.floor((chargesSen * policy.feePercent + 50) / 100);
}

/** What the business owes the customer back once the account is settled this far: the part of the balance below zero. */
export function owedBackSen(balanceDueSen: number): number {
  return Math.max(0, -balanceDueSen);
}
