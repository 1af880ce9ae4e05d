import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, open, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack, type Pack } from 'tar-stream';
import type { DocumentKey } from '../common/storage/document-encryption';

/**
 * A backup archive: "RVB1" | key id length | key id | IV (12) | AES-256-GCM(gzip(tar)) | tag (16).
 * The tar holds manifest.json, the database and every stored file. The key id (never the key) lets
 * a restore say "wrong key" before it reads anything; the tag proves the whole archive unchanged.
 */
const MAGIC = Buffer.from('RVB1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Entry names we write, and the only ones a restore will extract. */
const ENTRY_NAME =
  /^(manifest\.json|database\.sqlite|database\/[A-Za-z0-9_]{1,64}\.jsonl|files\/[a-z-]{1,40}\/[0-9a-f-]{36}\.(jpg|png|webp|pdf))$/;

/** An archive that cannot be used: damaged, not an archive, or sealed with another key. Its message is for the operator. */
export class ArchiveError extends Error {}

export interface ArchiveWriter {
  /** Adds one entry; its bytes are in memory (a stored file) or in a file (the database). */
  add(name: string, source: Buffer | { path: string; size: number }): Promise<void>;
  /** Finishes the archive: the last entry, the tag. */
  close(): Promise<void>;
}

/** Starts an encrypted archive at `path`, entries streamed through gzip and the cipher as they are added. */
export async function createArchive(path: string, key: DocumentKey): Promise<ArchiveWriter> {
  await mkdir(dirname(path), { recursive: true });
  const iv = randomBytes(IV_BYTES);
  const id = Buffer.from(key.id, 'ascii');
  const header = Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv]);
  await writeFile(path, header, { flag: 'wx', mode: 0o600 });
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(header);
  const tar: Pack = pack();
  const written = pipeline(tar, createGzip(), cipher, createWriteStream(path, { flags: 'a' }));
  // A failed write surfaces at close(); until then entries wait for the stream, not the error.
  written.catch(() => undefined);

  const addEntry = (name: string, size: number, body: Readable | Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (!ENTRY_NAME.test(name)) return reject(new Error(`Not an archive entry name: ${name}`));
      const entry = tar.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
      if (Buffer.isBuffer(body)) entry.end(body);
      else body.pipe(entry);
    });

  return {
    add: (name, source) =>
      Buffer.isBuffer(source) ? addEntry(name, source.length, source) : addEntry(name, source.size, createReadStream(source.path)),
    close: async () => {
      tar.finalize();
      await written;
      await appendFile(path, cipher.getAuthTag());
    },
  };
}

/**
 * Opens an archive into `folder` (which must be empty): every entry is written there, and only
 * once the tag proves the archive whole is the folder returned; anything else is an ArchiveError.
 */
export async function extractArchive(path: string, key: DocumentKey, folder: string): Promise<void> {
  const size = (await stat(path)).size;
  const file = await open(path, 'r');
  let header: Buffer;
  let tag: Buffer;
  try {
    const start = Buffer.alloc(Math.min(size, MAGIC.length + 1 + 255 + IV_BYTES));
    await file.read(start, 0, start.length, 0);
    if (start.length < MAGIC.length + 1 || !start.subarray(0, MAGIC.length).equals(MAGIC))
      throw new ArchiveError('This is not a backup archive of this product (its first bytes are not RVB1)');
    const idLength = start[MAGIC.length];
    const headerLength = MAGIC.length + 1 + idLength + IV_BYTES;
    if (size < headerLength + TAG_BYTES) throw new ArchiveError('The archive is cut short: it ends before its contents');
    header = start.subarray(0, headerLength);
    const keyId = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString('ascii');
    if (keyId !== key.id)
      throw new ArchiveError(`The archive was encrypted with another BACKUP_KEY (key id ${keyId}; this BACKUP_KEY's id is ${key.id})`);
    tag = Buffer.alloc(TAG_BYTES);
    await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await file.close();
  }

  const decipher = createDecipheriv('aes-256-gcm', key.key, header.subarray(header.length - IV_BYTES));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const untar = extract();
  untar.on('entry', (entry, stream, next) => {
    if (!ENTRY_NAME.test(entry.name) || entry.type !== 'file') {
      untar.destroy(new ArchiveError(`The archive holds an entry it should not: ${entry.name}`));
      return;
    }
    const target = join(folder, entry.name);
    mkdir(dirname(target), { recursive: true })
      .then(() => pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o600 })))
      .then(
        () => next(),
        (error: unknown) => untar.destroy(error as Error),
      );
  });
  try {
    await pipeline(createReadStream(path, { start: header.length, end: size - TAG_BYTES - 1 }), decipher, createGunzip(), untar);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `The archive is damaged or was changed since it was written (${error instanceof Error ? error.message : String(error)}); nothing was restored from it`,
    );
  }
}
