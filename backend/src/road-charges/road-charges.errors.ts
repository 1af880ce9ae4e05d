import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of summonses, toll imports and the moves staff make on them; a refusal writes nothing. */
export const ROAD_CHARGE_ERRORS = defineErrors({
  ROAD_CHARGE_PLATE_UNKNOWN: { status: HttpStatus.BAD_REQUEST, message: 'No car in the fleet has the plate {{plate}}' },
  ROAD_CHARGE_PLATE_AMBIGUOUS: {
    status: HttpStatus.CONFLICT,
    message: 'More than one car has the plate {{plate}}. Please correct the plates in the fleet first.',
  },
  ROAD_CHARGE_VEHICLE_UNKNOWN: { status: HttpStatus.BAD_REQUEST, message: 'Please choose a car of the fleet' },
  ROAD_CHARGE_IN_FUTURE: { status: HttpStatus.BAD_REQUEST, message: 'The date and time cannot be in the future' },
  ROAD_CHARGE_BEFORE_VEHICLE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The date is before the car was added to the fleet ({{date}})',
  },
  ROAD_CHARGE_DUPLICATE: { status: HttpStatus.CONFLICT, message: 'This summons is already recorded (#{{id}})' },
  ROAD_CHARGE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Summons or toll not found' },
  ROAD_CHARGE_WRONG_STATE: { status: HttpStatus.CONFLICT, message: 'This summons or toll is {{status}} now; refresh the list' },
  ROAD_CHARGE_RENTAL_NOT_FOR_VEHICLE: {
    status: HttpStatus.CONFLICT,
    message: 'That rental is not of this car, or it was cancelled',
  },
  TOLL_FILE_MISSING: { status: HttpStatus.BAD_REQUEST, message: "Please choose the Touch 'n Go statement file (CSV) to upload" },
  TOLL_FILE_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The statement file must be {{megabytes}} MB or smaller' },
  TOLL_TOO_MANY_LINES: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A statement can have at most {{max}} lines. Please export a shorter period.',
  },
  TOLL_NOT_READABLE: { status: HttpStatus.BAD_REQUEST, message: 'The file could not be read as a CSV statement (line {{line}})' },
  TOLL_COLUMNS_NOT_FOUND: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The statement needs a date and time column, a plaza or description column and an amount column',
  },
  TOLL_LINE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Line {{line}} has no valid date and time, or no amount such as 2.50 (at most RM 1,000.00)',
  },
  TOLL_LINE_FORMULA: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Line {{line}} holds a spreadsheet formula (a cell starting with =, +, - or @); nothing was imported',
  },
  TOLL_LINE_OUT_OF_RANGE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Line {{line}} is dated in the future or before the car was added to the fleet; nothing was imported',
  },
  TOLL_IMPORT_BUSY: {
    status: HttpStatus.CONFLICT,
    message: 'Another import was saving the same lines at the same moment. Please try again.',
  },
});
