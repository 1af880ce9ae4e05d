import { ValidationArguments, registerDecorator } from 'class-validator';
import { isCalendarDate, todayInKualaLumpur } from '../../common/dates/calendar-date';

export const INVOICE_DATE_REQUIRED_MESSAGE = 'Invoice date is required';
export const INVOICE_DATE_FORMAT_MESSAGE = 'Invoice date must be a date as YYYY-MM-DD';
export const INVOICE_DATE_RANGE_MESSAGE = 'Invoice date must be from 2000-01-01 to one year from today';

/** The earliest invoice date taken: nothing in this business is older. */
export const EARLIEST_INVOICE_DATE = '2000-01-01';

/** The same day a year later; 29 February becomes 28 February. */
export function oneYearAfter(isoDate: string): string {
  const next = `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;
  return isCalendarDate(next) ? next : `${next.slice(0, 8)}28`;
}

/** What is wrong with an invoice date, or null: one message per value, never a list for one field. */
export function invoiceDateProblem(value: unknown, today: string = todayInKualaLumpur()): string | null {
  if (typeof value !== 'string' || value.trim() === '') return INVOICE_DATE_REQUIRED_MESSAGE;
  if (!isCalendarDate(value)) return INVOICE_DATE_FORMAT_MESSAGE;
  // Invoices may be dated ahead (a booking billed in advance), up to a year from today in Kuala Lumpur.
  if (value < EARLIEST_INVOICE_DATE || value > oneYearAfter(today)) return INVOICE_DATE_RANGE_MESSAGE;
  return null;
}

/** A real "YYYY-MM-DD" calendar date (as IsCalendarDate) inside the window above. */
export function IsInvoiceDate() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isInvoiceDate',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }: ValidationArguments) => invoiceDateProblem(value) ?? INVOICE_DATE_FORMAT_MESSAGE },
      validator: { validate: (value: unknown) => invoiceDateProblem(value) === null },
    });
}

export interface RequiredTextRule {
  max: number;
  /** Missing, null, not text or blank (after trimming). */
  message: string;
  tooLongMessage: string;
}

/** Required text of 1..max characters as ONE rule: IsString + MinLength + MaxLength would list two messages for a missing value. */
export function IsRequiredText(rule: RequiredTextRule) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName,
      options: {
        message: ({ value }: ValidationArguments) =>
          typeof value === 'string' && value.length > rule.max ? rule.tooLongMessage : rule.message,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= rule.max },
    });
}
