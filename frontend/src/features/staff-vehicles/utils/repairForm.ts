import { z } from 'zod';
import { isCalendarDate, todayInKualaLumpur } from '../../../lib/calendarDate';

/** The repair form's messages, in English; their Malay is in i18n/locales/ms/messages/vehicleDamage.ts. */
export const REPAIR_FORM_MESSAGES = {
  cost: 'Please give the repair cost from RM 0.00 to RM 50,000.00, such as 350.00',
  date: 'Please give the day it was repaired',
  dateRange: 'The repair date cannot be in the future or before the damage was found',
} as const;

/** The server's bound: no body shop bill for one point reaches RM 50,000. */
const MAX_REPAIR_SEN = 5_000_000;
const MONEY_INPUT = /^\d{1,5}(\.\d{1,2})?$/;

/** "350.5" -> "350.50", or null when it is not an amount the server takes. */
export function repairCostAmount(text: string): string | null {
  const trimmed = text.trim();
  if (!MONEY_INPUT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sen <= MAX_REPAIR_SEN ? `${Number(whole)}.${fraction.padEnd(2, '0')}` : null;
}

/** The form for one damage point: its cost and a day from the day it was found (KL) to today. */
export function repairFormSchema(foundOn: string, today: string = todayInKualaLumpur()) {
  return z.object({
    repairCost: z
      .string()
      .refine((text) => repairCostAmount(text) !== null, REPAIR_FORM_MESSAGES.cost)
      .transform((text) => repairCostAmount(text) as string),
    repairedOn: z
      .string()
      .refine((day) => isCalendarDate(day), REPAIR_FORM_MESSAGES.date)
      .refine((day) => !isCalendarDate(day) || (day >= foundOn && day <= today), REPAIR_FORM_MESSAGES.dateRange),
  });
}

export type RepairFormInput = z.input<ReturnType<typeof repairFormSchema>>;
export type RepairFormValues = z.output<ReturnType<typeof repairFormSchema>>;
