import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import {
  CLIENT_ONLY_RENTAL_MESSAGES,
  RENTAL_FORM_MESSAGES,
  cancelReasonSchema,
  declineReasonSchema,
  parseMileage,
  returnFormSchema,
} from './rentalForms';

const M = RENTAL_FORM_MESSAGES;
const rental = { startDate: '2026-11-01', currentMileage: 12000 };
const schema = returnFormSchema(rental, '2026-11-22');

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('the cancel reason', () => {
  it('is required, trimmed, and at most 500 characters', () => {
    expect(firstMessage(cancelReasonSchema.safeParse('   '))).toBe(M.reasonRequired);
    expect(cancelReasonSchema.parse('  Customer changed plans ')).toBe('Customer changed plans');
    expect(firstMessage(cancelReasonSchema.safeParse('x'.repeat(501)))).toBe(M.reasonTooLong);
    expect(cancelReasonSchema.parse('x'.repeat(500))).toHaveLength(500);
  });
});

describe('the reason for declining an extension', () => {
  it('is required, trimmed, and at most 500 characters', () => {
    expect(firstMessage(declineReasonSchema.safeParse(' '))).toBe(M.declineReasonRequired);
    expect(declineReasonSchema.parse(' Booked by another customer ')).toBe('Booked by another customer');
    expect(firstMessage(declineReasonSchema.safeParse('x'.repeat(501)))).toBe(M.reasonTooLong);
  });
});

describe('the return form', () => {
  const valid = { returnDate: '2026-11-20', returnMileage: '12625', fuelLevel: 6 };

  it('takes a date from pickup to today and a whole mileage from the pickup one up', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, returnDate: '2026-11-01', returnMileage: '12000' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, returnDate: '2026-11-22', returnMileage: '9999999' }).success).toBe(true);
  });

  it.each([
    [{ returnDate: '' }, M.returnDateRequired],
    [{ returnDate: '2026-10-31' }, M.returnDateBeforePickup],
    [{ returnDate: '2026-11-23' }, M.returnDateFuture],
    [{ returnMileage: ' ' }, M.mileageRequired],
    [{ returnMileage: '12625.5' }, M.mileageWhole],
    [{ returnMileage: '-5' }, M.mileageWhole],
    [{ returnMileage: '11999' }, M.mileageBelowPickup],
    [{ returnMileage: '10000000' }, M.mileageTooHigh],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('reads a typed mileage only when it is a whole number', () => {
    expect(parseMileage(' 12625 ')).toBe(12625);
    expect(parseMileage('12,625')).toBeNull();
    expect(parseMileage('')).toBeNull();
  });
});

describe('the client-only messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for each', async () => {
    await i18n.changeLanguage('ms');
    expect(CLIENT_ONLY_RENTAL_MESSAGES.filter((message) => translateMessage(message) === message)).toEqual([]);
  });

  it('has a Malay text for every message the rental forms can show', async () => {
    await i18n.changeLanguage('ms');
    expect(Object.values(RENTAL_FORM_MESSAGES).filter((message) => translateMessage(message) === message)).toEqual([]);
  });
});
