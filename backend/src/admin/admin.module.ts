import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module';
import { BreachResponseController } from './breach/breach-response.controller';
import { BreachResponseService } from './breach/breach-response.service';
import { StaffActivityController } from './staff-activity.controller';
import { StaffActivityService } from './staff-activity.service';

/** The admin's oversight: staff activity and the breach response. StaffLogsService comes from the global StaffLogsModule. */
@Module({
  imports: [StaffModule],
  controllers: [StaffActivityController, BreachResponseController],
  providers: [StaffActivityService, BreachResponseService],
})
export class AdminModule {}
