/**
 * Codes of refused fields. Most are class-validator's constraint names in UPPER_SNAKE (isEmail ->
 * IS_EMAIL); a constraint without an entry here is sent as INVALID, so the list stays closed and
 * every code a client can receive has a translation.
 */
export const FIELD_ERROR_CODES = [
  'INVALID',
  'IS_STRING',
  'IS_EMAIL',
  'IS_IN',
  'IS_INT',
  'IS_BOOLEAN',
  'IS_ARRAY',
  'ARRAY_MAX_SIZE',
  'ARRAY_MIN_SIZE',
  'ARRAY_UNIQUE',
  'MATCHES',
  'MIN',
  'MAX',
  'MIN_LENGTH',
  'MAX_LENGTH',
  'NOT_ALLOWED',
  'NESTED',
  'IS_REQUIRED_TEXT',
  'IS_ENTITY_ID',
  'MAX_MONEY_AMOUNT',
  'IS_WHOLE_NUMBER',
  'CALENDAR_DATE',
  'SHORT_SCALAR',
  'IS_LOG_TARGET_ID',
  'IS_LOG_DETAILS',
  'IS_DELIVERY_TIME',
  'MAX_KILOMETRES',
  'IS_INVOICE_DATE',
  'IS_PAYMENT_AMOUNT',
  'IS_PAYMENT_PURPOSE',
  'IS_PHONE_NUMBER',
  'IS_IC_PASSPORT_NUMBER',
  'DOCUMENT_MISSING',
  'DOCUMENT_UNUSABLE',
  'CONTROL_CHARACTERS',
  'MALFORMED_UNICODE',
  'NONCHARACTERS',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

/** Constraint names whose code is not simply their UPPER_SNAKE form. */
const RENAMED: Readonly<Record<string, FieldErrorCode>> = {
  whitelistValidation: 'NOT_ALLOWED',
  nestedValidation: 'NESTED',
  // A price list's own ceiling: to the reader, the same refusal as any amount too large.
  atMostMoney: 'MAX_MONEY_AMOUNT',
};

export function upperSnake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** The field code for a class-validator constraint name. */
export function fieldErrorCode(constraint: string): FieldErrorCode {
  const renamed = RENAMED[constraint];
  if (renamed) return renamed;
  const code = upperSnake(constraint);
  return KNOWN.has(code) ? (code as FieldErrorCode) : 'INVALID';
}
