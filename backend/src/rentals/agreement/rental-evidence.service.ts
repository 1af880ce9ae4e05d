import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { inTransaction } from '../../common/database/transactions';
import { processImage } from '../../common/images/image-pipeline';
import { FileStorage, OpenedFile, StorageArea } from '../../common/storage/file-storage';
import { withStoredFile, withStoredFiles } from '../../common/storage/with-stored-files';
import { StaffLogsService } from '../../staff-logs/staff-logs.service';
import { StaffRentalView } from '../dto/staff-rental.view';
import { Rental, RENTAL_PHOTO_TYPES, RentalPhoto, RentalPhotoType } from '../entities/rental.entity';
import { RENTAL_TRANSITIONS, startsFrom, statusIn } from '../rental-lifecycle';
import { RentalsService } from '../rentals.service';
import { EVIDENCE_LONG_SIDE } from './rental-uploads';
import { signaturePng } from './signature-image';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { RENTAL_ERRORS } from '../rentals.errors';
import { appError } from '../../common/errors/app-error';
import { alreadyReceived, recordReceipt, unlessRepeated } from '../../common/uploads/upload-receipts';
import type { UploadKind } from '../../common/uploads/upload-receipt.entity';

export const KEY_HANDOVER_PHOTO_MISSING_MESSAGE = RENTAL_ERRORS.KEY_HANDOVER_PHOTO_MISSING.message;
export const NOT_IN_WIZARD_MESSAGE = RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED.message;

/** What GET /api/staff/rentals/:id/files/:kind serves: one evidence photo, the signature or a handover photo. */
export const EVIDENCE_FILE_KINDS = [...RENTAL_PHOTO_TYPES, 'signature', 'key-handover', 'handover'] as const;
export type EvidenceFileKind = (typeof EVIDENCE_FILE_KINDS)[number];

/** Evidence may change while the agreement made from it can still be finalized. */
const inWizard = statusIn('status', RENTAL_TRANSITIONS.finalize_agreement.from, 'inWizard');

/** The wizard's one-file evidence: the column holding the stored name and the one holding its time. */
const SINGLE_EVIDENCE = {
  signature: { file: 'signatureUrl', at: 'signedAt', area: 'signatures', action: 'rental_signature_captured', receipt: 'signature' },
  keyHandover: {
    file: 'keyHandoverPhotoUrl',
    at: 'keyHandoverPhotoAt',
    area: 'rental-photos',
    action: 'rental_key_handover_photo',
    receipt: 'key_handover',
  },
} as const satisfies Record<string, { receipt: UploadKind } & Record<string, string>>;
type SingleEvidence = (typeof SINGLE_EVIDENCE)[keyof typeof SINGLE_EVIDENCE];

/**
 * Wizard steps 1, 3 and 4: the evidence an agreement is made from. Files are checked and
 * re-encoded before anything is stored, stored under new names, and then swapped in by ONE
 * conditional UPDATE that holds only while the rental still awaits its agreement and nobody
 * changed the same evidence meanwhile; otherwise the new files are removed and nothing changes.
 * After finalize the rental is no longer awaiting its agreement, so evidence is never replaced.
 */
