import { Module } from '@nestjs/common';
import { RentalsModule } from '../rentals/rentals.module';
import { ReturnInspectionController, ReturnPriceListsController } from './return-inspection.controller';
import { ReturnInspectionService } from './return-inspection.service';
import { ReturnPriceListsService } from './return-price-lists.service';

/** The return inspection and its price lists; the move itself is the rentals' (RentalsService.recordReturn). */
@Module({
  imports: [RentalsModule],
  controllers: [ReturnInspectionController, ReturnPriceListsController],
  providers: [ReturnInspectionService, ReturnPriceListsService],
})
export class ReturnsModule {}
