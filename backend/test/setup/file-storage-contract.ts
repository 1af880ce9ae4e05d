import { randomBytes } from 'node:crypto';
import { FileStorage, isStoredFileName, OpenedFile, StorageUnavailableError } from '../../src/common/storage/file-storage';

export interface StorageUnderTest {
  storage: FileStorage;
  /** The same driver pointed at a store that cannot be reached. */
  unreachable: FileStorage;
  cleanup: () => Promise<void>;
}

async function streamed(file: OpenedFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listed(storage: FileStorage, area: Parameters<FileStorage['list']>[0]): Promise<string[]> {
  const names: string[] = [];
  for await (const file of storage.list(area)) names.push(file.fileName);
  return names.sort();
}

/** What every storage driver must do alike; each driver's spec runs this against its own store. */
export function describeFileStorageContract(driver: string, start: () => Promise<StorageUnderTest>): void {
  describe(`${driver} storage (contract)`, () => {
    let subject: StorageUnderTest;
    let storage: FileStorage;

    beforeAll(async () => {
      subject = await start();
      storage = subject.storage;
    });

    afterAll(() => subject.cleanup());

    it('stores bytes under a new random name and gives the same bytes back, whole and streamed', async () => {
      // Random bytes of 1 MB: a store that keeps transfer framing (aws-chunked) inside the object fails here.
      const data = randomBytes(1024 * 1024);
      const name = await storage.save('customer-documents', data, 'jpg');
      const second = await storage.save('customer-documents', data, 'jpg');

      expect(isStoredFileName(name)).toBe(true);
      expect(second).not.toBe(name);
      await expect(storage.exists('customer-documents', name)).resolves.toBe(true);
      expect((await storage.read('customer-documents', name))?.equals(data)).toBe(true);
      const opened = await storage.open('customer-documents', name);
      expect(opened).toMatchObject({ fileName: name, size: data.length });
      expect((await streamed(opened as OpenedFile)).equals(data)).toBe(true);
    });

    it('keeps areas apart and lists what an area holds', async () => {
      const pdf = await storage.save('pdfs', Buffer.from('%PDF-1.7'), 'pdf');
      const png = await storage.save('signatures', Buffer.from('png'), 'png');

      await expect(storage.exists('signatures', pdf)).resolves.toBe(false);
      await expect(listed(storage, 'pdfs')).resolves.toEqual([pdf]);
      await expect(listed(storage, 'signatures')).resolves.toEqual([png]);
      await expect(listed(storage, 'settings')).resolves.toEqual([]);
      for await (const file of storage.list('pdfs')) expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    });

    it('replaces a stored file whole, and lists no half-written copy', async () => {
      const name = await storage.save('signatures', Buffer.from('first strokes'), 'png');
      await storage.replace('signatures', name, Buffer.from('second strokes, longer'));
      expect((await storage.read('signatures', name))?.toString()).toBe('second strokes, longer');
      await expect(listed(storage, 'signatures')).resolves.toContain(name);
      const names = await listed(storage, 'signatures');
      expect(names.every((listedName) => isStoredFileName(listedName))).toBe(true);
    });

    it('treats a missing file as absent, not as a failure', async () => {
      const missing = '00000000-0000-4000-8000-000000000000.jpg';
      await expect(storage.open('vehicle-photos', missing)).resolves.toBeNull();
      await expect(storage.read('vehicle-photos', missing)).resolves.toBeNull();
      await expect(storage.exists('vehicle-photos', missing)).resolves.toBe(false);
      await expect(storage.remove('vehicle-photos', missing)).resolves.toBeUndefined();
    });

    it('never opens a name it did not make, however it is dressed up', async () => {
      const stored = await storage.save('vehicle-photos', Buffer.from('jpeg'), 'jpg');
      const tricks = [
        '../.jwt-secret',
        `../vehicle-photos/${stored}`,
        '..%2F..%2Fetc%2Fpasswd',
        '/etc/passwd',
        'a.jpg',
        `${stored}/`,
        `${stored.slice(0, -3)}exe`,
      ];
      for (const name of tricks) {
        await expect(storage.open('vehicle-photos', name)).resolves.toBeNull();
        await expect(storage.read('vehicle-photos', name)).resolves.toBeNull();
        await expect(storage.exists('vehicle-photos', name)).resolves.toBe(false);
      }
      await storage.remove('pdfs', `../vehicle-photos/${stored}`);
      await expect(storage.exists('vehicle-photos', stored)).resolves.toBe(true);
    });

    it('removes a stored file, and removing it again is fine', async () => {
      const name = await storage.save('payment-proofs', Buffer.from('proof'), 'webp');
      await storage.remove('payment-proofs', name);
      await storage.remove('payment-proofs', name);
      await expect(storage.exists('payment-proofs', name)).resolves.toBe(false);
      await expect(storage.read('payment-proofs', name)).resolves.toBeNull();
    });

    it('is writable while the store is up', async () => {
      await expect(storage.isWritable()).resolves.toBe(true);
    });

    it('answers a store that is down with StorageUnavailableError (503), and removal never throws', async () => {
      const { unreachable } = subject;
      const refused = await unreachable.save('customer-documents', Buffer.from('ic'), 'jpg').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StorageUnavailableError);
      expect((refused as StorageUnavailableError).getStatus()).toBe(503);
      await expect(unreachable.isWritable()).resolves.toBe(false);
      await expect(unreachable.remove('customer-documents', '00000000-0000-4000-8000-000000000000.jpg')).resolves.toBeUndefined();
    });
  });
}
