import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { isDuplicateKey } from '../database/driver-errors';
import { UploadKind, UploadReceipt } from './upload-receipt.entity';

/** A version 4 UUID, as crypto.randomUUID() makes it on the phone. */
export const CLIENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const CLIENT_ID_MESSAGE = 'The client id must be a version 4 UUID';

/** The optional id a phone gives one upload, so sending it again stores nothing new. */
export class ClientIdDto {
  @ApiPropertyOptional({
    example: '3b241101-e2bb-4255-8caf-4136c566a962',
    description: 'A UUID v4 the client made for this upload; the same id sent again returns the current state and stores nothing',
  })
  @IsOptional()
  @Matches(CLIENT_ID_PATTERN, { message: CLIENT_ID_MESSAGE })
  clientId?: string;
}

/** Thrown inside the storing transaction when another request holds the same id: it rolls back the copy. */
class RepeatedUpload extends Error {}

/** True when an upload with this id was received for the rental already. */
export async function alreadyReceived(dataSource: DataSource, rentalId: number, clientId: string | undefined): Promise<boolean> {
  if (!clientId) return false;
  return dataSource.getRepository(UploadReceipt).existsBy({ rentalId, clientId: clientId.toLowerCase() });
}

/**
 * The first statement of the transaction that stores an upload: records its id. When a parallel
 * request with the same id got there first, the unique key refuses this one (MariaDB makes it wait
 * for the first to commit) and the whole transaction, with its stored copy, is undone.
 */
export async function recordReceipt(
  manager: EntityManager,
  rentalId: number,
  clientId: string | undefined,
  kind: UploadKind,
): Promise<void> {
  if (!clientId) return;
  try {
    await manager.insert(UploadReceipt, { rentalId, clientId: clientId.toLowerCase(), kind });
  } catch (error) {
    if (isDuplicateKey(error)) throw new RepeatedUpload();
    throw error;
  }
}

/**
 * Runs an upload; when it turned out to repeat one already received, answers with `current`
 * instead, as the first request did: the client only learns that the server holds its file.
 */
export async function unlessRepeated<T>(upload: () => Promise<T>, current: () => Promise<T>): Promise<T> {
  try {
    return await upload();
  } catch (error) {
    if (error instanceof RepeatedUpload) return current();
    throw error;
  }
}
