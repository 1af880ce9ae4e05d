import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the fleet and its photos. */
export const VEHICLE_ERRORS = defineErrors({
  VEHICLE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Vehicle not found' },
  VEHICLE_PHOTO_REQUIRED: { status: HttpStatus.BAD_REQUEST, message: 'Please choose a photo to upload' },
  VEHICLE_NAME_TAKEN: { status: HttpStatus.CONFLICT, message: 'A vehicle with this name already exists' },
  VEHICLE_PHOTO_TAKEN: { status: HttpStatus.CONFLICT, message: 'This photo is already used by another vehicle. Please upload it again.' },
  VEHICLE_PHOTO_GONE: { status: HttpStatus.BAD_REQUEST, message: 'The photo was not found. Please upload it again.' },
  PHOTO_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Photo not found' },
  VEHICLE_REGISTRATION_IN_FUTURE: { status: HttpStatus.BAD_REQUEST, message: 'The registration date cannot be in the future' },
});
