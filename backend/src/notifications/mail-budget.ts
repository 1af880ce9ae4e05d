import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter';
import { appConfig } from '../config/configuration';
import { NOTIFICATION_ERRORS } from './notifications.errors';

export const MAIL_BUDGET_MESSAGE = NOTIFICATION_ERRORS.MAIL_BUDGET_EXCEEDED.message;

/**
 * E-mails a client address may cause per hour (MAIL_RATE_LIMIT), so nobody can use the app to
 * flood inboxes or the business's mail account. Staff actions are not counted.
 */
@Injectable()
export class MailBudget {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(appConfig.KEY) settings: ConfigType<typeof appConfig>,
  ) {
    this.rule = { limit: settings.mailRateLimitPerHour, windowMs: 60 * 60_000 };
  }

  /** Counts one e-mail for the client; false when its budget for the hour is spent. */
  take(client: string): Promise<boolean> {
    return this.limiter.consume(`mail:client:${client}`, this.rule);
  }
}
