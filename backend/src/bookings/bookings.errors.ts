import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of booking requests and their dates. */
export const BOOKING_ERRORS = defineErrors({
  START_DATE_IN_PAST: { status: HttpStatus.BAD_REQUEST, message: 'Start date cannot be in the past' },
  END_BEFORE_START: { status: HttpStatus.BAD_REQUEST, message: 'End date cannot be before the start date' },
  START_TOO_FAR_AHEAD: { status: HttpStatus.BAD_REQUEST, message: 'Bookings can start at most {{days}} days from today' },
  BOOKING_TOO_LONG: { status: HttpStatus.BAD_REQUEST, message: 'A booking can be at most {{days}} days long' },
  TOO_MANY_PENDING_REQUESTS: {
    status: HttpStatus.CONFLICT,
    message: 'You already have {{count}} pending booking requests. Please wait for our reply before requesting more.',
  },
  DATES_TAKEN: { status: HttpStatus.CONFLICT, message: 'This vehicle is no longer available for those dates. Please choose other dates.' },
  VEHICLE_NO_LONGER_EXISTS: { status: HttpStatus.CONFLICT, message: 'This vehicle no longer exists' },
  DISCOUNT_ABOVE_SUBTOTAL: { status: HttpStatus.BAD_REQUEST, message: 'Discount cannot be more than the rental amount.' },
  REQUEST_ALREADY_DECIDED: { status: HttpStatus.CONFLICT, message: 'This request has already been {{status}}' },
  BOOKING_REQUEST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Booking request not found' },
});
