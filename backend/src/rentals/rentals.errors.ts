import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of rentals, their agreement wizard, sharing, returns, extensions and handover. */
export const RENTAL_ERRORS = defineErrors({
  RENTAL_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Rental not found' },
  SIGNATURE_NOT_PNG: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The signature must be a PNG image sent as a data URL (data:image/png;base64,...)',
  },
  SIGNATURE_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The signature image is too large' },
  SIGNATURE_REQUIRED: { status: HttpStatus.BAD_REQUEST, message: "Signature Required: Please capture the customer's signature" },
  NO_PHOTOS: { status: HttpStatus.BAD_REQUEST, message: 'Please add at least one photo' },
  PHOTO_TYPES_MISMATCH: { status: HttpStatus.BAD_REQUEST, message: 'Each photo needs one photo type, in the same order' },
  DUPLICATE_PHOTO_TYPE: { status: HttpStatus.BAD_REQUEST, message: 'Each photo type can be sent once' },
  KEY_HANDOVER_PHOTO_MISSING: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Key Handover Photo Required: Please upload the key handover photo',
  },
  MISSING_REQUIRED_PHOTOS: { status: HttpStatus.BAD_REQUEST, message: 'Missing Required Photos: Please upload: {{photos}}' },
  AGREEMENT_ALREADY_COMPLETED: { status: HttpStatus.CONFLICT, message: 'The agreement for this rental is already completed' },
  EVIDENCE_CHANGED: { status: HttpStatus.CONFLICT, message: 'This rental was changed at the same time. Please try again.' },
  AGREEMENT_NOT_READY: { status: HttpStatus.NOT_FOUND, message: 'The agreement is not ready yet' },
  AGREEMENT_NOT_GENERATED: { status: HttpStatus.CONFLICT, message: 'The agreement is not ready yet' },
  AGREEMENT_CHANGED: {
    status: HttpStatus.CONFLICT,
    message: 'The agreement was changed while it was being finalized. Please review it and finalize again.',
  },
  AGREEMENT_FILE_MISSING: {
    status: HttpStatus.CONFLICT,
    message: 'A photo or the signature of this rental is missing. Please capture it again.',
  },
  AGREEMENT_MAIL_FAILED: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The e-mail could not be sent. Please try again later.' },
  NO_LINK_FOR_CANCELLED: { status: HttpStatus.CONFLICT, message: "A cancelled rental's agreement cannot be shared by link" },
  NO_LINK_FOR_BLACKLISTED: {
    status: HttpStatus.CONFLICT,
    message: 'This customer is blacklisted: their agreement cannot be shared by link',
  },
  CUSTOMER_PHONE_NOT_WHATSAPP: { status: HttpStatus.BAD_REQUEST, message: "The customer's phone number cannot be used for WhatsApp" },
  RENTAL_HAS_NO_CUSTOMER: { status: HttpStatus.CONFLICT, message: 'This rental has no customer record to send to' },
  AGREEMENT_LINK_INVALID: { status: HttpStatus.NOT_FOUND, message: 'This link is invalid or has expired. Please ask us for a new one.' },
  AGREEMENT_LINK_WITHDRAWN: {
    status: HttpStatus.GONE,
    message: 'This link is no longer valid. Please contact us if you need a copy of your agreement.',
  },
  RENTAL_ALREADY_COMPLETED: { status: HttpStatus.CONFLICT, message: 'This rental is already completed' },
  RENTAL_ALREADY_CANCELLED: { status: HttpStatus.CONFLICT, message: 'This rental is already cancelled' },
  NOT_RETURNABLE: { status: HttpStatus.CONFLICT, message: 'Only an active rental can be marked as returned' },
  RETURN_INSPECTION_STARTED: {
    status: HttpStatus.CONFLICT,
    message: 'A return inspection has been started for this rental: please finish it on the Return Inspection screen',
  },
  RETURN_BEFORE_PICKUP: { status: HttpStatus.BAD_REQUEST, message: 'Return date cannot be before the pickup date' },
  RETURN_IN_FUTURE: { status: HttpStatus.BAD_REQUEST, message: 'Return date cannot be in the future' },
  MILEAGE_BELOW_PICKUP: { status: HttpStatus.BAD_REQUEST, message: 'Return mileage cannot be less than the mileage at pickup' },
  EXTRAS_LOCKED: {
    status: HttpStatus.CONFLICT,
    message: 'The add-ons and delivery can be changed only until the agreement is signed',
  },
  NOT_EXTENDABLE: { status: HttpStatus.CONFLICT, message: 'Only an active rental can be extended' },
  EXTENSION_DATES_TAKEN: { status: HttpStatus.CONFLICT, message: 'The vehicle is already booked for the extended dates' },
  NO_EXTENSION_REQUEST: { status: HttpStatus.CONFLICT, message: 'This rental has no extension request to decide' },
  END_DATE_NOT_LATER: { status: HttpStatus.BAD_REQUEST, message: 'The new end date must be after the current end date' },
  HANDOVER_PHOTO_MISSING: { status: HttpStatus.BAD_REQUEST, message: 'Please choose the key handover photo' },
  NOT_READY_FOR_HANDOVER: { status: HttpStatus.CONFLICT, message: 'Only a rental that is ready for key handover can be handed over' },
  HANDOVER_BALANCE_DUE: {
    status: HttpStatus.CONFLICT,
    message: 'Payment required: RM {{balanceDue}} is still due on this rental. Collect it first, or hand over with a reason.',
  },
  HANDOVER_DEPOSIT_NOT_HELD: {
    status: HttpStatus.CONFLICT,
    message: 'Deposit required: RM {{depositHeld}} of the RM {{deposit}} deposit is paid. Collect it first, or hand over with a reason.',
  },
  EXISTING_DAMAGE_NOT_SHOWN: {
    status: HttpStatus.BAD_REQUEST,
    message: "Please show the car's existing damage to the customer and tick the box before going on",
  },
});
