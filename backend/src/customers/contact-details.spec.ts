import { normaliseIcPassportNumber, phoneSearchDigits, phoneSearchLocalDigits, toE164Phone } from './contact-details';

describe('toE164Phone', () => {
  it('stores Malaysian numbers as E.164, however they are typed', () => {
    expect(toE164Phone('012-345 6789')).toBe('+60123456789');
    expect(toE164Phone(' 0123456789 ')).toBe('+60123456789');
    expect(toE164Phone('(012) 345-6789')).toBe('+60123456789');
    expect(toE164Phone('+60 12-345 6789')).toBe('+60123456789');
    expect(toE164Phone('03-2161 2345')).toBe('+60321612345');
    expect(toE164Phone('011-1234 5678')).toBe('+601112345678');
  });

  it('keeps foreign numbers given with their country code', () => {
    expect(toE164Phone('+65 6123 4567')).toBe('+6561234567');
  });

  it('refuses numbers that cannot exist, and numbers hidden in other text', () => {
    for (const input of ['0123', '012-345 67', '+6012345678901234', '012-345 6789 call me', 'Phone: 0123456789', '', 'abcdefghij']) {
      expect(toE164Phone(input)).toBeNull();
    }
  });
});

describe('normaliseIcPassportNumber', () => {
  it('formats MyKad numbers as YYMMDD-PB-####', () => {
    expect(normaliseIcPassportNumber('900101-14-5678')).toBe('900101-14-5678');
    expect(normaliseIcPassportNumber(' 900101145678 ')).toBe('900101-14-5678');
    expect(normaliseIcPassportNumber('05123110-1234')).toBe('051231-10-1234');
  });

  it('accepts a birth date that is real in either century (29 Feb 2000, not 1900)', () => {
    expect(normaliseIcPassportNumber('000229-14-5678')).toBe('000229-14-5678');
    expect(normaliseIcPassportNumber('960229145678')).toBe('960229-14-5678');
  });

  it('refuses MyKad numbers whose first six digits are not a date', () => {
    for (const input of ['901301-14-5678', '900132-14-5678', '900230-14-5678', '010229-14-5678', '000000145678']) {
      expect(normaliseIcPassportNumber(input)).toBeNull();
    }
  });

  it('takes 6-12 letters and digits as a passport number, in upper case', () => {
    expect(normaliseIcPassportNumber('a1234567')).toBe('A1234567');
    expect(normaliseIcPassportNumber('K12345')).toBe('K12345');
    expect(normaliseIcPassportNumber('AB1234567890')).toBe('AB1234567890');
  });

  it('refuses anything else', () => {
    for (const input of ['', 'A1234', 'AB12345678901', 'A123-4567', '9001-01-14-5678', 'passport no']) {
      expect(normaliseIcPassportNumber(input)).toBeNull();
    }
  });

  it('turns a typed phone fragment into the digits stored in E.164', () => {
    expect(phoneSearchDigits('012-345')).toBe('6012345');
    expect(phoneSearchDigits('+60 12 345')).toBe('6012345');
    expect(phoneSearchDigits('12')).toBeNull();
    expect(phoneSearchDigits('Aisyah')).toBeNull();
  });

  it('gives the local digits older rows hold once dashes and spaces are dropped', () => {
    expect(phoneSearchLocalDigits('012 345 6789')).toBe('0123456789');
    expect(phoneSearchLocalDigits('012-345')).toBe('012345');
    expect(phoneSearchLocalDigits('+60 12-345')).toBe('012345');
    expect(phoneSearchLocalDigits('12')).toBeNull();
    expect(phoneSearchLocalDigits('Aisyah')).toBeNull();
  });
});
