import { startS3TestServer, UNREACHABLE_ENDPOINT } from '../../../test/setup/s3-test-server';
import { describeFileStorageContract } from '../../../test/setup/file-storage-contract';
import { createS3Client, S3FileStorage } from './s3-file-storage';

describeFileStorageContract('S3-compatible (s3rver)', async () => {
  const server = await startS3TestServer();
  const down = { ...server.settings, endpoint: UNREACHABLE_ENDPOINT };
  return {
    storage: new S3FileStorage(createS3Client(server.settings), server.settings.bucket),
    unreachable: new S3FileStorage(createS3Client(down), down.bucket),
    cleanup: server.close,
  };
});
