import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isCalendarDate } from '../common/dates/calendar-date';

/**
 * Registration's phone and IC/passport rules as pure functions, so the form (which copies them)
 * and the server agree. Each returns the stored form of a valid value, or null.
 */

/** Digits with the usual separators; the parser alone would pick a number out of any sentence. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** The phone column's width; a longer text is no phone number. */
const MAX_PHONE_INPUT = 32;

/** A valid phone number as E.164 ("012-345 6789" -> "+60123456789"); numbers without +country are Malaysian. */
export function toE164Phone(input: string, defaultCountry: CountryCode = 'MY'): string | null {
  const text = input.trim();
  if (text.length > MAX_PHONE_INPUT || !PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** MyKad: YYMMDD (birth date), PB (place of birth), #### ; dashes optional when typed. */
const MYKAD = /^(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})$/;
const PASSPORT = /^[A-Za-z0-9]{6,12}$/;

/**
 * A MyKad number as "YYMMDD-PB-####" when its first six digits are a real date (in 19YY or
 * 20YY), else a passport number of 6-12 letters and digits in upper case, else null.
 */
export function normaliseIcPassportNumber(input: string): string | null {
  const text = input.trim();
  const mykad = MYKAD.exec(text);
  if (mykad) {
    const [, yy, mm, dd, placeOfBirth, serial] = mykad;
    const realDate = isCalendarDate(`19${yy}-${mm}-${dd}`) || isCalendarDate(`20${yy}-${mm}-${dd}`);
    return realDate ? `${yy}${mm}${dd}-${placeOfBirth}-${serial}` : null;
  }
  return PASSPORT.test(text) ? text.toUpperCase() : null;
}

/**
 * What a typed phone fragment looks like in the stored E.164 form, for search: "012-345" ->
 * "6012345" (a Malaysian trunk 0 becomes 60). Null when the text is not a phone fragment.
 */
export function phoneSearchDigits(search: string): string | null {
  if (!PHONE_CHARACTERS.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
}

/**
 * The same fragment as older rows hold it once their dashes and spaces are dropped (they were
 * stored as typed, "012-345 6789"): "012 345" -> "012345", "+60 12-345" -> "012345".
 * Null when the text is not a phone fragment.
 */
export function phoneSearchLocalDigits(search: string): string | null {
  if (!PHONE_CHARACTERS.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return search.trim().startsWith('+') && digits.startsWith('60') ? `0${digits.slice(2)}` : digits;
}
