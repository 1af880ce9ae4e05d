import { DataSource } from 'typeorm';

/**
 * The few SQL expressions MySQL/MariaDB and SQLite write differently, so a report's query is
 * written once. Dates are 'YYYY-MM-DD' on both (a DATE column on MySQL, text on SQLite); instants
 * are stored in UTC on both.
 */
export interface DialectSql {
  /** Whole days from `earlier` to `later` (dates): 0 for the same day. */
  daysBetween(later: string, earlier: string): string;
  /** The Kuala Lumpur calendar month 'YYYY-MM' of a UTC instant column (Malaysia keeps +08:00 all year). */
  kualaLumpurMonth(instant: string): string;
  /** The month 'YYYY-MM' of a date column. */
  monthOf(date: string): string;
}

const MYSQL: DialectSql = {
  daysBetween: (later, earlier) => `DATEDIFF(${later}, ${earlier})`,
  kualaLumpurMonth: (instant) => `DATE_FORMAT(DATE_ADD(${instant}, INTERVAL 8 HOUR), '%Y-%m')`,
  monthOf: (date) => `DATE_FORMAT(${date}, '%Y-%m')`,
};

const SQLITE: DialectSql = {
  daysBetween: (later, earlier) => `CAST(ROUND(julianday(${later}) - julianday(${earlier})) AS INTEGER)`,
  kualaLumpurMonth: (instant) => `strftime('%Y-%m', ${instant}, '+8 hours')`,
  monthOf: (date) => `substr(${date}, 1, 7)`,
};

export function dialectSql(dataSource: DataSource): DialectSql {
  return dataSource.options.type === 'mysql' ? MYSQL : SQLITE;
}

/** The earlier / later of two SQL values of one type (dates compare in order on both dialects). */
export const earlierOf = (a: string, b: string) => `CASE WHEN ${a} < ${b} THEN ${a} ELSE ${b} END`;
export const laterOf = (a: string, b: string) => `CASE WHEN ${a} > ${b} THEN ${a} ELSE ${b} END`;
