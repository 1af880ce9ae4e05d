import { FUEL_EIGHTHS_MAX } from '../../../components/form/FuelLevelSlider';
import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import { currentLocale } from '../../../i18n';

/**
 * The cancel and return forms' messages, written exactly as the server writes the same checks
 * (backend/src/rentals/dto). Their Malay: messages/server.ts and messages/vehicles.ts, except the
 * four below whose Malay this feature keeps in messages/staff.ts.
 */
export const RENTAL_FORM_MESSAGES = {
  reasonRequired: 'Please give a reason for cancelling',
  reasonTooLong: 'The reason can be at most 500 characters',
  returnDateRequired: 'Please choose a return date',
  returnDateBeforePickup: 'Return date cannot be before the pickup date',
  returnDateFuture: 'Return date cannot be in the future',
  mileageRequired: 'Please enter the return mileage',
  mileageWhole: 'Return mileage must be a whole number of kilometres',
  mileageBelowPickup: 'Return mileage cannot be less than the mileage at pickup',
  mileageTooHigh: 'Return mileage must be at most 9,999,999 km',
  // Decline Extension (the server's DeclineExtensionDto) and Complete Handover; Malay in messages/rentals.ts.
  declineReasonRequired: 'Please give a reason for declining',
  handoverPhotoRequired: 'Please choose an image file of the key handover',
} as const;

/** The messages whose Malay is in messages/staff.ts (the server shares their English). */
export const CLIENT_ONLY_RENTAL_MESSAGES = [
  RENTAL_FORM_MESSAGES.reasonTooLong,
  RENTAL_FORM_MESSAGES.mileageRequired,
  RENTAL_FORM_MESSAGES.mileageWhole,
  RENTAL_FORM_MESSAGES.mileageTooHigh,
] as const;

const M = RENTAL_FORM_MESSAGES;

export const MAX_CANCEL_REASON = 500;
export const MAX_RETURN_MILEAGE = 9_999_999;
export { DEFAULT_FUEL_EIGHTHS as DEFAULT_FUEL_LEVEL } from '../../../components/form/FuelLevelSlider';

/** The cancel dialog: a reason, trimmed, 1 to 500 characters (the server's rule). */
export const cancelReasonSchema = safeText().trim().min(1, M.reasonRequired).max(MAX_CANCEL_REASON, M.reasonTooLong);

/** Decline Extension: a reason, trimmed, 1 to 500 characters (the server's rule). */
export const declineReasonSchema = safeText().trim().min(1, M.declineReasonRequired).max(MAX_CANCEL_REASON, M.reasonTooLong);

/** "12345" -> 12345; anything that is not a whole number of km -> null. */
export function parseMileage(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export interface ReturnFormInput {
  returnDate: string;
  returnMileage: string;
  fuelLevel: number;
}

/** Mark Returned, checked as the server checks it: the date within pickup..today, the km from the pickup's up. */
export function returnFormSchema(rental: { startDate: string; currentMileage: number }, today: string) {
  return z.object({
    returnDate: z
      .string()
      .min(1, M.returnDateRequired)
      .refine((date) => date >= rental.startDate, M.returnDateBeforePickup)
      .refine((date) => date <= today, M.returnDateFuture),
    returnMileage: z
      .string()
      .trim()
      .min(1, M.mileageRequired)
      .refine((text) => /^\d+$/.test(text), M.mileageWhole)
      .refine((text) => !/^\d+$/.test(text) || Number(text) <= MAX_RETURN_MILEAGE, M.mileageTooHigh)
      .refine((text) => !/^\d+$/.test(text) || Number(text) >= rental.currentMileage, M.mileageBelowPickup),
    fuelLevel: z.number().int().min(0).max(FUEL_EIGHTHS_MAX),
  });
}

/** Kilometres with the reader's digit grouping: 12345 -> "12,345". */
export function formatKm(km: number): string {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0 }).format(km);
}
