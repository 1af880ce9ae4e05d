import { z } from 'zod';
import { isCalendarDate } from '../../../lib/calendarDate';

export const BOOKING_FORM_MESSAGES = {
  startRequired: 'Please choose a pickup date',
  endRequired: 'Please choose a return date',
  startInPast: 'Pickup date cannot be in the past',
  endBeforeStart: 'Return date cannot be before the pickup date',
  messageTooLong: 'Message must be at most 1000 characters',
} as const;

export const MAX_CUSTOMER_MESSAGE_LENGTH = 1000;

const M = BOOKING_FORM_MESSAGES;

/**
 * The detail dialog's form: a date range with no day before today (Kuala Lumpur), and the
 * optional message, trimmed. Dates compare as YYYY-MM-DD strings.
 */
export function bookingFormSchema(today: string) {
  return z
    .object({
      startDate: z
        .string()
        .refine(isCalendarDate, M.startRequired)
        .refine((date) => date >= today, M.startInPast),
      endDate: z.string().refine(isCalendarDate, M.endRequired),
      customerMessage: z.string().trim().max(MAX_CUSTOMER_MESSAGE_LENGTH, M.messageTooLong),
    })
    .refine(({ startDate, endDate }) => !isCalendarDate(startDate) || endDate >= startDate, {
      message: M.endBeforeStart,
      path: ['endDate'],
    });
}

export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingForm = z.output<ReturnType<typeof bookingFormSchema>>;

export const EMPTY_BOOKING_FORM: BookingFormInput = { startDate: '', endDate: '', customerMessage: '' };
