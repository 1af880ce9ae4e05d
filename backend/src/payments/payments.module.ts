import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentQrService } from './payment-qr.service';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StaffPaymentsController } from './staff-payments.controller';
import { StaffPaymentsService } from './staff-payments.service';

/** StaffLogsService, FileStorage, PdfRenderer and LoyaltyService come from global modules. */
@Module({
  imports: [NotificationsModule],
  controllers: [PaymentsController, StaffPaymentsController, PaymentSettingsController],
  providers: [PaymentsService, StaffPaymentsService, PaymentQrService],
})
export class PaymentsModule {}
