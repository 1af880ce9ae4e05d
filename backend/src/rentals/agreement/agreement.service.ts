import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { recordOdometer } from '../../fleet/odometer';
import { inTransaction } from '../../common/database/transactions';
import { FileStorage, OpenedFile, StorageArea } from '../../common/storage/file-storage';
import { withStoredFile } from '../../common/storage/with-stored-files';
import { businessConfig } from '../../config/configuration';
import { Language } from '../../i18n/language';
import { imageDataUrl, thumbnailDataUrl } from '../../pdf/pdf-images';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { FinalizeRentalDto } from '../dto/agreement.dto';
import { rentalTerms } from '../dto/rental.view';
import { StaffRentalView } from '../dto/staff-rental.view';
import { Rental, REQUIRED_PHOTO_TYPES } from '../entities/rental.entity';
import { startsFrom, transitionRental } from '../rental-lifecycle';
import { rentalVehicleName } from '../rental-vehicle-name';
import { RentalsService } from '../rentals.service';
import { HandoverService } from '../handover.service';
import { AGREEMENT_PDF, AgreementDocument, photoTypeLabel } from './agreement-document';
import { bookedExtrasOf } from '../../pricing/booked-extras';
import { RENTAL_ERRORS } from '../rentals.errors';
import { appError } from '../../common/errors/app-error';
import { openDamageIds } from '../../returns/open-damage';

export const AGREEMENT_NOT_READY_MESSAGE = RENTAL_ERRORS.AGREEMENT_NOT_READY.message;

/**
 * Wizard step 5 and the agreement PDF. Finalize renders the PDF from the stored evidence, stores
 * it, and only then moves the rental awaiting_agreement -> approved in ONE conditional UPDATE that
 * also requires the very evidence the PDF shows: if anything changed meanwhile, or another
 * finalize won, the new PDF is removed and the caller gets 409. The stored PDF never changes after.
 * With the customer present the wizard's finish also hands over the keys (approved -> active) with
 * the key photo step 4 took.
 */
