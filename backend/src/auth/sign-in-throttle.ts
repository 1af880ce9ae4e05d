import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { RateLimiter, RateLimitRule, TooManyRequestsError } from '../common/rate-limit/rate-limiter';
import { appConfig } from '../config/configuration';

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * Limits sign-in attempts per account and per client address together (LOGIN_RATE_LIMIT a
 * minute each). Every attempt takes a place first, so a burst of parallel guesses cannot slip
 * past the count; a successful one gives its place back, so only failures use up the budget.
 * The staff and admin sign-ins share the account's budget because the key is the account name.
 */
@Injectable()
export class SignInThrottle {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(appConfig.KEY) settings: ConfigType<typeof appConfig>,
  ) {
    this.rule = { limit: settings.loginRateLimitPerMinute, windowMs: 60_000 };
  }

  async attempt<T>(account: string, client: string, signIn: () => Promise<T>): Promise<T> {
    const keys = [`sign-in:account:${account.trim().toLowerCase()}`, `sign-in:client:${client}`];
    const allowed = await Promise.all(keys.map((key) => this.limiter.consume(key, this.rule)));
    if (allowed.includes(false)) throw new TooManyRequestsError(TOO_MANY_SIGN_INS_MESSAGE);
    try {
      const result = await signIn();
      await Promise.all(keys.map((key) => this.limiter.release(key)));
      return result;
    } catch (error) {
      // Only wrong credentials keep their place; a 400 or a server fault is not a guess.
      if (!(error instanceof UnauthorizedException)) await Promise.all(keys.map((key) => this.limiter.release(key)));
      throw error;
    }
  }
}
