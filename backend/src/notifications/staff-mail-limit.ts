import { Injectable } from '@nestjs/common';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter';
import { limitKey } from '../common/validation/canonical-name';
import { appError, errorText } from '../common/errors/app-error';
import { NOTIFICATION_ERRORS } from './notifications.errors';

/**
 * E-mails staff may send a customer on demand, per rental (or per address where no rental is
 * involved) per hour. Sending an agreement again is a button press; without a limit a careless
 * or hostile staff member could fill a customer's inbox and get the business's mail account
 * marked as a spammer. Five covers a typo'd address fixed and re-sent, and a few "I didn't get it".
 */
export const STAFF_MAIL_LIMIT_PER_HOUR = 5;
const STAFF_MAIL_RULE: RateLimitRule = { limit: STAFF_MAIL_LIMIT_PER_HOUR, windowMs: 60 * 60_000 };

export const RENTAL_MAIL_LIMIT_MESSAGE = errorText(NOTIFICATION_ERRORS.RENTAL_MAIL_LIMIT, { count: STAFF_MAIL_LIMIT_PER_HOUR });
export const RECIPIENT_MAIL_LIMIT_MESSAGE = errorText(NOTIFICATION_ERRORS.RECIPIENT_MAIL_LIMIT, { count: STAFF_MAIL_LIMIT_PER_HOUR });

/** What a staff-sent e-mail is counted against. */
export type StaffMailSubject = { rentalId: number } | { recipient: string };

/** A counted e-mail; give it back when the e-mail could not be queued after all. */
export interface StaffMailTicket {
  release(): Promise<void>;
}

@Injectable()
export class StaffMailLimit {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one e-mail for the subject, or throws 429 when its hour is used up. One atomic increment, so parallel sends cannot overshoot. */
  async take(subject: StaffMailSubject): Promise<StaffMailTicket> {
    const key = 'rentalId' in subject ? `mail:staff:rental:${subject.rentalId}` : `mail:staff:recipient:${limitKey(subject.recipient)}`;
    if (!(await this.limiter.consume(key, STAFF_MAIL_RULE))) {
      throw appError('rentalId' in subject ? NOTIFICATION_ERRORS.RENTAL_MAIL_LIMIT : NOTIFICATION_ERRORS.RECIPIENT_MAIL_LIMIT, {
        count: STAFF_MAIL_LIMIT_PER_HOUR,
      });
    }
    return { release: () => this.limiter.release(key) };
  }
}
