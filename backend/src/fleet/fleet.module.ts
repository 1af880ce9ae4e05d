import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { ComplianceReminders } from './compliance-reminders';
import { VehicleComplianceItem } from './entities/vehicle-compliance-item.entity';
import { VehicleComplianceController } from './vehicle-compliance.controller';
import { VehicleComplianceService } from './vehicle-compliance.service';
import { VehicleBlocksController } from './vehicle-blocks.controller';
import { VehicleBlocksService } from './vehicle-blocks.service';
import { VehicleBlock } from './entities/vehicle-block.entity';
import { VehicleMaintenanceController } from './vehicle-maintenance.controller';
import { VehicleMaintenanceService } from './vehicle-maintenance.service';
import { VehicleCostsController } from './vehicle-costs.controller';
import { VehicleCostsService } from './vehicle-costs.service';
import { VehicleCost } from './entities/vehicle-cost.entity';

/** What keeps the fleet fit to rent: compliance dates (and, as they come, maintenance, blocks and costs). */
@Module({
  imports: [TypeOrmModule.forFeature([VehicleComplianceItem, VehicleBlock, VehicleCost]), NotificationsModule, SettingsModule],
  controllers: [VehicleComplianceController, VehicleBlocksController, VehicleMaintenanceController, VehicleCostsController],
  providers: [VehicleComplianceService, ComplianceReminders, VehicleBlocksService, VehicleMaintenanceService, VehicleCostsService],
  exports: [VehicleComplianceService, VehicleBlocksService],
})
export class FleetModule {}
