import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of bank statement imports, their column layout and the lines staff confirm or ignore. */
export const BANK_STATEMENT_ERRORS = defineErrors({
  STATEMENT_FILE_MISSING: { status: HttpStatus.BAD_REQUEST, message: 'Please choose the bank statement file (CSV) to upload' },
  STATEMENT_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The statement file must be {{megabytes}} MB or smaller' },
  STATEMENT_TOO_MANY_LINES: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A statement can have at most {{max}} lines. Please export a shorter date range.',
  },
  STATEMENT_NOT_READABLE: { status: HttpStatus.BAD_REQUEST, message: 'The file could not be read as a CSV statement (line {{line}})' },
  STATEMENT_COLUMNS_NOT_CHOSEN: {
    status: HttpStatus.BAD_REQUEST,
    message: "Please choose the bank's layout or name the statement's columns first",
  },
  STATEMENT_COLUMNS_NOT_FOUND: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Columns not found in the statement: {{missing}}. The chosen layout expects {{expected}}.',
  },
  STATEMENT_IMPORT_BUSY: {
    status: HttpStatus.CONFLICT,
    message: 'Another import was saving the same lines at the same moment. Please try again.',
  },
  STATEMENT_LINE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Statement line not found' },
  STATEMENT_LINE_NOT_PROPOSED: { status: HttpStatus.CONFLICT, message: 'This line has no proposed payment to confirm' },
  STATEMENT_LINE_ALREADY_DECIDED: { status: HttpStatus.CONFLICT, message: 'This line has already been {{status}}' },
});
