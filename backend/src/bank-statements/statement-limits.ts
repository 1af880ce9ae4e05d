/** 10 MB holds far more than a month of a busy account's history exported as CSV. */
export const MAX_STATEMENT_MEGABYTES = 10;
export const MAX_STATEMENT_BYTES = MAX_STATEMENT_MEGABYTES * 1024 * 1024;
/** Records (lines) in one file, header and preamble included: a year of a busy account fits. */
export const MAX_STATEMENT_LINES = 20_000;
/** One record's characters: a bank's line is a few hundred at most. */
export const MAX_RECORD_CHARS = 10_000;
