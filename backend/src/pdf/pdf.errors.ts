import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of PDF rendering. */
export const PDF_ERRORS = defineErrors({
  PDF_FAILED: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The PDF could not be generated. Please try again.' },
  PDF_BROWSER_MISSING: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'PDFs are not available: the server has no Chromium browser. Please contact the administrator.',
  },
  TOO_MANY_RENDERS: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'You already have documents being prepared. Please wait for them to finish, then try again.',
  },
  RENDER_QUEUE_FULL: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Too many documents are being prepared right now. Please try again in a minute.',
  },
});
