import { DOCUMENTS, REGISTRATION_MESSAGES as M, type RegistrationField } from './registrationSchema';

/** The server's messages that belong to one field: the same texts the client-side schema uses. */
const FIELD_MESSAGES: ReadonlyArray<[RegistrationField, readonly string[]]> = [
  ['fullName', [M.fullName, M.fullNameTooLong]],
  ['email', [M.email, 'An account with this email already exists']],
  ['phone', [M.phone]],
  ['address', [M.address, M.addressTooLong]],
  ['icPassportNumber', [M.icPassportNumber, M.icPassportNumberTooLong, M.icPassportNumberFormat]],
  ['socialMediaHandle', [M.socialMediaHandleTooLong]],
  ...DOCUMENTS.map((document): [RegistrationField, readonly string[]] => [document.name, [document.missingMessage]]),
];

export interface PlacedMessages {
  /** Messages that belong to a form field, with the text to show under it. */
  fieldErrors: Array<{ field: RegistrationField; message: string }>;
  /** Messages that fit no field (e.g. the 10 MB limit). */
  unplaced: string[];
}

/**
 * Sorts the server's registration messages onto the form: exact field messages, and per-file
 * messages such as "Driver's license: Please upload a JPEG, PNG or WebP image" (shown under the
 * upload without the prefix), and "field: message" for a field named by its key.
 */
export function placeServerMessages(messages: readonly string[]): PlacedMessages {
  const placed: PlacedMessages = { fieldErrors: [], unplaced: [] };
  for (const message of messages) {
    const exact = FIELD_MESSAGES.find(([, texts]) => texts.includes(message));
    const document = DOCUMENTS.find(({ serverLabel }) => message.startsWith(`${serverLabel}: `));
    // Text the server refuses for its characters comes as "fullName: Text must not contain ...".
    const named = FIELD_MESSAGES.find(([field]) => message.startsWith(`${field}: `));
    if (exact) placed.fieldErrors.push({ field: exact[0], message });
    else if (document) {
      placed.fieldErrors.push({ field: document.name, message: message.slice(document.serverLabel.length + 2) });
    } else if (named) placed.fieldErrors.push({ field: named[0], message: message.slice(named[0].length + 2) });
    else placed.unplaced.push(message);
  }
  return placed;
}
