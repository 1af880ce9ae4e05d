import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminPaymentSettingsController } from './admin-payment-settings.controller';
import { PaymentQrService } from './payment-qr.service';
import { PaymentReferences } from './payment-references';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentsController } from './payments.controller';
import { PaymentAttachmentsService } from './payment-attachments.service';
import { PaymentsService } from './payments.service';
import { StaffPaymentsController } from './staff-payments.controller';
import { StaffPaymentsService } from './staff-payments.service';

/** StaffLogsService, FileStorage, PdfRenderer, LoyaltyService and PaymentDetailsService come from global modules. */
@Module({
  imports: [NotificationsModule],
  controllers: [PaymentsController, StaffPaymentsController, PaymentSettingsController, AdminPaymentSettingsController],
  providers: [PaymentsService, StaffPaymentsService, PaymentAttachmentsService, PaymentQrService, PaymentReferences],
  // Bank statement lines confirm a payment through the same decision staff make by hand.
  exports: [StaffPaymentsService],
})
export class PaymentsModule {}
