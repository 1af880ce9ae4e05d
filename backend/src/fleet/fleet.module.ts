import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { ComplianceReminders } from './compliance-reminders';
import { VehicleComplianceItem } from './entities/vehicle-compliance-item.entity';
import { VehicleComplianceController } from './vehicle-compliance.controller';
import { VehicleComplianceService } from './vehicle-compliance.service';

/** What keeps the fleet fit to rent: compliance dates (and, as they come, maintenance, blocks and costs). */
@Module({
  imports: [TypeOrmModule.forFeature([VehicleComplianceItem]), NotificationsModule, SettingsModule],
  controllers: [VehicleComplianceController],
  providers: [VehicleComplianceService, ComplianceReminders],
  exports: [VehicleComplianceService],
})
export class FleetModule {}
