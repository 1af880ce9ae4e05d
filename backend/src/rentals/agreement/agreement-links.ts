import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appConfig, authConfig } from '../../config/configuration';

/** How long a shared agreement link works. */
export const AGREEMENT_LINK_DAYS = 7;
const LINK_LIFETIME_SECONDS = AGREEMENT_LINK_DAYS * 24 * 60 * 60;
const SIGNATURE_HEX = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please ask us for a new one.';

/** The link's query as it arrived: anything but two plain strings is simply not a valid link. */
export interface AgreementLinkParts {
  expires: unknown;
  signature: unknown;
}

/**
 * Links that download one agreement without signing in (sent by WhatsApp): the rental id and the
 * expiry are signed with HMAC-SHA256 under a key derived from the JWT secret, so a changed id,
 * a later expiry or a forged signature is refused, and nothing needs storing.
 */
@Injectable()
export class AgreementLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.key = createHmac('sha256', auth.jwtSecret).update('agreement-link-v1').digest();
  }

  create(rentalId: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
    return `${this.app.publicUrl}/api/agreements/${rentalId}?expires=${expires}&signature=${this.sign(rentalId, expires)}`;
  }

  /** True only for an untampered link that has not expired (and never for one claiming a longer life). */
  verify(rentalId: number, parts: AgreementLinkParts, now = Date.now()): boolean {
    const { expires, signature } = parts;
    if (typeof expires !== 'string' || !UNIX_SECONDS.test(expires) || typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) return false;
    const nowSeconds = Math.floor(now / 1000);
    const expiresAt = Number(expires);
    if (expiresAt < nowSeconds || expiresAt > nowSeconds + LINK_LIFETIME_SECONDS) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(this.sign(rentalId, expiresAt), 'hex'));
  }

  private sign(rentalId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`agreement:${rentalId}:${expires}`).digest('hex');
  }
}