@Injectable()
export class AgreementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
    private readonly pdf: PdfRenderer,
    private readonly rentals: RentalsService,
    private readonly handover: HandoverService,
  ) {}

  async finalize(id: number, actor: AuthUser, dto: FinalizeRentalDto): Promise<StaffRentalView> {
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOne({ where: { id }, relations: { customer: true, vehicleRecord: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('finalize_agreement', rental.status)) throw appError(RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED);
    assertEvidenceComplete(rental);
    const shown = new Set(rental.existingDamageShownIds ?? []);
    if ((await openDamageIds(this.dataSource.manager, rental.vehicleId)).some((damageId) => !shown.has(damageId))) {
      throw appError(RENTAL_ERRORS.EXISTING_DAMAGE_NOT_SHOWN);
    }

    const finalizedAt = new Date();
    const language: Language = rental.customer?.language ?? 'en';
    // No per-caller share here: finalizing is a state change whose parallel losers are told 409,
    // not a download; the render queue's bound still applies.
    const pdf = await this.pdf.renderDocument(AGREEMENT_PDF, await this.documentFor(rental, dto, finalizedAt, language), language);
    await withStoredFile(this.storage, 'pdfs', { data: pdf, extension: 'pdf' }, (fileName) =>
      inTransaction(this.dataSource, async (manager) => {
        await transitionRental(manager, {
          id,
          action: 'finalize_agreement',
          actor,
          set: {
            fuelLevel: dto.fuelLevel,
            currentMileage: dto.currentMileage,
            agreementPdfUrl: fileName,
            agreementFinalizedAt: finalizedAt,
          },
          // Both are there: assertEvidenceComplete checked them.
          where: {
            agreementPdfUrl: IsNull(),
            signatureUrl: rental.signatureUrl as string,
            keyHandoverPhotoUrl: rental.keyHandoverPhotoUrl as string,
          },
          andWhere: { condition: 'vehiclePhotos = :photos', parameters: { photos: JSON.stringify(rental.vehiclePhotos) } },
          refused: (current) => {
            if (!current) return appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
            // Still in the wizard: its evidence changed under us, not its status.
            return appError(
              startsFrom('finalize_agreement', current.status)
                ? RENTAL_ERRORS.AGREEMENT_CHANGED
                : RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED,
            );
          },
          details: { fuelLevel: dto.fuelLevel, currentMileage: dto.currentMileage, photos: (rental.vehiclePhotos ?? []).length },
        });
        await recordOdometer(manager, rental.vehicleId, dto.currentMileage);
        // The customer is here: the keys go out in the same transaction, so a refused handover
        // (payment short, no reason) leaves the agreement unfinished and its PDF removed.
        if (dto.handOver) {
          await this.handover.handOverWithin(manager, {
            rental,
            actor,
            photo: { fileName: rental.keyHandoverPhotoUrl as string, fromWizard: true },
            overrideReason: dto.overrideReason,
            complianceOverrideReason: dto.complianceOverrideReason,
          });
        }
      }),
    );
    return this.rentals.findOne(id);
  }

  /** The stored agreement of a rental the caller may see: staff any, a customer only their own (404 otherwise). */
  async openFor(id: number, user: AuthUser | null): Promise<OpenedFile> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!rental || (user?.role === 'customer' && rental.customerId !== user.id)) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const file = rental.agreementPdfUrl ? await this.storage.open('pdfs', rental.agreementPdfUrl) : null;
    if (!file) throw appError(RENTAL_ERRORS.AGREEMENT_NOT_READY);
    return file;
  }

  /** The stored agreement of a finalized rental, whole (for e-mailing it). */
  async read(rental: Rental): Promise<Buffer> {
    const pdf = rental.agreementPdfUrl ? await this.storage.read('pdfs', rental.agreementPdfUrl) : null;
    if (!pdf) throw appError(RENTAL_ERRORS.AGREEMENT_NOT_READY);
    return pdf;
  }

  private async documentFor(rental: Rental, dto: FinalizeRentalDto, finalizedAt: Date, language: Language): Promise<AgreementDocument> {
    const read = (area: StorageArea, fileName: string) => this.readStored(area, fileName);
    const photos = await Promise.all(
      (rental.vehiclePhotos ?? []).map(async (photo) => ({
        type: photo.type,
        label: photoTypeLabel(photo.type, language),
        dataUrl: await thumbnailDataUrl(await read('rental-photos', photo.fileName)),
        takenAt: new Date(photo.takenAt),
      })),
    );
    const customer = rental.customer;
    return {
      business: this.business,
      rental: {
        ...rentalTerms(rental),
        // Named as everywhere else (plate included) when signed; the stored PDF keeps that name after.
        vehicle: rentalVehicleName(rental),
        plate: rental.vehicleRecord?.plateIdentifier ?? null,
        mileageLimit: rental.mileageLimit,
        extraMileageCharge: rental.extraMileageCharge,
        extras: bookedExtrasOf(rental.priceBasis),
        fuelLevel: dto.fuelLevel,
        currentMileage: dto.currentMileage,
        finalizedAt,
      },
      customer: {
        fullName: customer?.fullName ?? 'Unknown',
        icPassportNumber: customer?.icPassportNumber ?? null,
        phone: customer?.phone ?? null,
        email: customer?.email ?? null,
        address: customer?.address ?? null,
      },
      signature: {
        dataUrl: imageDataUrl(await read('signatures', rental.signatureUrl as string), 'image/png'),
        signedAt: rental.signedAt ?? finalizedAt,
      },
      photos,
      keyHandoverPhoto: {
        dataUrl: await thumbnailDataUrl(await read('rental-photos', rental.keyHandoverPhotoUrl as string)),
        takenAt: rental.keyHandoverPhotoAt ?? finalizedAt,
      },
    };
  }

  private async readStored(area: StorageArea, fileName: string): Promise<Buffer> {
    const data = await this.storage.read(area, fileName);
    // The row names a file that is gone: the evidence must be captured again.
    if (!data) throw appError(RENTAL_ERRORS.AGREEMENT_FILE_MISSING);
    return data;
  }
}

/** Wizard steps 1, 3 and 4 as the server sees them, with the same messages the wizard shows. */
function assertEvidenceComplete(rental: Rental): void {
  const missing = REQUIRED_PHOTO_TYPES.filter((type) => !(rental.vehiclePhotos ?? []).some((photo) => photo.type === type));
  if (missing.length > 0)
    throw appError(RENTAL_ERRORS.MISSING_REQUIRED_PHOTOS, { photos: missing.map((type) => photoTypeLabel(type, 'en')).join(', ') });
  if (!rental.signatureUrl) throw appError(RENTAL_ERRORS.SIGNATURE_REQUIRED);
  if (!rental.keyHandoverPhotoUrl) throw appError(RENTAL_ERRORS.KEY_HANDOVER_PHOTO_MISSING);
}
