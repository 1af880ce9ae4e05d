import { z } from 'zod';
import { senToAmount, toSen } from '../../../lib/money';
import { safeText } from '../../../lib/validation';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '../../../api/types';
import type { CreatePaymentBody } from '../api/types';

/**
 * The Make Payment form's messages. The missing-field one sums the form up (shown as
 * a toast); the others sit under their field. Their Malay is in locales/ms/messages/payments.ts
 * ('Amounts can be at most RM 999,999.99' and the notes' length, the server's own, in messages/server.ts).
 */
export const PAYMENT_FORM_MESSAGES = {
  missingInformation: 'Missing Information: Please fill in all required fields',
  amountRequired: 'Please enter the amount',
  amountInvalid: 'Please enter an amount such as 12.50',
  amountDecimals: 'The amount can have at most 2 decimal places',
  amountTooSmall: 'The minimum amount is RM 0.01',
  amountTooLarge: 'Amounts can be at most RM 999,999.99',
  purposeRequired: 'Please choose what the payment is for',
  notesTooLong: 'Notes can be at most 1000 characters',
} as const;

const M = PAYMENT_FORM_MESSAGES;

export const MAX_NOTES_LENGTH = 1000;
/** At least RM 0.01; at most what a decimal(10,2) money column holds. */
const MIN_SEN = 1;
const MAX_SEN = 99_999_999;

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** The first problem with a typed amount, or null when it is a valid RM amount. Never goes through a float. */
export function amountProblem(typed: string): string | null {
  const text = typed.trim();
  if (!text) return M.amountRequired;
  const match = DECIMAL.exec(text);
  if (!match || (!match[1] && !match[2])) return M.amountInvalid;
  if ((match[2] ?? '').length > 2) return M.amountDecimals;
  const sen = toSen(`${match[1] || '0'}${match[2] ? `.${match[2]}` : ''}`);
  if (sen === null) return M.amountInvalid;
  if (sen < MIN_SEN) return M.amountTooSmall;
  if (sen > MAX_SEN) return M.amountTooLarge;
  return null;
}

/** "12.5" -> "12.50", ".5" -> "0.50": the string the API and the QR get. Call on a valid amount only. */
export function normalizeAmount(typed: string): string {
  const text = typed.trim();
  const sen = toSen(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''));
  if (sen === null) throw new RangeError(`Not an amount: ${typed}`);
  return senToAmount(sen);
}

export function isPaymentPurpose(value: string): value is PaymentPurpose {
  return (PAYMENT_PURPOSES as readonly string[]).includes(value);
}

export const paymentFormSchema = z.object({
  amount: z.string().check((ctx) => {
    const problem = amountProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  }),
  paymentFor: z.string().refine(isPaymentPurpose, M.purposeRequired),
  notes: safeText().trim().max(MAX_NOTES_LENGTH, M.notesTooLong),
  /** '' for none, 'rental:12' for one of the customer's rentals, 'request:31' for a booking request still waiting for approval. */
  target: z.string().regex(/^((rental|request):\d+)?$/),
});

export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

export const EMPTY_PAYMENT_FORM: PaymentFormInput = { amount: '', paymentFor: '', notes: '', target: '' };

/** The form value naming what a payment is for. */
export const paymentTarget = (kind: 'rental' | 'request', id: number): string => `${kind}:${id}`;

/** The body's rentalId or bookingRequestId for the chosen target; nothing when none is chosen. */
function targetFields(target: string): { rentalId?: number; bookingRequestId?: number } {
  const [kind, id] = target.split(':');
  if (!id) return {};
  return kind === 'rental' ? { rentalId: Number(id) } : { bookingRequestId: Number(id) };
}

/** Whether failed validation is 'Missing Information' (an empty amount or no purpose). */
export function isMissingInformation(messages: { amount?: string; paymentFor?: string }): boolean {
  return messages.amount === M.amountRequired || messages.paymentFor === M.purposeRequired;
}

/** The POST /api/payments body: the amount as an exact string, notes and rental only when given. */
export function toCreatePaymentBody(values: PaymentFormValues): CreatePaymentBody {
  if (!isPaymentPurpose(values.paymentFor)) throw new RangeError(`Not a purpose: ${values.paymentFor}`);
  return {
    amount: normalizeAmount(values.amount),
    paymentMethod: 'qr',
    paymentFor: values.paymentFor,
    ...(values.notes ? { notes: values.notes } : {}),
    ...targetFields(values.target),
  };
}

/**
 * The form as the link to pay a rental's balance (lib/paymentLinks.ts) fills it: that rental, that amount, for the rental. Anything else in
 * the address is ignored, and the customer can still change every field.
 */
export function formFromLink(params: URLSearchParams): PaymentFormInput {
  const rental = params.get('rental') ?? '';
  const amount = params.get('amount') ?? '';
  if (!/^\d{1,9}$/.test(rental)) return EMPTY_PAYMENT_FORM;
  return {
    ...EMPTY_PAYMENT_FORM,
    target: paymentTarget('rental', Number(rental)),
    paymentFor: 'rental-payment',
    amount: /^\d{1,6}(\.\d{1,2})?$/.test(amount) ? amount : '',
  };
}
