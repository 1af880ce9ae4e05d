import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Registration's phone and IC/passport rules, copied from the server's (backend
 * src/customers/contact-details.ts) so the form refuses exactly what the server refuses.
 * The "max" metadata checks real number ranges, as the server's does, not only lengths.
 */

/** Digits with the usual separators; the parser alone would pick a number out of any sentence. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** Numbers without +country are read as Malaysian ("012-345 6789"); the server stores +60... */
const DEFAULT_COUNTRY = 'MY';

/** True for a valid phone number (takes the trimmed value). */
export function isValidPhoneNumber(text: string): boolean {
  if (!PHONE_CHARACTERS.test(text)) return false;
  return parsePhoneNumberFromString(text, DEFAULT_COUNTRY)?.isValid() ?? false;
}

/** A Malaysian MyKad number: YYMMDD-PB-####, dashes optional. */
const MYKAD = /^\d{6}-?\d{2}-?\d{4}$/;
/** A passport number: 6-12 letters and digits. */
const PASSPORT = /^[A-Za-z0-9]{6,12}$/;

/** True when YYMMDD is a real day in 19YY or in 20YY (so 000229 passes: 2000 was a leap year). */
function isBirthDate(yymmdd: string): boolean {
  const [yy, mm, dd] = [0, 2, 4].map((start) => Number(yymmdd.slice(start, start + 2)));
  return [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + yy, mm - 1, dd));
    return date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

/**
 * Anything shaped like a MyKad number must start with a real birth date; anything else must
 * look like a passport number (takes the trimmed value).
 */
export function isValidIdentityNumber(text: string): boolean {
  if (MYKAD.test(text)) return isBirthDate(text.slice(0, 6));
  return PASSPORT.test(text);
}
