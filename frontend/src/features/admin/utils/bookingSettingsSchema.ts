import { z } from 'zod';
import type { BookingSettings } from '../api/adminApi';

/** The longest turnaround the server takes (BookingSettingsDto); the message below names it. */
export const MAX_TURNAROUND_HOURS = 72;

/** The server's own message (BookingSettingsDto), so one Malay text serves a refusal from either side. */
export const BOOKING_SETTINGS_MESSAGES = {
  turnaroundHours: 'The turnaround must be a whole number of hours from 0 to 72',
} as const;

const WHOLE_NUMBER = /^\d+$/;

/** The field holds what was typed; a valid form sends it as a number, as the server expects. */
export const bookingSettingsSchema = z.object({
  turnaroundHours: z
    .string()
    .trim()
    .refine((text) => WHOLE_NUMBER.test(text) && Number(text) <= MAX_TURNAROUND_HOURS, BOOKING_SETTINGS_MESSAGES.turnaroundHours)
    .transform(Number),
});

/** What the form holds while being filled in: the hours as typed. */
export type BookingSettingsFormInput = z.input<typeof bookingSettingsSchema>;
/** A valid form: the body PUT /api/admin/settings/booking takes. */
export type BookingSettingsFormValues = z.output<typeof bookingSettingsSchema>;

export function bookingSettingsFormOf(settings: BookingSettings): BookingSettingsFormInput {
  return { turnaroundHours: String(settings.turnaroundHours) };
}
