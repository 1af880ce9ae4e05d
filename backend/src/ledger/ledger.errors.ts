import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of a rental's account: entries that would make it wrong are never written. */
export const LEDGER_ERRORS = defineErrors({
  LEDGER_AMOUNT_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'The amount must be more than RM 0.00 and at most RM 999,999.99' },
  REFUND_EXCEEDS_PAID: { status: HttpStatus.CONFLICT, message: 'A refund cannot be more than what was paid and not yet refunded' },
  REFUND_EXCEEDS_OWED: {
    status: HttpStatus.CONFLICT,
    message: 'A refund cannot be more than the customer is owed back once the charges are paid',
  },
  REFUND_NOT_YET: { status: HttpStatus.CONFLICT, message: 'A refund is recorded once the car is back or the rental is cancelled' },
  DEDUCTION_EXCEEDS_DEPOSIT: { status: HttpStatus.CONFLICT, message: 'A deduction cannot be more than the deposit held' },
  LEDGER_ENTRY_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Account entry not found' },
  LEDGER_ENTRY_NOT_REVERSIBLE: {
    status: HttpStatus.CONFLICT,
    message: 'Only charges can be corrected here; a payment is corrected on the payment itself',
  },
  LEDGER_TAX_FOLLOWS_CHARGE: {
    status: HttpStatus.CONFLICT,
    message: 'Service tax is corrected with the charge it was added to: reverse that charge',
  },
  LEDGER_ENTRY_ALREADY_REVERSED: { status: HttpStatus.CONFLICT, message: 'This entry has already been reversed' },
  SETTLEMENT_NOT_READY: {
    status: HttpStatus.CONFLICT,
    message: 'The settlement statement is ready once the deposit is settled or a refund is recorded',
  },
});
