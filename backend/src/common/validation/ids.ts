import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { COMMON_ERRORS } from '../errors/common.errors';

/** Ids are `integer` columns: signed 32-bit. */
export const MAX_ID = 2_147_483_647;

export const INVALID_ID_MESSAGE = COMMON_ERRORS.INVALID_ID.message;

/** Plain decimal digits only: Number() would also take "0x10", "1e0", "+1", " 1" and "1.0". */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** The id as a number, or null unless it is a whole number from 1 to MAX_ID written in decimal digits. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== 'string' || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** An id in a body or query: a number or a digit string, held to the same rule as path ids. */
export function IsEntityId(message: string) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => parseId(value) ?? value),
    ValidateBy({ name: 'isEntityId', validator: { validate: (value: unknown) => parseId(value) !== null } }, { message }),
  );
}
