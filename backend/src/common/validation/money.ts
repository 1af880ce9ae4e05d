import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Matches, ValidateBy } from 'class-validator';

/** Every amount a person types: at most RM 999,999.99, so totals over a rental still fit decimal(10,2). */
export const MONEY_TOO_LARGE_MESSAGE = 'Amounts can be at most RM 999,999.99';

/**
 * Digits with at most 2 decimals, never negative; the size is checked separately for a clearer
 * message. 15 digits stay exact in a double, so Number() below cannot round.
 */
const MONEY_INPUT = /^\d{1,15}(\.\d{1,2})?$/;
const MAX_WHOLE_DIGITS = 6;

/**
 * Accepts 150, "150" or "150.5" and keeps the canonical "150.50" string; anything else is a
 * 400 with the given message, and more than 999,999.99 a 400 saying so. Money never passes
 * through floating point after this.
 */
export function IsMoneyAmount(message: string) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !MONEY_INPUT.test(text.trim())) return text;
      const [whole, fraction = ''] = text.trim().split('.');
      return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
    }),
    Matches(/^\d+\.\d{2}$/, { message }),
    ValidateBy(
      { name: 'maxMoneyAmount', validator: { validate: (value: unknown) => typeof value !== 'string' || value.split('.')[0].length <= MAX_WHOLE_DIGITS } },
      { message: MONEY_TOO_LARGE_MESSAGE },
    ),
  );
}
