import { describe, expect, it } from 'vitest';
import { firstMissingDocument, registrationSchema, toRegistrationFormData, type Registration } from './registrationSchema';

const png = (name = 'doc.png', type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

const VALID = {
  fullName: 'Nur Aisyah binti Ahmad',
  email: 'aisyah@example.com',
  phone: '012-345 6789',
  address: '23 Jalan SS 2/24, Petaling Jaya',
  icPassportNumber: '900101-14-5678',
  socialMediaHandle: '',
  icPassport: png('ic.png'),
  driversLicense: png('licence.jpg', 'image/jpeg'),
  utilityBill: png('bill.webp', 'image/webp'),
  privacyConsent: true,
};

/** field -> first message, as the form shows them. */
function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = registrationSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('registrationSchema (the form messages)', () => {
  it('accepts a complete form', () => {
    expect(errorsFor(VALID)).toEqual({});
  });

  it('gives every required-field message for an empty form', () => {
    expect(errorsFor({ fullName: '', email: '', phone: '', address: '', icPassportNumber: '', socialMediaHandle: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      address: 'Please enter your complete address',
      icPassportNumber: 'IC/Passport number is required',
      icPassport: 'Please upload your IC/Passport image',
      driversLicense: "Please upload your driver's license image",
      utilityBill: 'Please upload your utility bill image',
      privacyConsent: 'Please read and agree to the privacy notice to create an account',
    });
  });

  it('needs the privacy notice agreed to', () => {
    const message = 'Please read and agree to the privacy notice to create an account';
    expect(errorsFor({ ...VALID, privacyConsent: false })).toEqual({ privacyConsent: message });
    expect(errorsFor({ ...VALID, privacyConsent: 'true' })).toEqual({ privacyConsent: message });
  });

  it('counts characters after trimming: phone and address need 10', () => {
    expect(errorsFor({ ...VALID, phone: '  012345678  ', address: '  123456789 ' })).toEqual({
      phone: 'Please enter a valid phone number',
      address: 'Please enter your complete address',
    });
    expect(errorsFor({ ...VALID, phone: '0123456789', address: '1234567890' })).toEqual({});
  });

  it('treats blank names as missing', () => {
    expect(errorsFor({ ...VALID, fullName: '   ', icPassportNumber: ' ' })).toEqual({
      fullName: 'Full name is required',
      icPassportNumber: 'IC/Passport number is required',
    });
  });

  it.each(['012-345 6789', '0123456789', '+60 12-345 6789', '03-2161 1234', '011-1234 5678', '+44 20 7946 0958'])(
    'takes the phone number %j',
    (phone) => {
      expect(errorsFor({ ...VALID, phone })).toEqual({});
    },
  );

  it.each(['0000000000', '060123456789', '+6012345678', 'call me maybe'])('refuses the phone number %j', (phone) => {
    expect(errorsFor({ ...VALID, phone })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it.each(['900101-14-5678', '900101145678', ' 000229-01-1234 ', '991231-14-5678', 'A12345678', 'k1234567', 'AB1234', 'A1B2C3D4E5F6'])(
    'takes the MyKad or passport number %j',
    (icPassportNumber) => {
      expect(errorsFor({ ...VALID, icPassportNumber })).toEqual({});
    },
  );

  it.each([
    ['a MyKad with month 13', '901301-14-5678'],
    ['a MyKad with 30 February', '900230-14-5678'],
    ['a MyKad with 29 February in neither century', '010229-14-5678'],
    ['a MyKad with day 00', '900100145678'],
    ['a 5-character passport', 'A1234'],
    ['a 13-character passport', 'A123456789012'],
    ['a passport with a dash', 'A1234-567'],
    ['a MyKad with spaces', '900101 14 5678'],
  ])('refuses %s', (_case, icPassportNumber) => {
    expect(errorsFor({ ...VALID, icPassportNumber })).toEqual({
      icPassportNumber: 'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)',
    });
  });

  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u0007'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a right-to-left override', '\u202e'],
    ['a directional isolate', '\u2066'],
  ])('refuses %s in every text field', (_case, character) => {
    const message = 'Text must not contain control or direction-override characters';
    expect(
      errorsFor({
        ...VALID,
        fullName: `Nur${character} Aisyah`,
        email: `aisyah${character}@example.com`,
        phone: `012-345 6789${character}`,
        address: `${character}23 Jalan SS 2/24, Petaling Jaya`,
        icPassportNumber: `900101-14-5678${character}`,
        socialMediaHandle: `@aisyah${character}`,
      }),
    ).toEqual({
      fullName: message,
      email: message,
      phone: message,
      address: message,
      icPassportNumber: message,
      socialMediaHandle: message,
    });
  });

  it('keeps tabs and line breaks, and refuses a lone surrogate', () => {
    expect(errorsFor({ ...VALID, address: '23 Jalan SS 2/24,\r\n\tPetaling Jaya' })).toEqual({});
    expect(errorsFor({ ...VALID, fullName: 'Nur \ud800 Aisyah' })).toEqual({ fullName: 'Text contains malformed Unicode' });
  });

  it.each([
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
  ])('refuses the non-character %s, as the server does', (_case, character) => {
    expect(errorsFor({ ...VALID, fullName: `Nur${character} Aisyah`, address: `23 Jalan SS 2/24${character}, Petaling Jaya` })).toEqual({
      fullName: 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF',
      address: 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF',
    });
  });

  it.each(['aisyah', 'aisyah@', '@example.com', 'a b@example.com'])('refuses the e-mail %j', (email) => {
    expect(errorsFor({ ...VALID, email })).toEqual({ email: 'Please enter a valid email' });
  });

  it('leaves the social media handle optional', () => {
    expect(errorsFor({ ...VALID, socialMediaHandle: '' })).toEqual({});
    expect(errorsFor({ ...VALID, socialMediaHandle: '@aisyah' })).toEqual({});
  });

  it('takes only JPEG, PNG or WebP images of at most 10 MB', () => {
    expect(errorsFor({ ...VALID, icPassport: png('scan.pdf', 'application/pdf') })).toEqual({
      icPassport: 'Please upload a JPEG, PNG or WebP image',
    });
    expect(errorsFor({ ...VALID, utilityBill: png('bill.gif', 'image/gif') })).toEqual({
      utilityBill: 'Please upload a JPEG, PNG or WebP image',
    });
    expect(errorsFor({ ...VALID, driversLicense: png('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1) })).toEqual({
      driversLicense: 'Each file must be 10 MB or smaller',
    });
    expect(errorsFor({ ...VALID, driversLicense: png('max.jpg', 'image/jpeg', 10 * 1024 * 1024) })).toEqual({});
  });
});

describe('firstMissingDocument', () => {
  it('names the first missing upload in form order', () => {
    expect(firstMissingDocument({})?.missingMessage).toBe('Please upload your IC/Passport image');
    expect(firstMissingDocument({ icPassport: png() })?.missingMessage).toBe("Please upload your driver's license image");
    expect(firstMissingDocument({ icPassport: png(), driversLicense: png() })?.missingMessage).toBe(
      'Please upload your utility bill image',
    );
    expect(firstMissingDocument({ icPassport: png(), driversLicense: png(), utilityBill: png() })).toBeUndefined();
  });
});

describe('toRegistrationFormData', () => {
  it('sends trimmed texts and the three files, leaving out an empty handle', () => {
    const values: Registration = registrationSchema.parse({ ...VALID, fullName: '  Nur Aisyah  ' });
    const form = toRegistrationFormData(values);

    expect(form.get('fullName')).toBe('Nur Aisyah');
    expect(form.has('socialMediaHandle')).toBe(false);
    expect((form.get('icPassport') as File).name).toBe('ic.png');
    expect((form.get('driversLicense') as File).name).toBe('licence.jpg');
    expect((form.get('utilityBill') as File).name).toBe('bill.webp');
    expect(form.get('privacyConsent')).toBe('true');
  });

  it('sends the handle when there is one', () => {
    const form = toRegistrationFormData(registrationSchema.parse({ ...VALID, socialMediaHandle: ' @aisyah ' }));
    expect(form.get('socialMediaHandle')).toBe('@aisyah');
  });
});
