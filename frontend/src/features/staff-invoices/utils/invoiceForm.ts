import { z } from 'zod';
import { isCalendarDate } from '../../../lib/calendarDate';
import { senToAmount, toSen } from '../../../lib/money';
import { safeText } from '../../../lib/validation';
import type { RentalView } from '../../../api/types';
import type { InvoiceBody } from '../api/types';

/**
 * The 'Generate Invoice' form. The first five messages are
 * the server's too, word for word; the others only this form writes. Malay:
 * i18n/locales/ms/messages/staffMoney.ts ('Amounts can be at most ...' is the server's, server.ts).
 */
export const INVOICE_FORM_MESSAGES = {
  customerNameRequired: 'Customer name is required',
  invoiceDateRequired: 'Invoice date is required',
  vehicleRequired: 'Vehicle rented is required',
  totalDaysMin: 'Total days must be at least 1',
  totalAmountMin: 'Total amount must be greater than 0',
  totalDaysWhole: 'Total days must be a whole number',
  totalAmountDecimals: 'Total amount can have at most 2 decimal places',
  amountTooHigh: 'Amounts can be at most RM 999,999.99',
} as const;

const M = INVOICE_FORM_MESSAGES;

/** The longest name and vehicle text the inputs take. */
export const MAX_INVOICE_TEXT = 200;
/** RM 999,999.99, the server's bound on money. */
const MAX_AMOUNT_SEN = 99_999_999;

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

function requiredText(message: string) {
  return safeText().trim().min(1, message);
}

export const invoiceFormSchema = z.object({
  customerName: requiredText(M.customerNameRequired),
  invoiceDate: z.string().refine(isCalendarDate, M.invoiceDateRequired),
  vehicleRented: requiredText(M.vehicleRequired),
  totalDays: z
    .string()
    .trim()
    .refine((text) => DECIMAL.test(text) && Number(text) >= 1, M.totalDaysMin)
    .refine((text) => !DECIMAL.test(text) || WHOLE.test(text), M.totalDaysWhole),
  totalAmount: z
    .string()
    .trim()
    .refine((text) => DECIMAL.test(text), M.totalAmountMin)
    .refine((text) => !DECIMAL.test(text) || MONEY.test(text), M.totalAmountDecimals)
    .refine((text) => !MONEY.test(text) || (toSen(text) ?? Infinity) <= MAX_AMOUNT_SEN, M.amountTooHigh)
    .transform((text) => senToAmount(toSen(text) ?? 0)),
});

/** What the form holds while being filled in: the numbers as typed. */
export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;
/** A valid form: trimmed texts, the days a whole number as text, the amount as "560.00". */
export type InvoiceFormValues = z.output<typeof invoiceFormSchema>;

/** The defaults: totalDays 1, totalAmount 0, the date today (Kuala Lumpur). */
export function invoiceDefaults(today: string): InvoiceFormInput {
  return { customerName: '', invoiceDate: today, vehicleRented: '', totalDays: '1', totalAmount: '0' };
}

/**
 * 'Fill from rental': the customer, the vehicle, the days and the grand total as priced. SST that
 * came on top of the prices is left out: the invoice adds it again itself.
 */
export function invoiceFieldsFromRental(
  rental: RentalView,
): Pick<InvoiceFormInput, 'customerName' | 'vehicleRented' | 'totalDays' | 'totalAmount'> {
  return {
    customerName: rental.customerName,
    vehicleRented: rental.vehicleDisplayName,
    totalDays: String(rental.totalDays),
    totalAmount: senToAmount((toSen(rental.grandTotal) ?? 0) - (toSen(rental.serviceTaxAdded) ?? 0)),
  };
}

/** The request body: the days as a number, the amount as a string exact to the sen. */
export function toInvoiceBody({ totalDays, ...values }: InvoiceFormValues): InvoiceBody {
  return { ...values, totalDays: Number(totalDays) };
}
