import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of staff accounts and passwords. */
export const STAFF_ERRORS = defineErrors({
  STAFF_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Staff member not found' },
  USERNAME_TAKEN: { status: HttpStatus.CONFLICT, message: 'That username is already taken' },
  WRONG_CURRENT_PASSWORD: { status: HttpStatus.BAD_REQUEST, message: 'Current password is incorrect' },
  ADMIN_PASSWORD_SELF_SERVICE: {
    status: HttpStatus.CONFLICT,
    message: "The admin's password is changed from the admin's own Change Password",
  },
  PUBLISHED_PASSWORD: { status: HttpStatus.BAD_REQUEST, message: 'That password is published in our documentation. Please choose another' },
  PASSWORD_RESET_CONFLICT: { status: HttpStatus.CONFLICT, message: 'This password was just changed by someone else. Please try again.' },
  ADMIN_NOT_REMOVABLE: { status: HttpStatus.CONFLICT, message: 'The admin account cannot be removed' },
  SAME_PASSWORD: { status: HttpStatus.BAD_REQUEST, message: 'The new password must be different from the current one' },
  PASSWORD_CHANGED_ELSEWHERE: { status: HttpStatus.CONFLICT, message: 'Your password was just changed elsewhere. Please sign in again.' },
});
