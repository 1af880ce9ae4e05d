import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
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
import { RENTAL_NOT_FOUND_MESSAGE, RentalsService } from './rentals.service';

export const HANDOVER_PHOTO_MISSING_MESSAGE = 'Please choose the key handover photo';
export const NOT_READY_FOR_HANDOVER_MESSAGE = 'Only a rental that is ready for key handover can be handed over';

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
    if (!file) throw new BadRequestException(HANDOVER_PHOTO_MISSING_MESSAGE);
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    if (!rental) throw new NotFoundException(RENTAL_NOT_FOUND_MESSAGE);
    if (!startsFrom('hand_over', rental.status)) throw new ConflictException(NOT_READY_FOR_HANDOVER_MESSAGE);
    const image = await processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE });
    await withStoredFile(this.storage, 'rental-photos', image, (fileName) =>
      inTransaction(this.dataSource, (manager) =>
        transitionRental(manager, {
          id,
          action: 'hand_over',
          actor,
          set: { handoverPhotoUrl: fileName, handedOverAt: new Date() },
          refused: () => new ConflictException(NOT_READY_FOR_HANDOVER_MESSAGE),
          details: { vehicle: rental.vehicle },
        }),
      ),
    );
    return this.rentals.findOne(id);
  }
}
