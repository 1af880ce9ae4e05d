import { describe, expect, it } from 'vitest';
import { balanceSide, senToAmount, toSen } from './money';

describe('toSen', () => {
  it.each([
    ['120.00', 12000],
    ['120', 12000],
    ['120.5', 12050],
    ['0.01', 1],
    // parseFloat('4.35') * 100 is 434.99999999999994: the digits must be read as text.
    ['4.35', 435],
    ['1.15', 115],
    [' 88.10 ', 8810],
  ])('%j is %i sen', (amount, sen) => {
    expect(toSen(amount)).toBe(sen);
  });

  it.each(['', 'abc', '-5.00', '1.234', '1,200.00'])('rejects %j', (amount) => {
    expect(toSen(amount)).toBeNull();
  });
});

describe('senToAmount', () => {
  it.each([
    [12000, '120.00'],
    [12050, '120.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i sen is "%s"', (sen, amount) => {
    expect(senToAmount(sen)).toBe(amount);
  });

  it('refuses fractions of a sen', () => {
    expect(() => senToAmount(0.5)).toThrow(RangeError);
  });
});

describe('balanceSide', () => {
  it('tells who owes whom, never with a minus sign', () => {
    expect(balanceSide('50.00')).toEqual({ owedBack: false, amount: '50.00' });
    expect(balanceSide('0.00')).toEqual({ owedBack: false, amount: '0.00' });
    expect(balanceSide('-150.00')).toEqual({ owedBack: true, amount: '150.00' });
  });
});
