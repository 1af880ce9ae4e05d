import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the staff activity log. */
export const ADMIN_ERRORS = defineErrors({
  SERVER_LOG_ACTION: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This action name is recorded by the server itself and cannot be sent by the app',
  },
  CLIENT_LOG_LIMIT: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many log entries from this account. Please wait a few minutes and try again.',
  },
});
