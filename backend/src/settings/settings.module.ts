import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentDetailsService } from './payment-details.service';

/** The business settings kept in the database, read by payments, invoices and the public config. */
@Global()
@Module({
  imports: [NotificationsModule],
  providers: [PaymentDetailsService],
  exports: [PaymentDetailsService],
})
export class SettingsModule {}
