import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module';
import { StaffActivityController } from './staff-activity.controller';
import { StaffActivityService } from './staff-activity.service';

/** The admin's oversight: staff activity. StaffLogsService comes from the global StaffLogsModule. */
@Module({
  imports: [StaffModule],
  controllers: [StaffActivityController],
  providers: [StaffActivityService],
})
export class AdminModule {}
