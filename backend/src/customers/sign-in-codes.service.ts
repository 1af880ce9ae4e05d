import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, FindOptionsWhere, IsNull, LessThan, Repository } from 'typeorm';
import { authConfig } from '../config/configuration';
import { SignInCode } from './entities/sign-in-code.entity';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * One-time codes: 6 random digits, valid 10 minutes, 5 tries, single use, stored as an HMAC
 * keyed with the server secret (a leaked table does not give the codes away). Each state change
 * is one conditional UPDATE whose affected-row count decides, so parallel tries cannot share a code.
 */
@Injectable()
export class SignInCodesService {
  private readonly codes: Repository<SignInCode>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {
    this.codes = dataSource.getRepository(SignInCode);
  }

  /**
   * A fresh code for the customer (or, with no account, for the e-mail: a row that can never be
   * redeemed, kept so requests look alike); earlier unused codes of the same owner stop working.
   * Returns the digits to e-mail.
   */
  async issue(email: string, customerId: number | null, now = new Date()): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.codes.update({ ...this.ownedBy(email, customerId), consumedAt: IsNull() }, { consumedAt: now });
    await this.codes.insert({
      email,
      customerId,
      codeHash: this.hash(email, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
    });
    return code;
  }

  /**
   * The customer the code proves, or null. The code is looked up by the customer found for the
   * typed e-mail, never by the typed text, so a look-alike spelling cannot reach another account's
   * code. Without an account the same queries run on the e-mail's unusable rows. Every call spends
   * one of the code's tries.
   */
  async redeem(email: string, customerId: number | null, code: string, now = new Date()): Promise<number | null> {
    const latest = await this.codes.findOne({ where: { ...this.ownedBy(email, customerId), consumedAt: IsNull() }, order: { id: 'DESC' } });
    if (!latest || latest.expiresAt.getTime() <= now.getTime()) return null;
    const counted = await this.codes.increment(
      { id: latest.id, consumedAt: IsNull(), attempts: LessThan(MAX_CODE_ATTEMPTS) },
      'attempts',
      1,
    );
    if (!counted.affected) return null;
    if (!timingSafeEqual(Buffer.from(this.hash(latest.email, code)), Buffer.from(latest.codeHash))) return null;
    const used = await this.codes.update({ id: latest.id, consumedAt: IsNull() }, { consumedAt: now });
    return used.affected ? latest.customerId : null;
  }

  /** Codes past their lifetime by a day are of no further use, not even for rate decisions. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.codes.delete({ expiresAt: LessThan(new Date(now.getTime() - 24 * 60 * 60_000)) });
    return result.affected ?? 0;
  }

  private ownedBy(email: string, customerId: number | null): FindOptionsWhere<SignInCode> {
    return customerId === null ? { email, customerId: IsNull() } : { customerId };
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.auth.jwtSecret).update(`${email}\n${code}`).digest('hex');
  }
}
