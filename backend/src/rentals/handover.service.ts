import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { processImage } from '../common/images/image-pipeline';
import { FileStorage } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { EVIDENCE_LONG_SIDE } from './agreement/rental-uploads';
import { StaffRentalView } from './dto/staff-rental.view';
import { Rental } from './entities/rental.entity';
import { startsFrom, transitionRental } from './rental-lifecycle';
import { RentalsService } from './rentals.service';
import { RENTAL_ERRORS } from './rentals.errors';
import { appError } from '../common/errors/app-error';
import { fromSen } from '../common/money/money';
import { businessConfig } from '../config/configuration';
import { accountTotals, lockAccount } from '../ledger/rental-account';
import { EMPTY_TOTALS, handoverShortfall } from '../ledger/rental-ledger';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { assertRoadworthy } from '../fleet/vehicle-compliance';
import { HandoverDto } from './dto/handover.dto';

/** The handover's photo: a new one stored under fileName, or the wizard's key photo reused. */
export interface HandoverPhoto {
  fileName: string;
  fromWizard: boolean;
}

/**
 * Complete Handover: the photo of the keys changing hands makes an approved
 * rental active, in ONE conditional UPDATE. The photo is the one staff take now (stored first and
 * removed again if the rental was not, or no longer, waiting for its handover), or, when none is
 * sent, the key photo the agreement wizard already took: the keys are photographed once. Under the
 * business's payment requirement the keys only go out when the account allows it, or when staff
 * give a reason, which is kept on the rental and logged.
 */
@Injectable()
export class HandoverService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rentals: RentalsService,
    private readonly staffLogs: StaffLogsService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  async complete(id: number, actor: AuthUser, file: Express.Multer.File | undefined, reasons: HandoverDto = {}): Promise<StaffRentalView> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!file && !rental?.keyHandoverPhotoUrl) throw appError(RENTAL_ERRORS.HANDOVER_PHOTO_MISSING);
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('hand_over', rental.status)) throw appError(RENTAL_ERRORS.NOT_READY_FOR_HANDOVER);
    const handOver = (photo: HandoverPhoto) =>
      inTransaction(this.dataSource, (manager) => this.handOverWithin(manager, { rental, actor, photo, ...reasons }));
    if (file) {
      const image = await processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE });
      await withStoredFile(this.storage, 'rental-photos', image, (fileName) => handOver({ fileName, fromWizard: false }));
    } else {
      await handOver({ fileName: rental.keyHandoverPhotoUrl as string, fromWizard: true });
    }
    return this.rentals.findOne(id);
  }

  /**
   * The hand_over move inside the caller's transaction (Complete Handover, or the wizard's finish
   * with the customer present): the car's compliance dates over the rental's days, the payment
   * requirement under the account's lock, then the one conditional UPDATE. A reused wizard photo
   * must still be the rental's key photo.
   */
  async handOverWithin(
    manager: EntityManager,
    {
      rental,
      actor,
      photo,
      overrideReason,
      complianceOverrideReason,
    }: {
      rental: Pick<Rental, 'id' | 'vehicle' | 'vehicleId' | 'startDate' | 'endDate'>;
      actor: AuthUser;
      photo: HandoverPhoto;
    } & HandoverDto,
  ): Promise<void> {
    await assertRoadworthy(manager, {
      vehicleId: rental.vehicleId,
      startDate: rental.startDate,
      endDate: rental.endDate,
      actor,
      purpose: 'handover',
      overrideReason: complianceOverrideReason,
    });
    const override = await this.paymentOverride(manager, rental.id, actor, overrideReason);
    await transitionRental(manager, {
      id: rental.id,
      action: 'hand_over',
      actor,
      set: { handoverPhotoUrl: photo.fileName, handedOverAt: new Date(), ...override },
      where: photo.fromWizard ? { keyHandoverPhotoUrl: photo.fileName } : undefined,
      refused: () => appError(RENTAL_ERRORS.NOT_READY_FOR_HANDOVER),
      details: { vehicle: rental.vehicle, overrideReason: override.handoverOverrideReason, photo: photo.fromWizard ? 'wizard' : 'new' },
    });
  }

  /**
   * Checks the account against the requirement with the account locked, so a payment detached at
   * this moment cannot slip past. Short without a reason refuses the handover; with one, the
   * reason is what the rental keeps.
   */
  private async paymentOverride(
    manager: EntityManager,
    id: number,
    actor: AuthUser,
    reason: string | undefined,
  ): Promise<{ handoverOverrideReason: string | null; handoverOverriddenBy: string | null }> {
    await lockAccount(manager, id);
    const totals = (await accountTotals(manager, [id])).get(id) ?? EMPTY_TOTALS;
    const shortfall = handoverShortfall(totals, this.business.handoverRequires);
    if (!shortfall) return { handoverOverrideReason: null, handoverOverriddenBy: null };
    const figures = {
      balanceDue: fromSen(totals.balanceDueSen),
      deposit: fromSen(totals.depositSen),
      depositHeld: fromSen(totals.depositHeldSen),
    };
    if (!reason) {
      throw shortfall === 'BALANCE_DUE'
        ? appError(RENTAL_ERRORS.HANDOVER_BALANCE_DUE, figures)
        : appError(RENTAL_ERRORS.HANDOVER_DEPOSIT_NOT_HELD, figures);
    }
    await this.staffLogs.record(manager, actor, {
      action: 'rental_handover_overridden',
      targetType: 'rental',
      targetId: id,
      details: { requirement: this.business.handoverRequires, shortfall, reason, ...figures },
    });
    return { handoverOverrideReason: reason, handoverOverriddenBy: actor.username };
  }
}
