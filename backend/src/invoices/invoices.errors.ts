import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of invoices. */
export const INVOICE_ERRORS = defineErrors({
  INVOICE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Invoice not found' },
  INVOICE_NOTHING_TO_BILL: { status: HttpStatus.CONFLICT, message: 'This rental has no charges to invoice' },
  INVOICE_KEY_REUSED: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: 'This Idempotency-Key was already used for a different invoice' },
});
