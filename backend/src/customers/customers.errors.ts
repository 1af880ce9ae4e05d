import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of customer accounts, sign-in codes and documents. */
export const CUSTOMER_ERRORS = defineErrors({
  CUSTOMER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Customer not found' },
  NO_ACCOUNT_FOR_EMAIL: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'No account found with this email. Please check it or create an account.',
  },
  WRONG_SIGN_IN_CODE: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'That code is not right or has expired. Please check it or request a new code.',
  },
  TOO_MANY_SIGN_IN_CODES: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many sign-in codes were requested. Please wait a few minutes and try again.',
  },
  OWN_DOCUMENTS_ONLY: { status: HttpStatus.FORBIDDEN, message: 'You can only check your own documents' },
  PRIVACY_CONSENT_REQUIRED: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Please read and agree to the privacy notice to create an account',
  },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, message: 'An account with this email already exists' },
  NO_FILES_SELECTED: { status: HttpStatus.BAD_REQUEST, message: 'No Files Selected: Please select at least one file to upload' },
  INVALID_FILE_NAME: { status: HttpStatus.BAD_REQUEST, message: 'Invalid file name' },
  ACCOUNT_HAS_HOLDS: {
    status: HttpStatus.CONFLICT,
    message: 'The account cannot be deleted yet because of {{reasons}}. Once these are settled it can be deleted.',
  },
  DELETION_NOT_REQUESTED: {
    status: HttpStatus.CONFLICT,
    message: 'This customer has not asked to delete the account',
  },
  ACCOUNT_ALREADY_ERASED: { status: HttpStatus.CONFLICT, message: 'This account has already been erased' },
  TOO_MANY_DATA_EXPORTS: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'You have downloaded your data several times in the last hour. Please try again later.',
  },
});
