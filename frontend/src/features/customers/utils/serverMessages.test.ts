import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { initTestI18n } from '../../../i18n/testing';
import type { ApiError } from '../../../lib/httpError';
import { placeServerMessages } from './serverMessages';

const refused = (error: Partial<ApiError>): ApiError => ({ status: 400, message: '', ...error });

describe('placeServerMessages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("puts the server's field errors under their fields by field name", () => {
    const error = refused({
      code: 'VALIDATION_FAILED',
      message: 'Full name is required; Please enter a valid phone number',
      fields: [
        { field: 'fullName', code: 'MIN_LENGTH', message: 'Full name is required' },
        { field: 'phone', code: 'IS_PHONE_NUMBER', message: 'Please enter a valid phone number' },
        { field: 'driversLicense', code: 'DOCUMENT_MISSING', message: "Please upload your driver's license image" },
      ],
    });
    expect(placeServerMessages(error)).toEqual({
      fieldErrors: [
        { field: 'fullName', message: 'Full name is required' },
        { field: 'phone', message: 'Please enter a valid phone number' },
        { field: 'driversLicense', message: "Please upload your driver's license image" },
      ],
      unplaced: false,
    });
  });

  it('puts a per-file problem under its upload and a taken e-mail under the e-mail', () => {
    const unreadable = refused({
      code: 'VALIDATION_FAILED',
      message: "Driver's license: Please upload a JPEG, PNG or WebP image",
      fields: [
        {
          field: 'driversLicense',
          code: 'DOCUMENT_UNUSABLE',
          message: 'Please upload a JPEG, PNG or WebP image',
          params: { reason: 'NOT_AN_IMAGE' },
        },
      ],
    });
    expect(placeServerMessages(unreadable).fieldErrors).toEqual([
      { field: 'driversLicense', message: 'Please upload a JPEG, PNG or WebP image' },
    ]);
    const taken = refused({ status: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect(placeServerMessages(taken)).toEqual({
      fieldErrors: [{ field: 'email', message: 'An account with this email already exists' }],
      unplaced: false,
    });
  });

  it('leaves refusals of inputs the form does not have, and uncoded failures, to the toast', () => {
    const renamedKey = refused({
      code: 'VALIDATION_FAILED',
      message: 'Field name: Text contains malformed Unicode',
      fields: [
        { field: 'address', code: 'NONCHARACTERS', message: 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF' },
        { field: 'x\uD800', code: 'MALFORMED_UNICODE', message: 'Text contains malformed Unicode' },
      ],
    });
    expect(placeServerMessages(renamedKey)).toEqual({
      fieldErrors: [{ field: 'address', message: 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF' }],
      unplaced: true,
    });
    expect(placeServerMessages(refused({ status: 413, code: 'FILE_TOO_LARGE', message: 'Each file must be 10 MB or smaller' }))).toEqual({
      fieldErrors: [],
      unplaced: true,
    });
    expect(placeServerMessages(new Error('Network error'))).toEqual({ fieldErrors: [], unplaced: false });
  });

  it('words the field errors in Malay, by their text or else by their field code', () => {
    initTestI18n('ms');
    const error = refused({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid phone number; odd',
      fields: [
        { field: 'phone', code: 'IS_PHONE_NUMBER', message: 'Please enter a valid phone number' },
        { field: 'address', code: 'MAX_LENGTH', message: 'A wording the table does not know' },
      ],
    });
    const [phone, address] = placeServerMessages(error).fieldErrors;
    expect(phone.message).not.toBe('Please enter a valid phone number');
    expect(address.message).toBe('Teks ini terlalu panjang');
  });
});