@Injectable()
export class RentalEvidenceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rentals: RentalsService,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async addPhotos(
    id: number,
    actor: AuthUser,
    files: Express.Multer.File[] | undefined,
    types: RentalPhotoType[],
    clientId?: string,
  ): Promise<StaffRentalView> {
    if (await alreadyReceived(this.dataSource, id, clientId)) return this.rentals.findOne(id);
    return unlessRepeated(
      () => this.storePhotos(id, actor, files, types, clientId),
      () => this.rentals.findOne(id),
    );
  }

  private async storePhotos(
    id: number,
    actor: AuthUser,
    files: Express.Multer.File[] | undefined,
    types: RentalPhotoType[],
    clientId: string | undefined,
  ): Promise<StaffRentalView> {
    if (!files || files.length === 0) throw appError(RENTAL_ERRORS.NO_PHOTOS);
    if (types.length !== files.length) throw appError(RENTAL_ERRORS.PHOTO_TYPES_MISMATCH);
    if (new Set(types).size !== types.length) throw appError(RENTAL_ERRORS.DUPLICATE_PHOTO_TYPE);
    const rental = await this.loadInWizard(id);
    const images = await Promise.all(files.map((file) => processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE })));

    const takenAt = new Date().toISOString();
    const previous = rental.vehiclePhotos ?? [];
    await withStoredFiles(this.storage, 'rental-photos', images, async (fileNames) => {
      const added: RentalPhoto[] = fileNames.map((fileName, index) => ({ type: types[index], fileName, takenAt }));
      const kept = previous.filter((photo) => !types.includes(photo.type));
      const photos = [...kept, ...added].sort((a, b) => RENTAL_PHOTO_TYPES.indexOf(a.type) - RENTAL_PHOTO_TYPES.indexOf(b.type));
      await inTransaction(this.dataSource, async (manager) => {
        await recordReceipt(manager, id, clientId, 'rental_photo');
        const swapped = await manager
          .createQueryBuilder()
          .update(Rental)
          .set({ vehiclePhotos: photos })
          .where('id = :id', { id })
          .andWhere(inWizard.condition, inWizard.parameters)
          .andWhere(rental.vehiclePhotos ? 'vehiclePhotos = :previous' : 'vehiclePhotos IS NULL', {
            previous: JSON.stringify(rental.vehiclePhotos),
          })
          .execute();
        if (!swapped.affected) throw await this.conflictFor(manager, id);
        await this.staffLogs.record(manager, actor, {
          action: 'rental_photos_uploaded',
          targetType: 'rental',
          targetId: id,
          details: {
            types: types.join(', '),
            replaced: previous
              .filter((photo) => types.includes(photo.type))
              .map((photo) => photo.type)
              .join(', '),
          },
        });
      });
    });
    await this.removeFiles(
      'rental-photos',
      previous.filter((photo) => types.includes(photo.type)).map((photo) => photo.fileName),
    );
    return this.rentals.findOne(id);
  }

  async setSignature(id: number, actor: AuthUser, signatureData: string, clientId?: string): Promise<StaffRentalView> {
    return this.once(id, clientId, async () => {
      const rental = await this.loadInWizard(id);
      const png = await signaturePng(signatureData);
      return this.replaceSingle(rental, actor, SINGLE_EVIDENCE.signature, png, 'png', clientId);
    });
  }

  async setKeyHandoverPhoto(
    id: number,
    actor: AuthUser,
    file: Express.Multer.File | undefined,
    clientId?: string,
  ): Promise<StaffRentalView> {
    if (!file) throw appError(RENTAL_ERRORS.KEY_HANDOVER_PHOTO_MISSING);
    return this.once(id, clientId, async () => {
      const rental = await this.loadInWizard(id);
      const image = await processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE });
      return this.replaceSingle(rental, actor, SINGLE_EVIDENCE.keyHandover, image.data, image.extension, clientId);
    });
  }

  /** An upload sent again with the id of one already kept answers with the rental as it is now. */
  private async once(id: number, clientId: string | undefined, upload: () => Promise<StaffRentalView>): Promise<StaffRentalView> {
    if (await alreadyReceived(this.dataSource, id, clientId)) return this.rentals.findOne(id);
    return unlessRepeated(upload, () => this.rentals.findOne(id));
  }

  /** The stored file behind one piece of evidence, for staff, or 404. */
  async openFile(id: number, kind: string): Promise<OpenedFile> {
    if (!isEvidenceFileKind(kind)) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const [area, fileName] = evidenceFile(rental, kind);
    const file = fileName ? await this.storage.open(area, fileName) : null;
    if (!file) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return file;
  }

  private async replaceSingle(
    rental: Rental,
    actor: AuthUser,
    evidence: SingleEvidence,
    data: Buffer,
    extension: 'png' | 'jpg',
    clientId: string | undefined,
  ): Promise<StaffRentalView> {
    const previous = rental[evidence.file];
    await withStoredFile(this.storage, evidence.area, { data, extension }, (fileName) =>
      inTransaction(this.dataSource, async (manager) => {
        await recordReceipt(manager, rental.id, clientId, evidence.receipt);
        const swapped = await manager
          .createQueryBuilder()
          .update(Rental)
          .set({ [evidence.file]: fileName, [evidence.at]: new Date() })
          .where('id = :id', { id: rental.id })
          .andWhere(inWizard.condition, inWizard.parameters)
          .andWhere(previous ? `${evidence.file} = :previous` : `${evidence.file} IS NULL`, { previous })
          .execute();
        if (!swapped.affected) throw await this.conflictFor(manager, rental.id);
        await this.staffLogs.record(manager, actor, {
          action: evidence.action,
          targetType: 'rental',
          targetId: rental.id,
          details: { replaced: Boolean(previous) },
        });
      }),
    );
    if (previous) await this.storage.remove(evidence.area, previous);
    return this.rentals.findOne(rental.id);
  }

  private async loadInWizard(id: number): Promise<Rental> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('finalize_agreement', rental.status)) throw appError(RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED);
    return rental;
  }

  /** Why a conditional update changed nothing: the rental went, left the wizard, or changed under us. */
  private async conflictFor(manager: EntityManager, id: number): Promise<Error> {
    const current = await manager.findOneBy(Rental, { id });
    if (!current) return appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    return appError(
      startsFrom('finalize_agreement', current.status) ? RENTAL_ERRORS.EVIDENCE_CHANGED : RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED,
    );
  }

  private async removeFiles(area: StorageArea, fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((fileName) => this.storage.remove(area, fileName)));
  }
}

function isEvidenceFileKind(kind: string): kind is EvidenceFileKind {
  return (EVIDENCE_FILE_KINDS as readonly string[]).includes(kind);
}

function evidenceFile(rental: Rental, kind: EvidenceFileKind): [StorageArea, string | null] {
  if (kind === 'signature') return ['signatures', rental.signatureUrl];
  if (kind === 'key-handover') return ['rental-photos', rental.keyHandoverPhotoUrl];
  if (kind === 'handover') return ['rental-photos', rental.handoverPhotoUrl];
  return ['rental-photos', rental.vehiclePhotos?.find((photo) => photo.type === kind)?.fileName ?? null];
}
