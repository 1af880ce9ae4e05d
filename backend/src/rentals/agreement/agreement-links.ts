import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appConfig, authConfig } from '../../config/configuration';
import { RENTAL_ERRORS } from '../rentals.errors';

/** How long a shared agreement link works. */
export const AGREEMENT_LINK_DAYS = 7;
const LINK_LIFETIME_SECONDS = AGREEMENT_LINK_DAYS * 24 * 60 * 60;
const SIGNATURE_HEX = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;
/** Versions only move at cancellation, so a genuine link is never more than a few behind. */
const OLDER_VERSIONS_RECOGNISED = 10;

export const INVALID_LINK_MESSAGE = RENTAL_ERRORS.AGREEMENT_LINK_INVALID.message;
/** A genuine link that staff withdrew (the rental was cancelled) or whose customer may no longer have it. */
export const WITHDRAWN_LINK_MESSAGE = RENTAL_ERRORS.AGREEMENT_LINK_WITHDRAWN.message;

/** The link's query as it arrived: anything but two plain strings is simply not a valid link. */
export interface AgreementLinkParts {
  expires: unknown;
  signature: unknown;
}

/** What a link's signature proves once checked against the rental's current link version. */
export type LinkCheck = 'valid' | 'withdrawn' | 'invalid';

/**
 * Links that download one agreement without signing in (sent by WhatsApp): the rental id, its
 * link version and the expiry are signed with HMAC-SHA256 under a key derived from the JWT secret,
 * so a changed id, a later expiry or a forged signature is refused, and nothing needs storing.
 * Bumping the rental's link version withdraws every link signed before.
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

  create(rentalId: number, linkVersion: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
    return `${this.app.publicUrl}/api/agreements/${rentalId}?expires=${expires}&signature=${this.sign(rentalId, linkVersion, expires)}`;
  }

  /**
   * The expiry of a well-formed link that has not expired (and never of one claiming a longer
   * life), or null; checked before anything is read from the database.
   */
  unexpired(parts: AgreementLinkParts, now = Date.now()): { expires: number; signature: string } | null {
    const { expires, signature } = parts;
    if (typeof expires !== 'string' || !UNIX_SECONDS.test(expires) || typeof signature !== 'string' || !SIGNATURE_HEX.test(signature))
      return null;
    const nowSeconds = Math.floor(now / 1000);
    const expiresAt = Number(expires);
    if (expiresAt < nowSeconds || expiresAt > nowSeconds + LINK_LIFETIME_SECONDS) return null;
    return { expires: expiresAt, signature };
  }

  /**
   * 'valid' for an untampered, unexpired link of the rental's current version; 'withdrawn' for a
   * genuine one signed under an earlier version; 'invalid' for anything else.
   */
  check(rentalId: number, currentVersion: number, parts: AgreementLinkParts, now = Date.now()): LinkCheck {
    const link = this.unexpired(parts, now);
    if (!link) return 'invalid';
    const given = Buffer.from(link.signature, 'hex');
    for (let version = currentVersion; version >= Math.max(0, currentVersion - OLDER_VERSIONS_RECOGNISED); version -= 1) {
      if (timingSafeEqual(given, Buffer.from(this.sign(rentalId, version, link.expires), 'hex')))
        return version === currentVersion ? 'valid' : 'withdrawn';
    }
    return 'invalid';
  }

  /** Version 0 signs exactly what links carried before versions existed, so those keep working. */
  private sign(rentalId: number, linkVersion: number, expires: number): string {
    const signed = linkVersion === 0 ? `agreement:${rentalId}:${expires}` : `agreement:${rentalId}:v${linkVersion}:${expires}`;
    return createHmac('sha256', this.key).update(signed).digest('hex');
  }
}
