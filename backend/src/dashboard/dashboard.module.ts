import { Module } from '@nestjs/common';
import { FleetModule } from '../fleet/fleet.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [FleetModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
