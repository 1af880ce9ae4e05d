import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/common/storage/s3-file-storage';

export const TEST_BUCKET = 'rental-test';

export interface S3TestServer {
  /** Settings for the app or a driver pointed at this server. */
  settings: S3StorageSettings;
  /** The same as environment variables, for a test app. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects, to prove what is (not) stored. */
  directory: string;
  close: () => Promise<void>;
}

/** s3rver (an S3-compatible server from npm) on a free loopback port, with one empty bucket. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const settings: S3StorageSettings = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: TEST_BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint as string,
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on: a store that is down. */
export const UNREACHABLE_ENDPOINT = 'http://127.0.0.1:9';
