import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Identity documents, signatures and agreements at rest: AES-256-GCM, one random IV per file, the
 * key's id written in the file so a rotation can tell which files still need the new key and an
 * old key can still open what it sealed.
 *
 * Layout: "RVE1" | key id length (1 byte) | key id (ASCII) | IV (12) | tag (16) | ciphertext.
 */
const MAGIC = Buffer.from('RVE1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface DocumentKey {
  /** Derived from the key itself, so the same DOCUMENT_KEY gives the same id on every replica. */
  id: string;
  key: Buffer;
}

export interface DocumentKeyring {
  current: DocumentKey;
  /** Keys of earlier rotations, kept until every file is sealed under the current one. */
  previous: DocumentKey[];
}

/** A file that cannot be opened: a key we do not have, or bytes changed since they were sealed. */
export class DocumentDecryptionError extends Error {}

/** The key id of a key's bytes: the first 16 hex digits of its SHA-256 (never the key itself). */
export function documentKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * A 256-bit key written as 64 hex digits or base64 (44 characters); anything else is null so the
 * settings can name the problem.
 */
export function parseDocumentKey(text: string): DocumentKey | null {
  const trimmed = text.trim();
  let key: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) key = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!key || key.length !== KEY_BYTES) return null;
  return { id: documentKeyId(key), key };
}

export function newDocumentKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** The id of the key a stored file was sealed with, or null for a file stored before encryption. */
export function sealedKeyId(stored: Buffer): string | null {
  if (stored.length < MAGIC.length + 1 || !stored.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const idLength = stored[MAGIC.length];
  return stored.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString('ascii');
}

export function sealDocument(plain: Buffer, key: DocumentKey): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const id = Buffer.from(key.id, 'ascii');
  // The header is authenticated too: a file cannot be passed off as sealed under another key.
  const header = Buffer.concat([MAGIC, Buffer.from([id.length]), id]);
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

/** The plain bytes of a stored file; a file stored before encryption is returned as it is. */
export function openDocument(stored: Buffer, keyring: DocumentKeyring): Buffer {
  const id = sealedKeyId(stored);
  if (id === null) return stored;
  const key = [keyring.current, ...keyring.previous].find((candidate) => candidate.id === id);
  if (!key)
    throw new DocumentDecryptionError(`The file was sealed with key ${id}, which is not among DOCUMENT_KEY and DOCUMENT_PREVIOUS_KEYS`);
  const headerLength = MAGIC.length + 1 + id.length;
  const iv = stored.subarray(headerLength, headerLength + IV_BYTES);
  const tag = stored.subarray(headerLength + IV_BYTES, headerLength + IV_BYTES + TAG_BYTES);
  if (tag.length !== TAG_BYTES) throw new DocumentDecryptionError('The file is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
  decipher.setAAD(stored.subarray(0, headerLength));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(stored.subarray(headerLength + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DocumentDecryptionError(`The file does not open with key ${id}: it was changed or damaged`);
  }
}
