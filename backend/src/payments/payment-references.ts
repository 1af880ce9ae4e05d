import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac, randomBytes } from 'node:crypto';
import { authConfig } from '../config/configuration';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or copied by hand stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters carry 60 bits: a repeat among millions of payments is unlikely, and the unique index refuses one. */
const REFERENCE_LENGTH = 12;
/** 'PAY-' + 12 = 16 characters, within the 20 most Malaysian banks take in a transfer's reference. */
const PREFIX = 'PAY-';

export const PAYMENT_REFERENCE = /^PAY-[0-9A-HJKMNP-TV-Z]{12}$/;

function encode(bytes: Buffer): string {
  let text = '';
  for (let index = 0; index < REFERENCE_LENGTH; index++) text += ALPHABET[bytes[index] % ALPHABET.length];
  return `${PREFIX}${text}`;
}

/**
 * The bank-transfer reference of a payment, made here and never taken from the client, so no
 * customer can give a payment a reference another customer's transfer carries.
 *
 * The QR screen shows the reference before 'Payment Done' creates the payment, so with an
 * Idempotency-Key it is derived from the customer and the key (an HMAC under the server's secret):
 * the screen and the create agree without storing anything, and another customer sending the same
 * key gets a different reference. Without a key it is random.
 */
@Injectable()
export class PaymentReferences {
  private readonly secret: string;

  constructor(@Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>) {
    this.secret = auth.jwtSecret;
  }

  forKey(customerId: number, idempotencyKey: string): string {
    return encode(createHmac('sha256', this.secret).update(`payment-reference:${customerId}:${idempotencyKey}`).digest());
  }

  random(): string {
    return encode(randomBytes(REFERENCE_LENGTH));
  }
}
