import { errorCodeOf } from '../common/errors/app-error';
import { fingerprintTolls, parseTollAmount, parseTollMoment, summonsFingerprint, TollReader } from './toll-lines';

const codeOf = (work: () => unknown): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    return errorCodeOf(error);
  }
};

describe('toll statement lines', () => {
  it('reads Kuala Lumpur moments day-first (24-hour or AM/PM) and ISO, refusing impossible ones', () => {
    expect(parseTollMoment('27/11/2026 14:05')?.toISOString()).toBe('2026-11-27T06:05:00.000Z');
    expect(parseTollMoment('27/11/2026 2:05 PM')?.toISOString()).toBe('2026-11-27T06:05:00.000Z');
    expect(parseTollMoment('27/11/2026 12:10 am')?.toISOString()).toBe('2026-11-26T16:10:00.000Z');
    expect(parseTollMoment('2026-11-27 00:00:30')?.toISOString()).toBe('2026-11-26T16:00:30.000Z');
    for (const bad of ['30/02/2026 10:00', '27/11/2026 24:00', '27/11/2026 13:00 PM', '27/11/2026', '=NOW()', '']) {
      expect(parseTollMoment(bad)).toBeNull();
    }
  });

  it('reads an amount as positive sen whether written as a deduction or not, up to RM 1,000', () => {
    expect(parseTollAmount('2.30')).toBe(230);
    expect(parseTollAmount('-2.3')).toBe(230);
    expect(parseTollAmount('RM1.50')).toBe(150);
    expect(parseTollAmount('1000.00')).toBe(100_000);
    for (const bad of ['0.00', '1000.01', 'abc', '=1+1', '1,000.00', '2.345']) expect(parseTollAmount(bad)).toBeNull();
  });

  it('finds the header under a preamble, keeps each line with its number, and refuses a formula or a bad line', () => {
    const reader = new TollReader();
    reader.push(["Touch 'n Go"], 1);
    reader.push(['Exit Date Time', 'Exit Location', 'Amount (RM)'], 2);
    reader.push(['27/11/2026 14:05', 'PLAZA TOL GOMBAK', '-1.50'], 3);
    expect(reader.finish()).toEqual([
      { line: 3, occurredAt: new Date('2026-11-27T06:05:00.000Z'), place: 'PLAZA TOL GOMBAK', amountSen: 150 },
    ]);
    expect(codeOf(() => reader.push(['27/11/2026 14:05', '@SUM(A1)', '1.00'], 4))).toBe('TOLL_LINE_FORMULA');
    expect(codeOf(() => reader.push(['27/11/2026 14:05', '', '1.00'], 5))).toBe('TOLL_LINE_INVALID');
    expect(codeOf(() => new TollReader().finish())).toBe('TOLL_COLUMNS_NOT_FOUND');
  });

  it('fingerprints a toll by car, moment, plaza and amount, two identical passes staying two', () => {
    const line = { line: 2, occurredAt: new Date('2026-11-27T06:05:00.000Z'), place: 'Plaza  Tol', amountSen: 150 };
    const [first, second] = fingerprintTolls(3, [line, { ...line, line: 3, place: 'PLAZA TOL' }]);
    expect(first.fingerprint).not.toBe(second.fingerprint);
    expect(fingerprintTolls(3, [line])[0].fingerprint).toBe(first.fingerprint);
    expect(fingerprintTolls(4, [line])[0].fingerprint).not.toBe(first.fingerprint);
    expect(summonsFingerprint('jpj', 'ab-12 34')).toBe(summonsFingerprint('jpj', 'AB1234'));
    expect(summonsFingerprint('pdrm', 'AB1234')).not.toBe(summonsFingerprint('jpj', 'AB1234'));
  });
});
