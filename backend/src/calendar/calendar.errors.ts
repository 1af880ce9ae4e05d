import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the staff calendar and manual bookings. */
export const CALENDAR_ERRORS = defineErrors({
  CALENDAR_RANGE_TOO_LONG: { status: HttpStatus.BAD_REQUEST, message: 'The range can be at most {{days}} days' },
  CUSTOMER_BLACKLISTED: { status: HttpStatus.CONFLICT, message: 'This customer is blacklisted' },
  VEHICLE_ALREADY_BOOKED: { status: HttpStatus.CONFLICT, message: 'This vehicle is already booked for those dates' },
});
