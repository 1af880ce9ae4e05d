import { isApiError } from '../../../lib/httpError';

/** The payment proof file's messages, the same English the server answers with. Their Malay is in locales/ms/messages/payments.ts. */
export const PROOF_FILE_MESSAGES = {
  invalidType: 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.',
  tooLarge: 'File Too Large: Please select an image file smaller than 10MB.',
  required: 'Please select a payment proof image to upload.',
} as const;

/** At most 10 MB, as the server allows. */
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp';
const PROOF_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
/** Some browsers give no type for a picked file: then its name decides (JPEG, JPG, PNG, WebP). */
const PROOF_EXTENSION = /\.(jpe?g|png|webp)$/i;

/**
 * The file's problem, or null. Called with the file as it will be sent, i.e. after a large photo
 * was shrunk in the browser (components/files/shrinkImage): a 12 MB camera photo that shrinks to
 * 1 MB is accepted, as the server (whose limit is on what it receives) would accept it. A file
 * that could not be shrunk keeps its size and is refused. Shrinking never changes a non-image, so
 * the type check sees the file as picked.
 */
export function proofFileProblem(file: File): string | null {
  const typeOk = file.type ? PROOF_TYPES.has(file.type.toLowerCase()) : PROOF_EXTENSION.test(file.name);
  if (!typeOk) return PROOF_FILE_MESSAGES.invalidType;
  if (file.size > MAX_PROOF_BYTES) return PROOF_FILE_MESSAGES.tooLarge;
  return null;
}

/** The server's refusals of the picked file itself, which belong under the file field. */
const PROOF_FILE_CODES: ReadonlySet<string> = new Set(['PROOF_MISSING', 'PROOF_TYPE_INVALID', 'PROOF_TOO_LARGE']);

/** Whether a failed upload is about the file (one of the three problems above), by its code. */
export function isProofFileError(error: unknown): boolean {
  return isApiError(error) && error.code !== undefined && PROOF_FILE_CODES.has(error.code);
}
