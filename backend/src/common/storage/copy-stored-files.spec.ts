import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3TestServer, startS3TestServer } from '../../../test/setup/s3-test-server';
import { copyStoredFiles } from './copy-stored-files';
import { LocalFileStorage } from './local-file-storage';
import { createS3Client, S3FileStorage } from './s3-file-storage';

describe('copyStoredFiles (npm run storage:migrate)', () => {
  let root: string;
  let s3: S3TestServer;
  let local: LocalFileStorage;
  let bucket: S3FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-migrate-'));
    s3 = await startS3TestServer();
    local = new LocalFileStorage(root);
    bucket = new S3FileStorage(createS3Client(s3.settings), s3.settings.bucket);
  });

  afterAll(async () => {
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  it('moves every file under its own name, proves each copy, and skips them on a second run', async () => {
    const files = [
      { area: 'customer-documents' as const, data: Buffer.from('ic front') },
      { area: 'pdfs' as const, data: Buffer.from('%PDF agreement') },
      { area: 'settings' as const, data: Buffer.alloc(300_000, 7) },
    ];
    const names = await Promise.all(files.map(({ area, data }) => local.save(area, data, area === 'pdfs' ? 'pdf' : 'png')));

    const first = await copyStoredFiles(local, bucket);

    expect(first).toEqual({ copied: 3, alreadyThere: 0, failed: [] });
    for (const [index, { area, data }] of files.entries()) {
      expect((await bucket.read(area, names[index]))?.equals(data)).toBe(true);
      await expect(local.exists(area, names[index])).resolves.toBe(true);
    }
    await expect(copyStoredFiles(local, bucket)).resolves.toEqual({ copied: 0, alreadyThere: 3, failed: [] });
  });
});
