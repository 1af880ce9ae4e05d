import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from './local-file-storage';
import { withStoredFile, withStoredFiles } from './with-stored-files';

describe('withStoredFiles', () => {
  let root: string;
  let storage: LocalFileStorage;
  const stored = () => readdir(join(root, 'rental-photos')).catch(() => []);

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'with-stored-files-'));
    storage = new LocalFileStorage(root);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('hands the write the new names in order and keeps the files when it succeeds', async () => {
    const files = [Buffer.from('one'), Buffer.from('two')].map((data) => ({ data, extension: 'jpg' as const }));
    const names = await withStoredFiles(storage, 'rental-photos', files, async (written) => written);
    expect((await stored()).sort()).toEqual([...names].sort());
    expect((await storage.read('rental-photos', names[1]))?.toString()).toBe('two');
  });

  it('removes every file it stored when the write fails, and passes the error on', async () => {
    const failure = new Error('write failed');
    const files = [Buffer.from('one'), Buffer.from('two')].map((data) => ({ data, extension: 'jpg' as const }));
    await expect(withStoredFiles(storage, 'rental-photos', files, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await stored()).toEqual([]);
  });

  it('removes the files already stored when a later one cannot be stored', async () => {
    const failure = new Error('disk full');
    const save = jest.spyOn(storage, 'save');
    save
      .mockImplementationOnce((area, data, extension) => LocalFileStorage.prototype.save.call(storage, area, data, extension))
      .mockRejectedValueOnce(failure);
    const write = jest.fn();
    const files = [Buffer.from('one'), Buffer.from('two')].map((data) => ({ data, extension: 'jpg' as const }));
    await expect(withStoredFiles(storage, 'rental-photos', files, write)).rejects.toBe(failure);
    expect(write).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });

  it('withStoredFile does the same for one file', async () => {
    const failure = new Error('conflict');
    await expect(
      withStoredFile(storage, 'rental-photos', { data: Buffer.from('x'), extension: 'png' }, () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(await stored()).toEqual([]);
  });
});
