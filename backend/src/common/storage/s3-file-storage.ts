import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageSettings } from '../../config/settings';
import {
  FileStorage,
  isStoredFileName,
  ListedFile,
  OpenedFile,
  StorageArea,
  StorageUnavailableError,
  StoredExtension,
} from './file-storage';

export type S3StorageSettings = Extract<StorageSettings, { driver: 's3' }>;

const CONTENT_TYPES: Record<StoredExtension, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/** A client that fails fast when the store is down, and sends plain bodies every S3-compatible server reads alike. */
export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the default streams aws-chunked bodies with trailing
    // checksums, which some S3-compatible servers (s3rver) store with the chunk framing inside.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/**
 * Files as objects `<area>/<name>` in one private bucket, shared by every replica. Objects are
 * never public: the app streams them to clients after its own access checks.
 */
export class S3FileStorage extends FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  async put(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    if (!isStoredFileName(fileName)) throw new Error(`Not a stored file name: ${fileName}`);
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as StoredExtension;
    const put = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(area, fileName),
      Body: data,
      ContentLength: data.length,
      ContentType: CONTENT_TYPES[extension],
    });
    await this.attempt(() => this.client.send(put));
  }

  /** An object is replaced whole by a new PUT of the same key. */
  async replace(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    await this.put(area, fileName, data);
  }

  async open(area: StorageArea, fileName: string): Promise<OpenedFile | null> {
    if (!isStoredFileName(fileName)) return null;
    const get = new GetObjectCommand({ Bucket: this.bucket, Key: this.key(area, fileName) });
    const object = await this.attemptOrNull(() => this.client.send(get));
    if (!object) return null;
    if (!(object.Body instanceof Readable)) throw new StorageUnavailableError(new Error('The object body is not a stream'));
    return { fileName, size: object.ContentLength, stream: object.Body };
  }

  async read(area: StorageArea, fileName: string): Promise<Buffer | null> {
    const opened = await this.open(area, fileName);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
    return Buffer.concat(chunks);
  }

  async exists(area: StorageArea, fileName: string): Promise<boolean> {
    if (!isStoredFileName(fileName)) return false;
    const head = new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(area, fileName) });
    return (await this.attemptOrNull(() => this.client.send(head))) !== null;
  }

  protected async deleteFile(area: StorageArea, fileName: string): Promise<void> {
    const remove = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(area, fileName) });
    await this.attemptOrNull(() => this.client.send(remove));
  }

  async *list(area: StorageArea): AsyncIterable<ListedFile> {
    let continuationToken: string | undefined;
    do {
      const listPage = new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${area}/`, ContinuationToken: continuationToken });
      const page: ListObjectsV2CommandOutput = await this.attempt(() => this.client.send(listPage));
      for (const object of page.Contents ?? []) {
        const fileName = (object.Key ?? '').slice(area.length + 1);
        if (isStoredFileName(fileName)) yield { fileName, modifiedAt: object.LastModified ?? new Date(0) };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async isWritable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  private key(area: StorageArea, fileName: string): string {
    return `${area}/${fileName}`;
  }

  /** Runs one call to the store; any failure of the store becomes a 503. */
  private async attempt<Output>(call: () => Promise<Output>): Promise<Output> {
    try {
      return await call();
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  /** Like attempt, but "no such object" is null rather than a failure. */
  private async attemptOrNull<Output>(call: () => Promise<Output>): Promise<Output | null> {
    try {
      return await call();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }
}
