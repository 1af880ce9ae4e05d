import { MAX_ID, parseId } from './ids';

describe('parseId', () => {
  it('takes whole decimal numbers from 1 to the largest 32-bit integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(MAX_ID);
    expect(parseId(42)).toBe(42);
  });

  it.each(['0x10', '1e0', '+1', ' 1', '1 ', '-1', '0', '1.0', '007', '99999999999', '2147483648', '', '١٢'])('refuses %j', (text) => {
    expect(parseId(text)).toBeNull();
  });

  it.each([0, -1, 1.5, 2147483648, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, [1], {}])('refuses the value %p', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
