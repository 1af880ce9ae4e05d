import { createHash } from 'node:crypto';
import { isCalendarDate, startOfKualaLumpurDay } from '../common/dates/calendar-date';
import { appError } from '../common/errors/app-error';
import { ROAD_CHARGE_ERRORS } from './road-charges.errors';

/** 5 MB: a Touch 'n Go card's statement for a year is a few hundred KB. */
export const MAX_TOLL_MEGABYTES = 5;
export const MAX_TOLL_BYTES = MAX_TOLL_MEGABYTES * 1024 * 1024;
/** Records in one file, header included: years of one car's tolls. */
export const MAX_TOLL_LINES = 20_000;
/** One record's characters: a statement's line is a couple of hundred at most. */
export const MAX_TOLL_RECORD_CHARS = 5_000;
/** Rows above the header (card number, period) a statement may start with. */
const HEADER_SEARCH_ROWS = 10;
/** The plaza column as stored. */
export const MAX_PLAZA_CHARS = 200;
/** RM 1,000.00: no single toll comes near it; a larger figure is a misread column. */
export const MAX_TOLL_SEN = 100_000;

/**
 * The headers each column goes by in the exports of Touch 'n Go's card and RFID statements and of
 * the spreadsheets operators keep, compared without case, spaces or punctuation.
 */
const HEADERS = {
  when: ['datetime', 'date', 'transactiondate', 'transactiondatetime', 'exitdatetime', 'posteddate', 'entrydatetime'],
  place: ['plaza', 'exitplaza', 'exitlocation', 'location', 'description', 'tollplaza', 'transactiondescription'],
  amount: ['amount', 'amountrm', 'deductamount', 'transactionamount', 'tollamount'],
} as const;

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/** One toll as the statement wrote it, with its line number in the file for refusals. */
export interface TollLine {
  line: number;
  occurredAt: Date;
  place: string;
  amountSen: number;
}

/**
 * A cell a spreadsheet would run as a formula when the file is opened again (=, +, -, @, or a tab
 * or carriage return before them). An amount may start with a minus (a deduction): it is read as
 * a number, never stored as text.
 */
const FORMULA = /^[\t\r]*[=+\-@]/;

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?$/;

/** "27/11/2026 14:05", "27/11/2026 2:05 PM", "2026-11-27 14:05:33" (Kuala Lumpur time) -> the instant; null otherwise. */
export function parseTollMoment(cell: string): Date | null {
  const text = cell.trim();
  const iso = ISO.exec(text);
  const dayFirst = iso ? null : DAY_FIRST.exec(text);
  if (!iso && !dayFirst) return null;
  const [year, month, day, hourText, minute, second] = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : [dayFirst![3], dayFirst![2], dayFirst![1], dayFirst![4], dayFirst![5], dayFirst![6]];
  let hour = Number(hourText);
  const half = dayFirst?.[7]?.toUpperCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'PM' ? 12 : 0);
  }
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isCalendarDate(date) || hour > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
  return new Date(startOfKualaLumpurDay(date).getTime() + ((hour * 60 + Number(minute)) * 60 + Number(second ?? 0)) * 1000);
}

/** "2.50", "RM2.50", "-2.50" (a deduction) -> 250 sen; null for anything else, zero and beyond RM 1,000 included. */
export function parseTollAmount(cell: string): number | null {
  const match = /^-?(?:RM|MYR)?\s*-?(\d{1,4})(?:\.(\d{1,2}))?$/i.exec(cell.trim());
  if (!match) return null;
  const sen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return sen > 0 && sen <= MAX_TOLL_SEN ? sen : null;
}

interface Positions {
  when: number;
  place: number;
  amount: number;
}

/**
 * Reads a toll statement one CSV record at a time: finds the header among the first rows, then
 * holds every row under it to be a toll. Unlike a bank statement, where rows that are no credit
 * are skipped, a toll statement is all charges: a row that cannot be read refuses the whole file
 * (with its line), so no toll is half-imported, and a formula is refused rather than stored.
 */
export class TollReader {
  private header: Positions | null = null;
  private rowsBeforeHeader = 0;
  private readonly lines: TollLine[] = [];

  push(record: readonly string[], line: number): void {
    if (!this.header) {
      this.header = this.headerIn(record);
      if (!this.header && ++this.rowsBeforeHeader >= HEADER_SEARCH_ROWS) throw appError(ROAD_CHARGE_ERRORS.TOLL_COLUMNS_NOT_FOUND);
      return;
    }
    if (record.every((cell) => cell.trim() === '')) return;
    if (record.some((cell, index) => index !== this.header?.amount && FORMULA.test(cell))) {
      throw appError(ROAD_CHARGE_ERRORS.TOLL_LINE_FORMULA, { line });
    }
    const occurredAt = parseTollMoment(record[this.header.when] ?? '');
    const amountSen = parseTollAmount(record[this.header.amount] ?? '');
    const place = Array.from((record[this.header.place] ?? '').trim())
      .slice(0, MAX_PLAZA_CHARS)
      .join('');
    if (occurredAt === null || amountSen === null || place === '') throw appError(ROAD_CHARGE_ERRORS.TOLL_LINE_INVALID, { line });
    this.lines.push({ line, occurredAt, place, amountSen });
  }

  finish(): TollLine[] {
    if (!this.header) throw appError(ROAD_CHARGE_ERRORS.TOLL_COLUMNS_NOT_FOUND);
    return this.lines;
  }

  private headerIn(record: readonly string[]): Positions | null {
    const keys = record.map(headerKey);
    const find = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
    const positions = { when: find(HEADERS.when), place: find(HEADERS.place), amount: find(HEADERS.amount) };
    return positions.when === -1 || positions.place === -1 || positions.amount === -1 ? null : positions;
  }
}

/** A toll with the fingerprint that makes importing it again a no-op. */
export interface FingerprintedToll extends TollLine {
  fingerprint: string;
}

/**
 * Each toll's fingerprint: the car, the moment, the plaza (spacing and case aside), the amount and
 * how many identical tolls came before it in the same file. Importing the same statement again,
 * or one overlapping it, gives the same fingerprints; two real passes at one plaza in one minute
 * stay two.
 */
export function fingerprintTolls(vehicleId: number, lines: readonly TollLine[]): FingerprintedToll[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = ['toll', vehicleId, line.occurredAt.toISOString(), line.place.replace(/\s+/g, ' ').toUpperCase(), line.amountSen].join(
      '\u0000',
    );
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return { ...line, fingerprint: createHash('sha256').update(`${key}\u0000${occurrence}`).digest('hex') };
  });
}

/** A summons is the same summons when its issuer and notice number are (spacing, dashes and case aside). */
export function summonsFingerprint(issuer: string, noticeNumber: string): string {
  return createHash('sha256')
    .update(['summons', issuer, noticeNumber.toUpperCase().replace(/[\s-]/g, '')].join('\u0000'))
    .digest('hex');
}
