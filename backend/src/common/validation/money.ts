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
    Transform(({ value }: { value: unknown }) => canonicalMoney(value)),
    Matches(CANONICAL_MONEY, { message }),
    ValidateBy(
      { name: 'maxMoneyAmount', validator: { validate: (value: unknown) => typeof value !== 'string' || withinMoneyLimit(value) } },
      { message: MONEY_TOO_LARGE_MESSAGE },
    ),
  );
}

const CANONICAL_MONEY = /^\d+\.\d{2}$/;

/** 150, "150" or " 150.5 " -> "150.50"; anything that is not such an amount is returned as it came. */
export function canonicalMoney(value: unknown): unknown {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY_INPUT.test(text.trim())) return text;
  const [whole, fraction = ''] = text.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

export function isCanonicalMoney(value: unknown): value is string {
  return typeof value === 'string' && CANONICAL_MONEY.test(value);
}

/** At most RM 999,999.99 (a canonical amount). */
export function withinMoneyLimit(amount: string): boolean {
  return amount.split('.')[0].length <= MAX_WHOLE_DIGITS;
}

/** A canonical amount no larger than `max` (also canonical): a price list's own ceiling. */
export function AtMostMoney(max: string, message: string) {
  const maxSen = Number(max.replace('.', ''));
  return ValidateBy(
    {
      name: 'atMostMoney',
      validator: { validate: (value: unknown) => !isCanonicalMoney(value) || Number(value.replace('.', '')) <= maxSen },
    },
    { message },
  );
}
