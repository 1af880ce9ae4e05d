import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of a report's range and filters. */
export const REPORT_ERRORS = defineErrors({
  REPORT_RANGE_REVERSED: { status: HttpStatus.BAD_REQUEST, message: 'The report must end on or after the day it starts' },
  REPORT_RANGE_TOO_LONG: { status: HttpStatus.BAD_REQUEST, message: 'A report covers at most {{months}} months' },
  REPORT_RANGE_OUT_OF_BOUNDS: { status: HttpStatus.BAD_REQUEST, message: 'A report covers days from {{earliest}} to {{latest}}' },
  REPORT_VEHICLE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Vehicle not found' },
});
