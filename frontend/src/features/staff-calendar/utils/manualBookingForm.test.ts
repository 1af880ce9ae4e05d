import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { initTestI18n } from '../../../i18n/testing';
import type { ApiError } from '../../../lib/httpError';
import {
  MANUAL_BOOKING_MESSAGES,
  estimateBooking,
  manualBookingDefaults,
  manualBookingSchema,
  serverMessageFields,
  toManualBookingBody,
  type ManualBookingFormInput,
} from './manualBookingForm';

const M = MANUAL_BOOKING_MESSAGES;
const TODAY = '2026-11-22';
const schema = manualBookingSchema(TODAY);

const filled = (changes: Partial<ManualBookingFormInput> = {}): ManualBookingFormInput => ({
  ...manualBookingDefaults('2026-12-01'),
  customerId: 7,
  vehicleId: 3,
  endDate: '2026-12-04',
  ...changes,
});

/** Each field's first message. */
function messages(input: ManualBookingFormInput): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('the manual booking form', () => {
  it("starts from the form's defaults with both dates on the given day", () => {
    expect(manualBookingDefaults('2026-12-01')).toEqual({
      customerId: 0,
      vehicleId: 0,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      pickupTime: '09:00',
      returnTime: '18:00',
      rentalPerDay: '100.00',
      deposit: '200.00',
      notes: '',
    });
  });

  it('asks for a customer, a vehicle and both dates', () => {
    expect(messages({ ...manualBookingDefaults(''), rentalPerDay: '100', deposit: '200' })).toEqual({
      customerId: M.customerRequired,
      vehicleId: M.vehicleRequired,
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it('refuses a start in the past and an end before the start', () => {
    expect(messages(filled({ startDate: '2026-11-21', endDate: '2026-11-21' }))).toEqual({ startDate: M.startInPast });
    expect(messages(filled({ startDate: TODAY, endDate: TODAY }))).toEqual({});
    expect(messages(filled({ endDate: '2026-11-30' }))).toEqual({ endDate: M.endBeforeStart });
    // Shown together with the other fields' problems, not only once they are fixed.
    expect(messages(filled({ customerId: 0, endDate: '2026-11-30', rentalPerDay: 'x' }))).toEqual({
      customerId: M.customerRequired,
      endDate: M.endBeforeStart,
      rentalPerDay: M.rateFormat,
    });
  });

  it('takes 24-hour times and writes them as HH:MM', () => {
    expect(schema.parse(filled({ pickupTime: ' 9:30 ', returnTime: '23:59' }))).toMatchObject({ pickupTime: '09:30', returnTime: '23:59' });
    for (const bad of ['24:00', '9', '09:60', '9am', '', '09:5']) {
      expect(messages(filled({ pickupTime: bad, returnTime: bad }))).toEqual({ pickupTime: M.pickupTime, returnTime: M.returnTime });
    }
  });

  it('takes money with up to 2 decimals, up to RM 999,999.99, as "0.00" strings', () => {
    expect(schema.parse(filled({ rentalPerDay: '120', deposit: ' 0.5 ' }))).toMatchObject({ rentalPerDay: '120.00', deposit: '0.50' });
    expect(schema.parse(filled({ rentalPerDay: '999999.99', deposit: '0' }))).toMatchObject({ rentalPerDay: '999999.99', deposit: '0.00' });
    expect(messages(filled({ rentalPerDay: '', deposit: ' ' }))).toEqual({ rentalPerDay: M.rateRequired, deposit: M.depositRequired });
    expect(messages(filled({ rentalPerDay: '-1', deposit: '1.234' }))).toEqual({ rentalPerDay: M.rateFormat, deposit: M.depositFormat });
    expect(messages(filled({ rentalPerDay: 'RM 5', deposit: '1,000' }))).toEqual({ rentalPerDay: M.rateFormat, deposit: M.depositFormat });
    expect(messages(filled({ rentalPerDay: '1000000', deposit: '99999999999999999999' }))).toEqual({
      rentalPerDay: M.amountTooHigh,
      deposit: M.amountTooHigh,
    });
  });

  it('keeps notes optional, trimmed and at most 1000 characters', () => {
    expect(schema.parse(filled({ notes: '  Deliver to KLIA  ' })).notes).toBe('Deliver to KLIA');
    expect(schema.parse(filled({ notes: 'x'.repeat(1000) })).notes).toHaveLength(1000);
    expect(messages(filled({ notes: 'x'.repeat(1001) }))).toEqual({ notes: M.notesTooLong });
    expect(messages(filled({ notes: 'bad\u0000' }))).toEqual({ notes: 'Text must not contain control or direction-override characters' });
  });

  it('makes the request body, leaving blank notes out', () => {
    expect(toManualBookingBody(schema.parse(filled()))).toEqual({
      customerId: 7,
      vehicleId: 3,
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      pickupTime: '09:00',
      returnTime: '18:00',
      rentalPerDay: '100.00',
      deposit: '200.00',
    });
    expect(toManualBookingBody(schema.parse(filled({ notes: 'Walk-in' })))).toMatchObject({ notes: 'Walk-in' });
  });
});

describe("a refused booking's message", () => {
  const refused = (error: Partial<ApiError>): ApiError => ({ status: 400, message: '', ...error });

  it('is shown under the field it is about, found by code or by field name', () => {
    const booked = refused({ status: 409, code: 'VEHICLE_ALREADY_BOOKED', message: 'This vehicle is already booked for those dates' });
    expect(serverMessageFields(booked)).toEqual([{ field: 'vehicleId', message: 'This vehicle is already booked for those dates' }]);
    const blacklisted = refused({ status: 409, code: 'CUSTOMER_BLACKLISTED', message: 'This customer is blacklisted' });
    expect(serverMessageFields(blacklisted)).toEqual([{ field: 'customerId', message: 'This customer is blacklisted' }]);
    const tooLong = refused({ code: 'BOOKING_TOO_LONG', message: 'A booking can be at most 30 days long', params: { days: 30 } });
    expect(serverMessageFields(tooLong)).toEqual([{ field: 'endDate', message: 'A booking can be at most 30 days long' }]);
    const invalid = refused({
      code: 'VALIDATION_FAILED',
      message: 'Deposit must be an amount such as 200.00; Pickup time must be a time such as 09:00',
      fields: [
        { field: 'deposit', code: 'MATCHES', message: 'Deposit must be an amount such as 200.00' },
        { field: 'pickupTime', code: 'MATCHES', message: 'Pickup time must be a time such as 09:00' },
        { field: 'staffId', code: 'NOT_ALLOWED', message: 'property staffId should not exist' },
      ],
    });
    expect(serverMessageFields(invalid)).toEqual([
      { field: 'deposit', message: 'Deposit must be an amount such as 200.00' },
      { field: 'pickupTime', message: 'Pickup time must be a time such as 09:00' },
    ]);
    expect(serverMessageFields(refused({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }))).toEqual([]);
    expect(serverMessageFields(new Error('Start date cannot be in the past'))).toEqual([]);
  });

  it('is worded in Malay by its code, with its params', async () => {
    initTestI18n('ms');
    const tooLong = refused({ code: 'BOOKING_TOO_LONG', message: 'A booking can be at most 30 days long', params: { days: 30 } });
    expect(serverMessageFields(tooLong)).toEqual([{ field: 'endDate', message: 'Tempahan tidak boleh melebihi 30 hari' }]);
    await i18n.changeLanguage('en');
  });
});

describe('the estimated total', () => {
  it('is days x rate + deposit, in sen', () => {
    expect(estimateBooking({ startDate: '2026-12-01', endDate: '2026-12-04', rentalPerDay: '100', deposit: '200' })).toEqual({
      days: 3,
      rentalPerDay: '100.00',
      deposit: '200.00',
      total: '500.00',
    });
    // A same-day rental is one day; 0.1 x 3 is exactly 0.30 in sen.
    expect(estimateBooking({ startDate: '2026-12-01', endDate: '2026-12-01', rentalPerDay: '100', deposit: '200' })?.total).toBe('300.00');
    expect(estimateBooking({ startDate: '2026-12-01', endDate: '2026-12-04', rentalPerDay: '0.1', deposit: '0' })?.total).toBe('0.30');
  });

  it('is not shown for unusable dates or amounts', () => {
    const base = { startDate: '2026-12-01', endDate: '2026-12-04', rentalPerDay: '100', deposit: '200' };
    expect(estimateBooking({ ...base, startDate: '' })).toBeNull();
    expect(estimateBooking({ ...base, endDate: '2026-11-30' })).toBeNull();
    expect(estimateBooking({ ...base, rentalPerDay: 'abc' })).toBeNull();
    expect(estimateBooking({ ...base, deposit: '-5' })).toBeNull();
    expect(estimateBooking({ ...base, deposit: '1000000' })).toBeNull();
  });
});

describe('the messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for every message the form can show', async () => {
    await i18n.changeLanguage('ms');
    const untranslated = Object.values(M).filter((message) => translateMessage(message) === message);
    expect(untranslated).toEqual([]);
  });
});
