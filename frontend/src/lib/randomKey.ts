const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * `prefix` and `length` random capitals and digits, e.g. "KSR-7QX2M9AB": keys a retried request
 * (an Idempotency-Key) so the server answers it once. crypto.getRandomValues works on plain-HTTP
 * LAN addresses too, where crypto.randomUUID does not; the tiny modulo bias does not matter here.
 */
export function randomKey(prefix: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
