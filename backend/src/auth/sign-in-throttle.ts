import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter';
import { limitKey } from '../common/validation/canonical-name';
import { appConfig } from '../config/configuration';
import { AUTH_ERRORS } from './auth.errors';
import { appError } from '../common/errors/app-error';

/**
 * How many times LOGIN_RATE_LIMIT an account takes from all addresses together, and one address
 * across all accounts. A stranger who locks the pair "their address, the admin" leaves the admin
 * signing in from home; to lock the account itself they need this many addresses, each at its limit.
 */
export const ACCOUNT_WIDE_FACTOR = 5;

/** Tells a guess (which keeps its place in the budget) from any other failure. */
export type GuessTest = (error: unknown) => boolean;

const wrongCredentials: GuessTest = (error) => error instanceof UnauthorizedException;

/**
 * Limits failed sign-ins (and other password guesses) in one-minute windows, with LOGIN_RATE_LIMIT = L:
 *   - L per client address and account: the guesser's address is locked for that account only;
 *   - ACCOUNT_WIDE_FACTOR x L per account from all addresses together (the owner keeps signing in
 *     from their own address until a stranger uses that many addresses at once);
 *   - ACCOUNT_WIDE_FACTOR x L per client address over all accounts (one address cannot spray names).
 * Every attempt takes a place first, so a burst of parallel guesses cannot slip past the count; a
 * successful one gives its place back, so only failures use up the budget. The account is keyed by
 * its name without case, width or accents, so a look-alike spelling shares the account's budget,
 * and the staff and admin sign-ins share one budget per account.
 */
@Injectable()
export class SignInThrottle {
  private readonly pairRule: RateLimitRule;
  private readonly wideRule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(appConfig.KEY) settings: ConfigType<typeof appConfig>,
  ) {
    const limit = settings.loginRateLimitPerMinute;
    this.pairRule = { limit, windowMs: 60_000 };
    this.wideRule = { limit: limit * ACCOUNT_WIDE_FACTOR, windowMs: 60_000 };
  }

  async attempt<T>(account: string, client: string, signIn: () => Promise<T>, isGuess: GuessTest = wrongCredentials): Promise<T> {
    const name = limitKey(account);
    const budgets: [string, RateLimitRule][] = [
      [`sign-in:pair:${client}:${name}`, this.pairRule],
      [`sign-in:account:${name}`, this.wideRule],
      [`sign-in:client:${client}`, this.wideRule],
    ];
    const giveBack = () => Promise.all(budgets.map(([key]) => this.limiter.release(key)));
    const allowed = await Promise.all(budgets.map(([key, rule]) => this.limiter.consume(key, rule)));
    if (allowed.includes(false)) {
      // A refused attempt costs nothing: else a stranger hammering their own locked pair would
      // fill the account-wide budget from one address and lock the owner out after all.
      await giveBack();
      throw appError(AUTH_ERRORS.TOO_MANY_SIGN_INS);
    }
    try {
      const result = await signIn();
      await giveBack();
      return result;
    } catch (error) {
      // Only a wrong secret keeps its place; a 400 or a server fault is not a guess.
      if (!isGuess(error)) await giveBack();
      throw error;
    }
  }
}
