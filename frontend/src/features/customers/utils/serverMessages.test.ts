import { describe, expect, it } from 'vitest';
import { placeServerMessages } from './serverMessages';

describe('placeServerMessages', () => {
  it("puts the server's field messages under their fields", () => {
    expect(
      placeServerMessages([
        'Full name is required',
        'Please enter a valid phone number',
        'An account with this email already exists',
        "Please upload your driver's license image",
      ]),
    ).toEqual({
      fieldErrors: [
        { field: 'fullName', message: 'Full name is required' },
        { field: 'phone', message: 'Please enter a valid phone number' },
        { field: 'email', message: 'An account with this email already exists' },
        { field: 'driversLicense', message: "Please upload your driver's license image" },
      ],
      unplaced: [],
    });
  });

  it('puts per-file messages under the upload, without the prefix', () => {
    expect(
      placeServerMessages(["Driver's license: Please upload a JPEG, PNG or WebP image", 'Utility bill: Image is too large']),
    ).toEqual({
      fieldErrors: [
        { field: 'driversLicense', message: 'Please upload a JPEG, PNG or WebP image' },
        { field: 'utilityBill', message: 'Image is too large' },
      ],
      unplaced: [],
    });
  });

  it('puts a message naming a field by its key under that field', () => {
    expect(placeServerMessages(['address: Text must not contain Unicode non-characters such as U+FFFE or U+FFFF', 'Field name: Text contains malformed Unicode'])).toEqual({
      fieldErrors: [{ field: 'address', message: 'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF' }],
      unplaced: ['Field name: Text contains malformed Unicode'],
    });
  });

  it('keeps the rest for the toast', () => {
    expect(placeServerMessages(['Each file must be 10 MB or smaller', 'Too Many Requests'])).toEqual({
      fieldErrors: [],
      unplaced: ['Each file must be 10 MB or smaller', 'Too Many Requests'],
    });
  });
});
