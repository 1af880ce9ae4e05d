import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStorage, isStoredFileName } from './file-storage';

describe('FileStorage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-spec-'));
    storage = new FileStorage(root);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes under a random name and finds them again', async () => {
    const name = await storage.save('vehicle-photos', Buffer.from('jpeg bytes'), 'jpg');
    expect(isStoredFileName(name)).toBe(true);
    const path = await storage.locate('vehicle-photos', name);
    expect(path).toBe(join(root, 'vehicle-photos', name));
    await expect(readFile(path as string, 'utf8')).resolves.toBe('jpeg bytes');
  });

  it('is writable when its root exists or can be made, and not when the root is a file', async () => {
    await expect(storage.isWritable()).resolves.toBe(true);
    await expect(new FileStorage(join(root, 'new', 'uploads')).isWritable()).resolves.toBe(true);
    const file = join(root, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(new FileStorage(join(file, 'uploads')).isWritable()).resolves.toBe(false);
  });

  it('never resolves names it did not make, however they are dressed up', async () => {
    const tricks = ['../.jwt-secret', '..%2F..%2Fetc%2Fpasswd', '/etc/passwd', 'a.jpg', `${'0'.repeat(8)}-0000-0000-0000-000000000000.exe`];
    for (const name of tricks) {
      await expect(storage.locate('vehicle-photos', name)).resolves.toBeNull();
    }
  });

  it('removes a stored file', async () => {
    const name = await storage.save('pdfs', Buffer.from('%PDF'), 'pdf');
    await storage.remove('pdfs', name);
    await expect(storage.locate('pdfs', name)).resolves.toBeNull();
  });
});
