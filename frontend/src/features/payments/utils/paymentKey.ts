import { randomKey } from '../../../lib/randomKey';

/**
 * The Idempotency-Key of one QR screen: the QR is asked for with it (the server answers with the
 * transfer reference the payment will carry) and 'Payment Done' sends it, so pressing it again
 * after a network failure returns the same payment. A retry key only: the reference the customer
 * writes on the transfer is the server's. 36^16 values.
 */
export function makePaymentKey(): string {
  return randomKey('pay-', 16);
}
