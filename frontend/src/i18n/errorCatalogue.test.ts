import { afterEach, describe, expect, it } from 'vitest';
import schemaSource from '../api/schema.gen.ts?raw';
import type { ApiError } from '../lib/httpError';
import { i18n } from './i18n';
import englishErrors from './locales/en/errors';
import malayErrors from './locales/ms/errors';
import { initTestI18n } from './testing';
import { translateError, translateFieldError } from './translateError';
import { translateMessage } from './translateMessage';

/** The members of a string union the API types generator wrote, e.g. `ErrorCode: "A" | "B";`. */
function unionMembers(name: string): string[] {
  const match = new RegExp(`\\b${name}: ((?:"[A-Z0-9_]+"(?: \\| )?)+);`).exec(schemaSource);
  if (!match) throw new Error(`${name} is not in schema.gen.ts`);
  return [...match[1].matchAll(/"([A-Z0-9_]+)"/g)].map((member) => member[1]);
}

/** A catalogue's own name in Malay ({{nameMs}}) stands where the English has {{name}}: the server sends both. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => (match[1] === 'nameMs' ? 'name' : match[1])).sort();

describe('the error catalogue', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for every code the server can send, with the same placeholders as the English', () => {
    const codes = unionMembers('ErrorCode');
    expect(codes.length).toBeGreaterThan(100);
    const malay: Record<string, string> = malayErrors.codes;
    const english: Record<string, string> = englishErrors.codes;
    const missing = codes.filter((code) => !malay[code]?.trim());
    expect(missing).toEqual([]);
    const untranslated = codes.filter((code) => malay[code] === english[code]);
    expect(untranslated).toEqual([]);
    for (const code of codes) expect(placeholders(malay[code]), code).toEqual(placeholders(english[code]));
    expect(Object.keys(english).sort()).toEqual([...codes].sort());
  });

  it('has a Malay text for every field code', () => {
    const codes = unionMembers('FieldErrorCode');
    expect(codes.length).toBeGreaterThan(10);
    const malay: Record<string, string> = malayErrors.fields;
    const english: Record<string, string> = englishErrors.fields;
    expect(codes.filter((code) => !malay[code]?.trim())).toEqual([]);
    expect(codes.filter((code) => malay[code] === english[code])).toEqual([]);
    expect(Object.keys(english).sort()).toEqual([...codes].sort());
  });

  it("shows the server's English unchanged, and in Malay translates by code with the params filled in", () => {
    initTestI18n('en');
    const decided: ApiError = {
      status: 409,
      code: 'REQUEST_ALREADY_DECIDED',
      message: 'This request has already been approved',
      params: { status: 'approved' },
    };
    expect(translateError(decided)).toBe('This request has already been approved');
    initTestI18n('ms');
    expect(translateError(decided)).toBe('Permohonan ini telah pun diluluskan');
    const tooMany: ApiError = {
      status: 409,
      code: 'TOO_MANY_PENDING_REQUESTS',
      message: 'You already have 7 pending booking requests. Please wait for our reply before requesting more.',
      params: { count: 7 },
    };
    expect(translateError(tooMany)).toContain('7 permohonan tempahan');
  });

  it('translates each lapsed compliance item the refusal names', () => {
    const lapsed: ApiError = {
      status: 409,
      code: 'VEHICLE_COMPLIANCE_LAPSED',
      message:
        "This car's insurance, road tax expires on 10/12/2026, before the rental ends on 12/12/2026. Renew it first, or an admin can go ahead with a reason.",
      params: { items: 'insurance, road tax', expiresOn: '10/12/2026', endDate: '12/12/2026' },
    };
    initTestI18n('ms');
    expect(translateError(lapsed)).toBe(
      'Kereta ini: insurans, cukai jalan tamat pada 10/12/2026, sebelum sewaan berakhir pada 12/12/2026. Perbaharuinya dahulu, atau admin boleh meneruskan dengan alasan.',
    );
  });

  it('falls back to the message when the code does not describe it (a generic code with its own wording)', () => {
    initTestI18n('ms');
    const generic: ApiError = { status: 400, code: 'BAD_REQUEST', message: 'Invalid email or password' };
    expect(translateError(generic)).toBe('E-mel atau kata laluan tidak sah');
    expect(translateError(new Error('Something nobody translated'))).toBe('Something nobody translated');
  });

  it('translates a validation list part by part, by text or else by field code', () => {
    initTestI18n('ms');
    const invalid: ApiError = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: "Driver's license: Please upload a JPEG, PNG or WebP image; notes: Something unlisted",
      fields: [
        { field: 'driversLicense', code: 'DOCUMENT_UNUSABLE', message: 'Please upload a JPEG, PNG or WebP image' },
        { field: 'notes', code: 'MAX_LENGTH', message: 'Something unlisted' },
      ],
    };
    const [document, notes] = translateError(invalid).split('; ');
    expect(document).not.toContain('Please upload');
    expect(notes).toBe('notes: Teks ini terlalu panjang');
    expect(translateFieldError({ field: 'email', code: 'IS_EMAIL', message: 'Unlisted e-mail wording' })).toBe(
      'Sila masukkan alamat e-mel yang sah',
    );
  });

  it('also translates a catalogued server message that reaches the screen as text alone', () => {
    initTestI18n('ms');
    expect(translateMessage('Invoice not found')).toBe('Invois tidak ditemui');
    expect(translateMessage('The range can be at most 62 days')).toBe('Julat tidak boleh melebihi 62 hari');
    expect(translateMessage('You already have 3 pending booking requests. Please wait for our reply before requesting more.')).toContain(
      '3 permohonan',
    );
  });
});
