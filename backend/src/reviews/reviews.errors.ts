import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of customer reviews. */
export const REVIEW_ERRORS = defineErrors({
  RENTAL_NOT_COMPLETED: { status: HttpStatus.CONFLICT, message: 'Only completed rentals can be reviewed.' },
  ALREADY_REVIEWED: { status: HttpStatus.CONFLICT, message: 'You have already reviewed this rental.' },
  REVIEW_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Review not found' },
  REVIEW_ALREADY_HIDDEN: { status: HttpStatus.CONFLICT, message: 'This review is already hidden.' },
  REVIEW_ALREADY_SHOWN: { status: HttpStatus.CONFLICT, message: 'This review is already shown.' },
});
