import { fromSen, normaliseMoney, toSen } from './money';

describe('money helpers', () => {
  it('converts decimal strings to whole sen without float error', () => {
    expect(toSen('0.1')).toBe(10);
    expect(toSen('19.99')).toBe(1999);
    expect(toSen('1234.5')).toBe(123450);
    expect(toSen('-2.05')).toBe(-205);
    expect(toSen(0.1 + 0.2)).toBe(30);
  });

  it('formats sen as a two-place string', () => {
    expect(fromSen(5)).toBe('0.05');
    expect(fromSen(123450)).toBe('1234.50');
    expect(fromSen(-205)).toBe('-2.05');
  });

  it('normalises what MySQL (string) and SQLite (number) return to the same text', () => {
    expect(normaliseMoney('100.00')).toBe('100.00');
    expect(normaliseMoney(100)).toBe('100.00');
    expect(normaliseMoney(99.9)).toBe('99.90');
  });

  it('refuses values that are not amounts', () => {
    expect(() => toSen('12.345')).toThrow(RangeError);
    expect(() => toSen('abc')).toThrow(RangeError);
    expect(() => toSen('')).toThrow(RangeError);
  });
});
