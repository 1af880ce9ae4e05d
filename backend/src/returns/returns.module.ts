import { Module } from '@nestjs/common';
import { RentalsModule } from '../rentals/rentals.module';
import { ReturnInspectionController, ReturnPriceListsController } from './return-inspection.controller';
import { ReturnInspectionService } from './return-inspection.service';
import { ReturnPriceListsService } from './return-price-lists.service';
import { ExistingDamageShownController, VehicleDamagesController } from './vehicle-damages.controller';
import { VehicleDamagesService } from './vehicle-damages.service';

/** The return inspection and its price lists; the move itself is the rentals' (RentalsService.recordReturn). */
@Module({
  imports: [RentalsModule],
  controllers: [ReturnInspectionController, ReturnPriceListsController, VehicleDamagesController, ExistingDamageShownController],
  providers: [ReturnInspectionService, ReturnPriceListsService, VehicleDamagesService],
})
export class ReturnsModule {}
