import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../../common/dates/calendar-date';
import { canonicalMoney } from '../../common/validation/money';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

/** Delivery times from 2000 to 2100: anything else is a typo, and stays inside every datetime column. */
const EARLIEST_DELIVERY = Date.UTC(2000, 0, 1);
const LATEST_DELIVERY = Date.UTC(2101, 0, 1);
/** ISO 8601 date-time with a zone (Z or +08:00), as the browser's toISOString() and the form send it. */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;
/** decimal(10,2) holds 8 whole digits; a single trip stays far below that. */
const MAX_KM_WHOLE_DIGITS = 6;

export const DELIVERY_TIME_MESSAGE = 'deliveryTime must be a date and time such as 2026-11-22T09:30:00+08:00, between 2000 and 2100';
export const TOTAL_KM_MESSAGE = 'totalKm must be 0 or more kilometres with at most 2 decimals, such as 42.50';
export const TOTAL_KM_TOO_LARGE_MESSAGE = 'totalKm can be at most 999,999.99 km';
export const MISC_EXPENSE_MESSAGE = 'miscExpense must be an amount such as 12.50';

/** The instant the text names, to the whole second (the column keeps seconds), or null when it is not one in range. */
export function parseDeliveryTime(value: unknown): Date | null {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  // Date.parse rolls 2026-02-30 over to March and takes 24:00: both are typos here.
  if (!match || !isCalendarDate(match[1]) || Number(match[2]) > 23) return null;
  const time = Date.parse(value as string);
  if (Number.isNaN(time) || time < EARLIEST_DELIVERY || time >= LATEST_DELIVERY) return null;
  return new Date(Math.floor(time / 1000) * 1000);
}

export function DeliveryTimeField(required = true) {
  return applyDecorators(
    ApiProperty({ required, example: '2026-11-22T09:30:00+08:00', description: 'ISO 8601 date-time with a zone, year 2000 to 2100' }),
    Transform(({ value }: { value: unknown }) => parseDeliveryTime(value) ?? value),
    ValidateBy(
      { name: 'isDeliveryTime', validator: { validate: (value: unknown) => value instanceof Date } },
      { message: DELIVERY_TIME_MESSAGE },
    ),
  );
}

/** A place: required, trimmed, at most 255 characters. */
export function LocationField(name: 'fromLocation' | 'toLocation', example: string, required = true) {
  return applyDecorators(ApiProperty({ required, example, maxLength: 255 }), Trim(), (target: object, property: string | symbol) =>
    IsRequiredText({ max: 255, message: `${name} is required`, tooLongMessage: `${name} can be at most 255 characters` })(
      target,
      String(property),
    ),
  );
}

/** Kilometres like money: 42, "42" or "42.5" become "42.50"; never floating point after this. */
export function KilometresField(required = true) {
  return applyDecorators(
    ApiProperty({ required, example: '42.50', description: 'Kilometres driven, 0 or more, at most 2 decimals' }),
    Transform(({ value }: { value: unknown }) => canonicalMoney(value)),
    Matches(/^\d+\.\d{2}$/, { message: TOTAL_KM_MESSAGE }),
    ValidateBy(
      {
        name: 'maxKilometres',
        validator: { validate: (value: unknown) => typeof value !== 'string' || value.split('.')[0].length <= MAX_KM_WHOLE_DIGITS },
      },
      { message: TOTAL_KM_TOO_LARGE_MESSAGE },
    ),
  );
}
