import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of payments, proofs, receipts and the payment QR image. */
export const PAYMENT_ERRORS = defineErrors({
  PAYMENT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Payment not found' },
  PAYMENT_QR_NOT_UPLOADED: { status: HttpStatus.NOT_FOUND, message: 'No payment QR image has been uploaded' },
  QR_IMAGE_MISSING: { status: HttpStatus.BAD_REQUEST, message: 'Please choose the QR code image to upload' },
  QR_IMAGE_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The QR code image must be 10 MB or smaller' },
  PAYMENT_QR_UNREADABLE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'No QR code could be read in this image. Please upload a sharp, uncropped image of your DuitNow QR code.',
  },
  PAYMENT_QR_NOT_PAYMENT: {
    status: HttpStatus.BAD_REQUEST,
    message: "This QR code is not a payment QR code. Please upload the DuitNow QR code your bank issued for the business's account.",
  },
  PAYMENT_QR_NOT_RINGGIT: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This payment QR code takes another currency. Please upload a DuitNow QR code that takes Malaysian ringgit.',
  },
  PROOF_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'File Too Large: Please select an image file smaller than 10MB.' },
  PAYMENT_METHOD_COMING_SOON: { status: HttpStatus.BAD_REQUEST, message: 'This payment method is coming soon' },
  NOT_YOUR_RENTAL: { status: HttpStatus.BAD_REQUEST, message: 'Please choose one of your rentals' },
  NOT_YOUR_BOOKING_REQUEST: { status: HttpStatus.BAD_REQUEST, message: 'Please choose one of your booking requests' },
  RENTAL_OR_REQUEST: { status: HttpStatus.BAD_REQUEST, message: 'Choose a rental or a booking request for the payment, not both' },
  BOOKING_REQUEST_REJECTED: { status: HttpStatus.CONFLICT, message: 'This booking request was rejected: no payment can be made for it' },
  PAYMENT_NOT_COMPLETED: { status: HttpStatus.CONFLICT, message: 'Only a completed payment can be attached to a rental' },
  PAYMENT_ALREADY_ATTACHED: { status: HttpStatus.CONFLICT, message: 'This payment already belongs to a rental. Detach it first.' },
  PAYMENT_NOT_ATTACHED: { status: HttpStatus.CONFLICT, message: 'This payment does not belong to a rental' },
  PAYMENT_OTHER_CUSTOMER: { status: HttpStatus.BAD_REQUEST, message: "A payment can only go to one of its own customer's rentals" },
  PAYMENT_REFERENCE_TAKEN: {
    status: HttpStatus.CONFLICT,
    message: 'This payment reference is already in use. Please go back and open the QR code again.',
  },
  PROOF_MISSING: { status: HttpStatus.BAD_REQUEST, message: 'Please select a payment proof image to upload.' },
  PROOF_NOT_PENDING: { status: HttpStatus.CONFLICT, message: 'A proof can only be added while the payment is pending' },
  PROOF_TYPE_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.' },
  PROOF_NOT_UPLOADED: { status: HttpStatus.NOT_FOUND, message: 'No payment proof has been uploaded' },
  NO_RECEIPT_FOR_FAILED_PAYMENT: { status: HttpStatus.CONFLICT, message: 'There is no receipt for a failed payment' },
  PAYMENT_KEY_REUSED: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: 'This Idempotency-Key was already used for a different payment' },
  PAYMENT_CHANGED: { status: HttpStatus.CONFLICT, message: 'This payment was changed at the same time. Please try again.' },
  PAYMENT_ALREADY_DECIDED: { status: HttpStatus.CONFLICT, message: 'This payment is already {{status}}' },
  PAYMENT_JUST_VERIFIED: { status: HttpStatus.CONFLICT, message: 'This payment has just been verified by someone else' },
});
