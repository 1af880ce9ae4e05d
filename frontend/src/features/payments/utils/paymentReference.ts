import { randomKey } from '../../../lib/randomKey';

/**
 * A payment reference such as "KSR-7QX2M9AB": shown on the QR screen for the customer to enter in
 * their banking app, and sent as the Idempotency-Key of POST /api/payments, so pressing Payment Done
 * again (after a network failure, say) returns the same payment. Made once per QR screen.
 * 36^8 (about 2.8e12) values.
 */
export function makePaymentReference(): string {
  return randomKey('KSR-', 8);
}
