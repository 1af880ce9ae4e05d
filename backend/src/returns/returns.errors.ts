import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the return inspection and of the return price lists. */
export const RETURN_ERRORS = defineErrors({
  RETURN_NOT_OPEN: { status: HttpStatus.CONFLICT, message: 'Only a rental whose car is out can be inspected at return' },
  RETURN_ALREADY_FINALIZED: { status: HttpStatus.CONFLICT, message: 'This return is already finalized: its evidence cannot change' },
  RETURN_CHANGED: { status: HttpStatus.CONFLICT, message: 'This return was changed at the same time. Please try again.' },
  RETURN_PHOTO_NOT_FOUND: { status: HttpStatus.BAD_REQUEST, message: "The photo is not one of this rental's return photos" },
  RETURN_TIME_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The return time must be after the pickup and not in the future',
  },
  RETURN_DAMAGE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Damage point not found on this return' },
  RETURN_FEE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Fee not found' },
  RETURN_LINE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This charge is not on the return' },
  RETURN_WAIVER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This charge is not waived' },
  RETURN_AMOUNT_ZERO: { status: HttpStatus.BAD_REQUEST, message: 'A typed amount must be more than RM 0.00' },
  RETURN_AMOUNT_REASON_REQUIRED: { status: HttpStatus.BAD_REQUEST, message: 'Please give a reason for the amount you typed' },
  RETURN_INCOMPLETE: { status: HttpStatus.BAD_REQUEST, message: 'The return is not complete yet: {{missing}}' },
  RETURN_QUOTE_CHANGED: {
    status: HttpStatus.CONFLICT,
    message: 'The charges changed since they were shown (now RM {{total}}). Please review them and confirm again.',
  },
  RETURN_TOO_MANY_PHOTOS: { status: HttpStatus.BAD_REQUEST, message: 'A return can keep at most {{max}} damage close-ups' },
  DAMAGE_PRICE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'No price for this damage kind and size' },
  CONDITION_REPORT_NOT_READY: {
    status: HttpStatus.CONFLICT,
    message: 'The condition report is made when the return is finalized, and this return is not finalized yet',
  },
  VEHICLE_DAMAGE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Damage not found on this vehicle' },
  DAMAGE_ALREADY_REPAIRED: { status: HttpStatus.CONFLICT, message: 'This damage is already marked repaired' },
  DAMAGE_NOT_OPEN: { status: HttpStatus.CONFLICT, message: 'This damage is still on a return that is not finalized' },
  DAMAGE_REPAIR_DATE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The repair date must be from {{foundOn}} (when the damage was found) to today',
  },
});
