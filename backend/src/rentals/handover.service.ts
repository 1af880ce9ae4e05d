import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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

/**
 * Complete Handover: the photo of the keys changing hands makes an approved
 * rental active, in ONE conditional UPDATE; the photo is stored first and removed again if the
 * rental was not (or no longer) waiting for its handover.
 */
@Injectable()
export class HandoverService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rentals: RentalsService,
  ) {}

  async complete(id: number, actor: AuthUser, file: Express.Multer.File | undefined): Promise<StaffRentalView> {
    if (!file) throw appError(RENTAL_ERRORS.HANDOVER_PHOTO_MISSING);
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('hand_over', rental.status)) throw appError(RENTAL_ERRORS.NOT_READY_FOR_HANDOVER);
    const image = await processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE });
    await withStoredFile(this.storage, 'rental-photos', image, (fileName) =>
      inTransaction(this.dataSource, (manager) =>
        transitionRental(manager, {
          id,
          action: 'hand_over',
          actor,
          set: { handoverPhotoUrl: fileName, handedOverAt: new Date() },
          refused: () => appError(RENTAL_ERRORS.NOT_READY_FOR_HANDOVER),
          details: { vehicle: rental.vehicle },
        }),
      ),
    );
    return this.rentals.findOne(id);
  }
}
