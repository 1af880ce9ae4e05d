/**
 * Which columns of a bank's CSV export hold what the import reads: the day, the words the bank
 * wrote (where the customer's payment reference lands) and the money received.
 */
export interface StatementColumns {
  date: string;
  description: string;
  /** A second text column joined to the description, for banks that keep the sender's reference apart. */
  reference: string | null;
  /** Money in: a column of its own, or one signed column where a debit carries a minus. */
  amount: string;
}

export const STATEMENT_PRESETS = ['maybank', 'cimb'] as const;
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

export const STATEMENT_LAYOUTS = [...STATEMENT_PRESETS, 'custom'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

/**
 * The layouts of the two banks most Malaysian rental businesses bank with, as their internet
 * banking exports an account's history to CSV. Header names are matched without regard to case
 * or spacing; a business whose export differs names its own columns ('custom').
 */
export const PRESET_COLUMNS: Readonly<Record<StatementPreset, StatementColumns>> = {
  // Maybank2u (personal and Biz) account history: "Entry Date", "Value Date", "Transaction
  // Description", "Transaction Amount", "Statement Balance". One amount column for both
  // directions, a withdrawal marked by a minus (written before or after the figure).
  maybank: { date: 'Entry Date', description: 'Transaction Description', reference: null, amount: 'Transaction Amount' },
  // CIMB Clicks / BizChannel account history: "Transaction Date", "Description", "Cheque/Ref No",
  // "Debit", "Credit", "Balance". Money in has its own Credit column, left blank on a withdrawal.
  cimb: { date: 'Transaction Date', description: 'Description', reference: null, amount: 'Credit' },
};

/** The layout staff chose, remembered for every later import. */
export interface SavedStatementColumns {
  layout: StatementLayout;
  columns: StatementColumns;
}

/** A header as written, compared the way people read it: case, spacing and a leading byte-order mark aside. */
export function headerKey(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The headers a layout needs, in the order the columns are named to staff. */
export function requiredHeaders(columns: StatementColumns): string[] {
  return [columns.date, columns.description, ...(columns.reference === null ? [] : [columns.reference]), columns.amount];
}
