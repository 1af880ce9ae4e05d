import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT_FORM,
  PAYMENT_FORM_MESSAGES as M,
  amountProblem,
  formFromLink,
  normalizeAmount,
  paymentFormSchema,
  toCreatePaymentBody,
} from './paymentForm';
import { makePaymentKey } from './paymentKey';

describe('the payment amount', () => {
  it.each([
    ['', M.amountRequired],
    ['   ', M.amountRequired],
    ['0', M.amountTooSmall],
    ['0.00', M.amountTooSmall],
    ['0.001', M.amountDecimals],
    ['12.345', M.amountDecimals],
    ['-1', M.amountInvalid],
    ['abc', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['.', M.amountInvalid],
    ['1000000', M.amountTooLarge],
    ['999999.991', M.amountDecimals],
  ])('refuses %j', (typed, message) => {
    expect(amountProblem(typed)).toBe(message);
  });

  it.each([
    ['0.01', '0.01'],
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['0012.30', '12.30'],
    ['999999.99', '999999.99'],
  ])('accepts %j as %j', (typed, amount) => {
    expect(amountProblem(typed)).toBeNull();
    expect(normalizeAmount(typed)).toBe(amount);
  });
});

describe('the payment form', () => {
  it('trims the notes and sends only what was given', () => {
    const values = paymentFormSchema.parse({
      amount: '150.5',
      paymentFor: 'rental-deposit',
      notes: '  December balance  ',
      target: 'rental:12',
    });
    expect(toCreatePaymentBody(values)).toEqual({
      amount: '150.50',
      paymentMethod: 'qr',
      paymentFor: 'rental-deposit',
      notes: 'December balance',
      rentalId: 12,
    });
    const bare = paymentFormSchema.parse({ amount: '10', paymentFor: 'other', notes: '   ', target: '' });
    expect(toCreatePaymentBody(bare)).toEqual({ amount: '10.00', paymentMethod: 'qr', paymentFor: 'other' });
  });

  it('sends a booking request still waiting for approval as bookingRequestId, and refuses anything else as the target', () => {
    const values = paymentFormSchema.parse({ amount: '200', paymentFor: 'rental-deposit', notes: '', target: 'request:31' });
    expect(toCreatePaymentBody(values)).toEqual({
      amount: '200.00',
      paymentMethod: 'qr',
      paymentFor: 'rental-deposit',
      bookingRequestId: 31,
    });
    expect(paymentFormSchema.safeParse({ amount: '200', paymentFor: 'other', notes: '', target: 'invoice:3' }).success).toBe(false);
  });

  it('fills the form from the link to pay a rental balance, ignoring anything that is not a rental and an amount', () => {
    expect(formFromLink(new URLSearchParams('rental=43&amount=100.00'))).toEqual({
      amount: '100.00',
      paymentFor: 'rental-payment',
      notes: '',
      target: 'rental:43',
    });
    expect(formFromLink(new URLSearchParams('rental=43&amount=1e9')).amount).toBe('');
    expect(formFromLink(new URLSearchParams('rental=abc&amount=100.00'))).toEqual(EMPTY_PAYMENT_FORM);
  });

  it('wants one of the five purposes and at most 1000 characters of notes', () => {
    const result = paymentFormSchema.safeParse({ amount: '10', paymentFor: 'tip', notes: 'x'.repeat(1001), target: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([M.notesTooLong, M.purposeRequired].sort());
  });
});

describe("the QR screen's Idempotency-Key", () => {
  it('is a valid Idempotency-Key, new each time', () => {
    const first = makePaymentKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(new Set(Array.from({ length: 50 }, makePaymentKey)).size).toBe(50);
  });
});
