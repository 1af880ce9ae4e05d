import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of e-mail sending and its limits. */
export const NOTIFICATION_ERRORS = defineErrors({
  RENTAL_MAIL_LIMIT: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: "This rental's customer has already been sent {{count}} e-mails in the last hour. Please try again later.",
  },
  RECIPIENT_MAIL_LIMIT: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'This address has already been sent {{count}} e-mails by staff in the last hour. Please try again later.',
  },
  MAIL_BUDGET_EXCEEDED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many e-mails have been requested from your connection. Please try again in an hour.',
  },
  MAIL_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'E-mail not found' },
  MAIL_NOT_FAILED: { status: HttpStatus.CONFLICT, message: 'Only an e-mail that failed can be retried' },
});
