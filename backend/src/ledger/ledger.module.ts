import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { RentalAccountsService } from './rental-accounts.service';
import { ServiceTaxRegistration } from './service-tax-registration';
import { StaffRentalAccountController } from './staff-rental-account.controller';
import { RentalSettlementController } from './settlement/rental-settlement.controller';
import { SettlementStatementsService } from './settlement/settlement-statements.service';

/** Rentals' accounts: the ledger's routes. Posting from other domains goes through rental-account.ts inside their transactions. */
@Module({
  imports: [NotificationsModule],
  controllers: [StaffRentalAccountController, RentalSettlementController],
  providers: [RentalAccountsService, SettlementStatementsService, ServiceTaxRegistration],
})
export class LedgerModule {}
