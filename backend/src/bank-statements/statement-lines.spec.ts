import { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { errorCodeOf } from '../common/errors/app-error';
import { PRESET_COLUMNS } from './statement-columns';
import {
  fingerprintLines,
  HEADER_SEARCH_ROWS,
  MAX_DESCRIPTION_CHARS,
  parseStatementAmount,
  parseStatementDate,
  referencesIn,
  StatementReader,
} from './statement-lines';
import { readStatement } from './statement-upload';

const maybank = PRESET_COLUMNS.maybank;

function refusal(work: () => unknown): { code: string | null; params: unknown } {
  try {
    work();
  } catch (error) {
    const response = (error as HttpException).getResponse() as { params?: unknown };
    return { code: errorCodeOf(error), params: response.params };
  }
  throw new Error('Expected a refusal');
}

describe('statement amounts', () => {
  it.each([
    ['1,234.50', 123_450],
    ['RM 1,234.50', 123_450],
    ['RM1,234.50', 123_450],
    ['MYR 99', 9_900],
    ['1234.5', 123_450],
    ['  150.00 ', 15_000],
    ['0.01', 1],
    ['1,000.00+', 100_000],
    ['1,000.00 CR', 100_000],
    ['+25.00', 2_500],
  ])('reads the credit %j as %d sen', (cell, sen) => {
    expect(parseStatementAmount(cell)).toBe(sen);
  });

  it.each([
    ['-50.00', -5_000],
    ['50.00-', -5_000],
    ['(50.00)', -5_000],
    ['50.00 DR', -5_000],
    ['RM -1,234.50', -123_450],
    ['-RM 1,234.50', -123_450],
  ])('reads the debit %j as %d sen', (cell, sen) => {
    expect(parseStatementAmount(cell)).toBe(sen);
  });

  it.each(['', '   ', 'abc', '=1+1', '@SUM(A1:A2)', '1.234', '12,34.00', '1,2345.00', '.50', 'RM', '1e3', '0x10', '99999999999.00'])(
    'finds no amount in %j',
    (cell) => {
      expect(parseStatementAmount(cell)).toBeNull();
    },
  );
});

describe('statement dates', () => {
  it.each([
    ['26/11/2026', '2026-11-26'],
    ['6/1/2026', '2026-01-06'],
    ['26-11-2026', '2026-11-26'],
    ['26.11.2026', '2026-11-26'],
    ['26/11/26', '2026-11-26'],
    ['2026-11-26', '2026-11-26'],
    ['2026-11-26T10:15:00', '2026-11-26'],
    ['26/11/2026 10:15:00', '2026-11-26'],
  ])('reads %j as %s', (cell, date) => {
    expect(parseStatementDate(cell)).toBe(date);
  });

  it.each(['', 'Total', '31/02/2026', '2026-13-01', '11/26/2026', '26/11', '=TODAY()'])('finds no date in %j', (cell) => {
    expect(parseStatementDate(cell)).toBeNull();
  });
});

describe('StatementReader', () => {
  const read = (records: string[][], columns = maybank) => {
    const reader = new StatementReader(columns);
    for (const record of records) reader.push(record);
    return reader.finish();
  };

  it('finds the header under a preamble, keeps credits and skips debits, totals and blank rows', () => {
    const statement = read([
      ['Account Number', '5140 1234 5678'],
      ['Statement Period', '01/11/2026 - 30/11/2026'],
      ['ENTRY DATE ', 'Value Date', ' transaction   description', 'Transaction Amount', 'Statement Balance'],
      ['01/11/2026', '01/11/2026', 'DUITNOW TRANSFER PAY-7QX2M9ABK4TD', '150.00', '1,150.00'],
      ['02/11/2026', '02/11/2026', 'PETROL', '80.00-', '1,070.00'],
      ['', '', '', '', ''],
      ['Total', '', '', '70.00', ''],
      ['03/11/2026', '03/11/2026', '=HYPERLINK("http://x","y")', 'RM 1,000.00', '2,070.00'],
    ]);
    expect(statement).toEqual({
      lines: [
        { lineDate: '2026-11-01', description: 'DUITNOW TRANSFER PAY-7QX2M9ABK4TD', amountSen: 15_000 },
        { lineDate: '2026-11-03', description: '=HYPERLINK("http://x","y")', amountSen: 100_000 },
      ],
      skipped: 3,
    });
  });

  it('joins a reference column to the description, and cuts a long description to the column', () => {
    const statement = read(
      [
        ['Date', 'Details', 'Reference', 'Credit'],
        ['2026-11-01', 'IBG CREDIT', 'PAY-7QX2M9ABK4TD', '10.00'],
        ['2026-11-01', 'x'.repeat(600), '', '10.00'],
      ],
      { date: 'Date', description: 'Details', reference: 'Reference', amount: 'Credit' },
    );
    expect(statement.lines[0].description).toBe('IBG CREDIT PAY-7QX2M9ABK4TD');
    expect(statement.lines[1].description).toHaveLength(MAX_DESCRIPTION_CHARS);
  });

  it("refuses a file without the layout's columns, naming what is missing and what was expected", () => {
    expect(refusal(() => read([['Date', 'Transaction Description', 'Amount']]))).toEqual({
      code: 'STATEMENT_COLUMNS_NOT_FOUND',
      params: { missing: '"Entry Date", "Transaction Amount"', expected: '"Entry Date", "Transaction Description", "Transaction Amount"' },
    });
    expect(refusal(() => read([])).code).toBe('STATEMENT_COLUMNS_NOT_FOUND');
  });

  it(`stops looking for the header after ${HEADER_SEARCH_ROWS} rows`, () => {
    const reader = new StatementReader(maybank);
    for (let row = 1; row < HEADER_SEARCH_ROWS; row += 1) reader.push(['notes']);
    expect(refusal(() => reader.push(['notes'])).code).toBe('STATEMENT_COLUMNS_NOT_FOUND');
  });
});

describe('fingerprints', () => {
  const line = { lineDate: '2026-11-01', description: 'DUITNOW  from ali', amountSen: 5_000 };

  it('are the same for the same lines in another file, and tell identical lines in one file apart', () => {
    const first = fingerprintLines([line, line, { ...line, amountSen: 5_001 }]);
    const again = fingerprintLines([{ ...line, description: ' duitnow from ALI ' }, line, { ...line, amountSen: 5_001 }]);
    expect(new Set(first.map((entry) => entry.fingerprint)).size).toBe(3);
    expect(again.map((entry) => entry.fingerprint)).toEqual(first.map((entry) => entry.fingerprint));
    expect(first[0].fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('references in a description', () => {
  it.each([
    ['DUITNOW PAY-7QX2M9ABK4TD ALI', ['PAY-7QX2M9ABK4TD']],
    ['duitnow pay7qx2m9abk4td', ['PAY-7QX2M9ABK4TD']],
    ['IBG PAY 7QX2 M9AB K4TD', ['PAY-7QX2M9ABK4TD']],
    ['PAY-7QX2M9ABK4TO', ['PAY-7QX2M9ABK4T0']],
    ['PAY-7QX2M9ABK4TI', ['PAY-7QX2M9ABK4T1']],
    ['REPAYMENT', []],
    ['PAY-7QX2M9ABK4TU', []],
    ['PAY-7QX2M9AB', []],
    ['PAY-AAAAAAAAAAAA and PAY-BBBBBBBBBBBB', ['PAY-AAAAAAAAAAAA', 'PAY-BBBBBBBBBBBB']],
  ])('finds in %j: %j', (description, references) => {
    expect(referencesIn(description)).toEqual(references);
  });
});

describe('readStatement (the upload stream)', () => {
  const csv = (text: string) => Readable.from([Buffer.from(text)]);

  it('reads quoted cells, a byte-order mark and CRLF lines', async () => {
    const text =
      '\uFEFF"Entry Date","Value Date","Transaction Description","Transaction Amount","Statement Balance"\r\n' +
      '"01/11/2026","01/11/2026","TRANSFER, ""ALI"" PAY-7QX2M9ABK4TD","1,500.00","2,000.00"\r\n';
    await expect(readStatement(csv(text), maybank)).resolves.toEqual({
      lines: [{ lineDate: '2026-11-01', description: 'TRANSFER, "ALI" PAY-7QX2M9ABK4TD', amountSen: 150_000 }],
      skipped: 0,
    });
  });

  it('refuses broken CSV with the line it broke on', async () => {
    const text = 'Entry Date,Transaction Description,Transaction Amount\n01/11/2026,"never closed,10.00\n';
    await expect(readStatement(csv(text), maybank)).rejects.toMatchObject({
      response: { code: 'STATEMENT_NOT_READABLE' },
    });
  });
});
