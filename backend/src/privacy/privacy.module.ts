import { Module } from '@nestjs/common';
import { AdminPrivacySettingsController, PrivacyNoticeController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/** The privacy notice (PDPA 2010): its version and data protection officer. StaffLogsService is global. */
@Module({
  controllers: [PrivacyNoticeController, AdminPrivacySettingsController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
