import { ValidateIf } from 'class-validator';

/**
 * Optional, but never null: leaving the field out skips its checks, sending null runs them (and
 * fails). class-validator's IsOptional skips null too, which let null reach NOT NULL columns.
 * Use IsOptional only where the column is nullable and null means "clear it".
 */
export const IsOptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
