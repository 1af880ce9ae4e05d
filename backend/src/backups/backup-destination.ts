import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createS3Client } from '../common/storage/s3-file-storage';
import type { BackupSettings } from '../config/settings';
import type { KeptArchive } from './retention';

/** backup-20261128T031500Z.rvb: sortable, and the time it was taken (UTC). */
const ARCHIVE_NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.rvb$/;

export function archiveName(at: Date): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.rvb`;
}

export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/** Where archives are kept: a folder (another disk, a mounted share) or a bucket. */
export interface BackupDestination {
  readonly description: string;
  /** Moves a finished archive in under its name. */
  keep(name: string, archivePath: string): Promise<void>;
  list(): Promise<KeptArchive[]>;
  /** Copies an archive out to a local file, for a restore. */
  fetch(name: string, toPath: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

export function createBackupDestination(settings: BackupSettings['destination']): BackupDestination {
  return settings.kind === 'folder' ? new FolderDestination(settings.path) : new BucketDestination(settings);
}

const listed = (names: string[]): KeptArchive[] =>
  names.flatMap((name) => {
    const createdAt = archiveTime(name);
    return createdAt ? [{ name, createdAt }] : [];
  });

class FolderDestination implements BackupDestination {
  constructor(private readonly folder: string) {}

  get description(): string {
    return `folder ${this.folder}`;
  }

  async keep(name: string, archivePath: string): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    // Copied beside its final name, then renamed: a half-copied archive is never listed.
    const partial = join(this.folder, `.${name}.partial`);
    await copyFile(archivePath, partial);
    await rename(partial, join(this.folder, name));
  }

  async list(): Promise<KeptArchive[]> {
    return listed(await readdir(this.folder).catch(() => [] as string[]));
  }

  async fetch(name: string, toPath: string): Promise<boolean> {
    if (!archiveTime(name)) return false;
    const from = join(this.folder, name);
    if (!(await stat(from).catch(() => null))) return false;
    await copyFile(from, toPath);
    return true;
  }

  async remove(name: string): Promise<void> {
    if (archiveTime(name)) await rm(join(this.folder, name), { force: true });
  }
}

class BucketDestination implements BackupDestination {
  private readonly client;

  constructor(private readonly settings: Extract<BackupSettings['destination'], { kind: 's3' }>) {
    this.client = createS3Client(settings.s3);
  }

  get description(): string {
    return `bucket ${this.settings.bucket}/${this.settings.prefix}`;
  }

  async keep(name: string, archivePath: string): Promise<void> {
    const size = (await stat(archivePath)).size;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name), Body: createReadStream(archivePath), ContentLength: size }),
    );
  }

  async list(): Promise<KeptArchive[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) names.push((object.Key ?? '').slice(this.settings.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed(names);
  }

  async fetch(name: string, toPath: string): Promise<boolean> {
    if (!archiveTime(name)) return false;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable)) return false;
      await pipeline(object.Body, createWriteStream(toPath, { mode: 0o600 }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return false;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    if (archiveTime(name)) await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
  }

  private key(name: string): string {
    return `${this.settings.prefix}${name}`;
  }
}
