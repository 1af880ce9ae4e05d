import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { RoadChargeNoticesService } from './road-charge-notices.service';
import { RoadChargesController } from './road-charges.controller';
import { RoadChargesService } from './road-charges.service';

/** Summonses and tolls traced to the renter; the ledger is posted through rental-account.ts inside their transactions. */
@Module({
  imports: [NotificationsModule],
  controllers: [RoadChargesController],
  providers: [RoadChargesService, RoadChargeNoticesService],
})
export class RoadChargesModule {}
