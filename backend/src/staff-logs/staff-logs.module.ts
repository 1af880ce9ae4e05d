import { Global, Module } from '@nestjs/common';
import { StaffLogsService } from './staff-logs.service';

@Global()
@Module({
  providers: [StaffLogsService],
  exports: [StaffLogsService],
})
export class StaffLogsModule {}
