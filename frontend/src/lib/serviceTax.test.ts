import { describe, expect, it } from 'vitest';
import { formatRatePercent, lineTaxSen } from './serviceTax';

describe('lineTaxSen', () => {
  // [amount in sen, rate in basis points, prices include the tax, tax in sen], each worked out by
  // the server's lineTaxSen (backend/src/ledger/service-tax.ts): a quote must show the same sen.
  const SERVER_ANSWERS: Array<[number, number, boolean, number]> = [
    [45000, 800, true, 3333],
    [45000, 800, false, 3600],
    [-2000, 800, true, -148],
    [-2000, 800, false, -160],
    [10000, 800, true, 741],
    [1235, 800, false, 99],
    [-1235, 800, false, -99],
    [135, 800, true, 10],
    [1925, 600, true, 109],
    [36000, 800, true, 2667],
    [99999999, 800, true, 7407407],
    [99999999, 650, false, 6500000],
    // Exactly half a sen: away from zero, on either side.
    [100, 650, false, 7],
    [-100, 650, false, -7],
    [1, 10000, true, 1],
    [-1, 10000, true, -1],
    [0, 800, true, 0],
  ];

  it.each(SERVER_ANSWERS)('taxes %i sen at %i bp (inclusive: %s) as %i sen, like the server', (amount, rate, inclusive, expected) => {
    expect(lineTaxSen(amount, rate, inclusive)).toBe(expected);
  });
});

describe('formatRatePercent', () => {
  it('prints the rate as the documents do', () => {
    expect([800, 650, 625, 0, 10000].map(formatRatePercent)).toEqual(['8', '6.5', '6.25', '0', '100']);
  });
});
