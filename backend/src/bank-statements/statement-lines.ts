import { createHash } from 'node:crypto';
import { appError } from '../common/errors/app-error';
import { isCalendarDate } from '../common/dates/calendar-date';
import { BANK_STATEMENT_ERRORS } from './bank-statements.errors';
import { headerKey, requiredHeaders, StatementColumns } from './statement-columns';

/** Rows before the header (the account name, the period) that a bank's export may start with. */
export const HEADER_SEARCH_ROWS = 30;
/** What the description column holds; longer text is cut (by whole characters). */
export const MAX_DESCRIPTION_CHARS = 500;
/** RM 9,999,999.99: far beyond any payment, and well inside the integer column. */
export const MAX_LINE_SEN = 999_999_999;

/** One credit of a statement: the day, the bank's words as written, and the money in whole sen. */
export interface StatementLine {
  lineDate: string;
  description: string;
  amountSen: number;
}

export interface StatementRead {
  lines: StatementLine[];
  /** Rows under the header that are no credit: withdrawals, blank or zero amounts, totals, notes. */
  skipped: number;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?: .*)?$/;

/** "26/11/2026", "26-11-26", "2026-11-26" or the same with a time after it -> "2026-11-26"; null when it is no date. */
export function parseStatementDate(cell: string): string | null {
  const text = cell.trim();
  const iso = ISO_DATE.exec(text);
  const dayFirst = iso ? null : DAY_FIRST_DATE.exec(text);
  let parts: [string, string, string];
  if (iso) parts = [iso[1], iso[2], iso[3]];
  else if (dayFirst) parts = [dayFirst[3].length === 2 ? `20${dayFirst[3]}` : dayFirst[3], dayFirst[2], dayFirst[1]];
  else return null;
  const date = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

const PLAIN_NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount cell in signed whole sen: "1,234.50", "RM 1,234.50", "MYR1234.5" are credits;
 * "-50.00", "50.00-", "(50.00)" and "50.00 DR" are debits ("+" and "CR" mark a credit). Null for a
 * blank cell or anything that is not plainly an amount, a formula among them.
 */
export function parseStatementAmount(cell: string): number | null {
  let text = cell.replace(/\s+/g, '').toUpperCase();
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  const mark = /(CR|DR|[+-])$/.exec(text);
  if (mark) {
    negative ||= mark[1] === 'DR' || mark[1] === '-';
    text = text.slice(0, -mark[1].length);
  }
  for (const prefix of [/^[+-]/, /^(RM|MYR)/, /^[+-]/]) {
    const found = prefix.exec(text);
    if (!found) continue;
    negative ||= found[0] === '-';
    text = text.slice(found[0].length);
  }
  const number = PLAIN_NUMBER.exec(text);
  if (!number) return null;
  const sen = Number(number[1].replace(/,/g, '')) * 100 + Number((number[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(sen) || sen > MAX_LINE_SEN) return null;
  return negative ? -sen : sen;
}

/** The text cut to at most `max` characters without splitting a character made of two UTF-16 units. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

interface HeaderPositions {
  date: number;
  description: number;
  reference: number | null;
  amount: number;
}

/**
 * Reads a statement one CSV record at a time, so the file is never held whole: finds the header
 * row (within the first rows, where banks put an account summary above it), then keeps each
 * credit below it. Cells are kept as text, exactly as the bank wrote them: a description such as
 * "=HYPERLINK(...)" or "+60 12..." is stored and shown as those characters, never evaluated.
 */
export class StatementReader {
  private header: HeaderPositions | null = null;
  private rowsBeforeHeader = 0;
  private fewestMissing: string[];
  private readonly lines: StatementLine[] = [];
  private skipped = 0;

  constructor(private readonly columns: StatementColumns) {
    this.fewestMissing = requiredHeaders(columns);
  }

  push(record: readonly string[]): void {
    if (this.header) {
      const line = this.lineOf(record, this.header);
      if (line) this.lines.push(line);
      else this.skipped += 1;
      return;
    }
    this.header = this.headerIn(record);
    if (this.header) return;
    this.rowsBeforeHeader += 1;
    if (this.rowsBeforeHeader >= HEADER_SEARCH_ROWS) throw this.columnsNotFound();
  }

  finish(): StatementRead {
    if (!this.header) throw this.columnsNotFound();
    return { lines: this.lines, skipped: this.skipped };
  }

  private headerIn(record: readonly string[]): HeaderPositions | null {
    const keys = record.map(headerKey);
    const position = (name: string) => keys.indexOf(headerKey(name));
    const missing = requiredHeaders(this.columns).filter((name) => position(name) === -1);
    if (missing.length > 0) {
      if (missing.length < this.fewestMissing.length) this.fewestMissing = missing;
      return null;
    }
    return {
      date: position(this.columns.date),
      description: position(this.columns.description),
      reference: this.columns.reference === null ? null : position(this.columns.reference),
      amount: position(this.columns.amount),
    };
  }

  private lineOf(record: readonly string[], header: HeaderPositions): StatementLine | null {
    const lineDate = parseStatementDate(record[header.date] ?? '');
    const amountSen = parseStatementAmount(record[header.amount] ?? '');
    if (lineDate === null || amountSen === null || amountSen <= 0) return null;
    const texts = [record[header.description], header.reference === null ? undefined : record[header.reference]];
    const description = texts.filter((text): text is string => text !== undefined && text.trim() !== '').join(' ');
    return { lineDate, description: bounded(description, MAX_DESCRIPTION_CHARS), amountSen };
  }

  private columnsNotFound() {
    const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
    return appError(BANK_STATEMENT_ERRORS.STATEMENT_COLUMNS_NOT_FOUND, {
      missing: quoted(this.fewestMissing),
      expected: quoted(requiredHeaders(this.columns)),
    });
  }
}

/** A line as stored: with the fingerprint that makes a second import of it a no-op. */
export interface FingerprintedLine extends StatementLine {
  fingerprint: string;
}

/**
 * Each line's fingerprint: its day, its words (spacing and case aside), its amount and how many
 * identical lines came before it in the same file. Importing the same statement again, or one
 * that overlaps it, gives the same fingerprints; two genuine transfers with the same day, words
 * and amount stay two lines (occurrence 0 and 1).
 */
export function fingerprintLines(lines: readonly StatementLine[]): FingerprintedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = [line.lineDate, line.description.trim().replace(/\s+/g, ' ').toUpperCase(), String(line.amountSen)].join('\u0000');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return { ...line, fingerprint: createHash('sha256').update(`${key}\u0000${occurrence}`).digest('hex') };
  });
}

/** Crockford's base 32, the alphabet payment references are made of. */
const REFERENCE_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{12}$/;
const REFERENCE_LENGTH = 12;

/**
 * The payment references a bank's description may hold, as stored ("PAY-7QX2M9ABK4TD"). Banks
 * drop dashes and spaces and change case ("pay 7qx2 m9ab k4td", "PAY7QX2M9ABK4TD"), and people
 * copying a reference by hand read O as 0 and I or L as 1, as the alphabet intends.
 */
export function referencesIn(description: string): string[] {
  const letters = description.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const found = new Set<string>();
  for (let at = letters.indexOf('PAY'); at !== -1; at = letters.indexOf('PAY', at + 1)) {
    const code = letters
      .slice(at + 3, at + 3 + REFERENCE_LENGTH)
      .replace(/O/g, '0')
      .replace(/[IL]/g, '1');
    if (REFERENCE_ALPHABET.test(code)) found.add(`PAY-${code}`);
  }
  return [...found];
}
