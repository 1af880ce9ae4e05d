import { formatRinggit } from './formatting';

describe('formatting', () => {
  it('writes amounts as ringgit with thousands separators and two places', () => {
    expect(formatRinggit('1234.5')).toBe('RM 1,234.50');
    expect(formatRinggit('0.00')).toBe('RM 0.00');
  });
});
