import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { RentalAccountsService } from './rental-accounts.service';
import { ServiceTaxRegistration } from './service-tax-registration';
import { StaffRentalAccountController } from './staff-rental-account.controller';

/** Rentals' accounts: the ledger's routes. Posting from other domains goes through rental-account.ts inside their transactions. */
@Module({
  imports: [NotificationsModule],
  controllers: [StaffRentalAccountController],
  providers: [RentalAccountsService, ServiceTaxRegistration],
})
export class LedgerModule {}
