import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';

/** Up to 8 whole digits (decimal(10,2)) and at most 2 decimals, never negative. */
const MONEY_INPUT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Accepts 150, "150" or "150.5" and keeps the canonical "150.50" string; anything else is a
 * 400 with the given message. Money never passes through floating point after this.
 */
export function IsMoneyAmount(message: string) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !MONEY_INPUT.test(text.trim())) return text;
      const [whole, fraction = ''] = text.trim().split('.');
      return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
    }),
    Matches(/^\d{1,8}\.\d{2}$/, { message }),
  );
}
