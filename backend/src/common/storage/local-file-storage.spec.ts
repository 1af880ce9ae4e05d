import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from '../../../test/setup/file-storage-contract';
import { LocalFileStorage } from './local-file-storage';

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'storage-spec-'));
  // A root under a regular file can never be created: the disk equivalent of a store that is down.
  await writeFile(join(root, 'not-a-folder'), 'x');
  return {
    storage: new LocalFileStorage(join(root, 'uploads')),
    unreachable: new LocalFileStorage(join(root, 'not-a-folder', 'uploads')),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalFileStorage', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-spec-'));
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps files in one folder per area, readable by the server only', async () => {
    const storage = new LocalFileStorage(root);
    const name = await storage.save('vehicle-photos', Buffer.from('jpeg bytes'), 'jpg');
    const path = join(root, 'vehicle-photos', name);
    await expect(readFile(path, 'utf8')).resolves.toBe('jpeg bytes');
    expect((await stat(path)).mode & 0o777).toBe(0o640);
  });

  it('is writable when its root can be made', async () => {
    await expect(new LocalFileStorage(join(root, 'new', 'uploads')).isWritable()).resolves.toBe(true);
  });
});
