import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of sign-in, sessions and roles. */
export const AUTH_ERRORS = defineErrors({
  INVALID_CREDENTIALS: { status: HttpStatus.UNAUTHORIZED, message: 'Invalid username or password' },
  INVALID_ADMIN_CREDENTIALS: { status: HttpStatus.UNAUTHORIZED, message: 'Access Denied: Invalid admin credentials.' },
  SIGN_IN_REQUIRED: { status: HttpStatus.UNAUTHORIZED, message: 'Please sign in to continue' },
  SESSION_EXPIRED: { status: HttpStatus.UNAUTHORIZED, message: 'Your session has expired. Please sign in again.' },
  SESSION_ENDED: { status: HttpStatus.UNAUTHORIZED, message: 'Your session has ended. Please sign in again.' },
  INVALID_TOKEN: { status: HttpStatus.UNAUTHORIZED, message: 'Invalid token' },
  PERMISSION_DENIED: { status: HttpStatus.FORBIDDEN, message: 'You do not have permission to do this' },
  ACCOUNT_SUSPENDED: { status: HttpStatus.FORBIDDEN, message: 'This account has been suspended. Please contact us for help.' },
  TOO_MANY_SIGN_INS: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Too many sign-in attempts. Please wait a minute and try again.' },
});
