import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { RentalsModule } from '../rentals/rentals.module';
import { RentalConditionReportController, ReturnInspectionController, ReturnPriceListsController } from './return-inspection.controller';
import { ReturnInspectionService } from './return-inspection.service';
import { ReturnPriceListsService } from './return-price-lists.service';
import { ConditionReportsService } from './report/condition-reports.service';
import { ExistingDamageShownController, VehicleDamagesController } from './vehicle-damages.controller';
import { VehicleDamagesService } from './vehicle-damages.service';

/** The return inspection, its price lists and its condition report; the move itself is the rentals' (RentalsService.recordReturn). */
@Module({
  imports: [RentalsModule, NotificationsModule],
  controllers: [
    ReturnInspectionController,
    ReturnPriceListsController,
    RentalConditionReportController,
    VehicleDamagesController,
    ExistingDamageShownController,
  ],
  providers: [ReturnInspectionService, ReturnPriceListsService, ConditionReportsService, VehicleDamagesService],
})
export class ReturnsModule {}
