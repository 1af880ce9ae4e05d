import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from '../../../test/setup/file-storage-contract';
import { newDocumentKeyText, openDocument, parseDocumentKey, sealDocument, sealedKeyId, type DocumentKey } from './document-encryption';
import { EncryptedFileStorage } from './encrypted-file-storage';
import { LocalFileStorage } from './local-file-storage';

const key = (text = newDocumentKeyText()) => parseDocumentKey(text) as DocumentKey;

describeFileStorageContract('sealed local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'sealed-spec-'));
  await writeFile(join(root, 'not-a-folder'), 'x');
  const keyring = { current: key(), previous: [] };
  return {
    storage: new EncryptedFileStorage(new LocalFileStorage(join(root, 'uploads')), keyring),
    unreachable: new EncryptedFileStorage(new LocalFileStorage(join(root, 'not-a-folder', 'uploads')), keyring),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('Sealed documents', () => {
  it('reads keys as 64 hex digits or base64 of 32 bytes, and nothing shorter', () => {
    const hex = 'ab'.repeat(32);
    expect(parseDocumentKey(hex)?.key.length).toBe(32);
    expect(parseDocumentKey(Buffer.from(hex, 'hex').toString('base64'))?.id).toBe(parseDocumentKey(hex)?.id);
    expect(parseDocumentKey(Buffer.from(hex, 'hex').toString('base64url'))?.id).toBe(parseDocumentKey(hex)?.id);
    for (const bad of ['', 'short', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'zz'.repeat(32)])
      expect(parseDocumentKey(bad)).toBeNull();
  });

  it('seals with a fresh IV each time, names the key, and opens only with that key and unchanged bytes', () => {
    const current = key();
    const plain = Buffer.from('IC 900101-14-5678');
    const once = sealDocument(plain, current);
    const twice = sealDocument(plain, current);
    expect(once.equals(twice)).toBe(false);
    expect(once.includes(plain)).toBe(false);
    expect(sealedKeyId(once)).toBe(current.id);
    expect(openDocument(once, { current, previous: [] }).equals(plain)).toBe(true);
    expect(openDocument(once, { current: key(), previous: [current] }).equals(plain)).toBe(true);
    expect(() => openDocument(once, { current: key(), previous: [] })).toThrow(/not among DOCUMENT_KEY/);
    const tampered = Buffer.from(once);
    tampered[tampered.length - 1] ^= 1;
    expect(() => openDocument(tampered, { current, previous: [] })).toThrow(/changed or damaged/);
    // The header is authenticated: naming another key in it does not open the file.
    const other = key();
    const relabelled = Buffer.concat([once.subarray(0, 5), Buffer.from(other.id, 'ascii'), once.subarray(5 + current.id.length)]);
    expect(() => openDocument(relabelled, { current: other, previous: [current] })).toThrow();
    expect(openDocument(Buffer.from('plain, stored before encryption'), { current, previous: [] }).toString()).toBe(
      'plain, stored before encryption',
    );
  });

  it('seals identity documents, signatures and PDFs on disk, and leaves vehicle photos as they are', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sealed-spec-'));
    try {
      const storage = new EncryptedFileStorage(new LocalFileStorage(root), { current: key(), previous: [] });
      for (const area of ['customer-documents', 'signatures', 'pdfs'] as const) {
        const name = await storage.save(area, Buffer.from('private'), 'pdf');
        expect((await readFile(join(root, area, name))).includes('private')).toBe(false);
        expect((await storage.read(area, name))?.toString()).toBe('private');
      }
      const photo = await storage.save('vehicle-photos', Buffer.from('a car'), 'jpg');
      await expect(readFile(join(root, 'vehicle-photos', photo), 'utf8')).resolves.toBe('a car');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
