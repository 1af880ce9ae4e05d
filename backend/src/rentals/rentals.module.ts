import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module';
import { RentalExtrasService } from './rental-extras.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AgreementLinks } from './agreement/agreement-links';
import { AgreementSharingService } from './agreement/agreement-sharing.service';
import { AgreementService } from './agreement/agreement.service';
import { RentalEvidenceService } from './agreement/rental-evidence.service';
import { AgreementLinksController } from './agreement-links.controller';
import { BalanceReminders } from './balance-reminders';
import { CustomerRentalsService } from './customer-rentals.service';
import { Rental } from './entities/rental.entity';
import { HandoverService } from './handover.service';
import { RentalExtensionsService } from './rental-extensions.service';
import { RentalRecordsPdfService } from './rental-records-pdf.service';
import { RentalsController } from './rentals.controller';
import { RentalsService } from './rentals.service';
import { StaffRentalWizardController } from './staff-rental-wizard.controller';
import { StaffRentalsController } from './staff-rentals.controller';
import { RentalReminders } from './rental-reminders';
import { FleetModule } from '../fleet/fleet.module';
import { StaffTodayController } from './staff-today.controller';
import { StaffTodayService } from './staff-today.service';

/** StaffLogsService, FileStorage, PdfRenderer, PaymentDetailsService and ScheduleLock come from global modules. */
@Module({
  imports: [TypeOrmModule.forFeature([Rental]), BookingsModule, NotificationsModule, PricingModule, FleetModule],
  controllers: [StaffRentalsController, StaffRentalWizardController, RentalsController, AgreementLinksController, StaffTodayController],
  providers: [
    RentalsService,
    RentalExtrasService,
    RentalEvidenceService,
    AgreementService,
    AgreementLinks,
    AgreementSharingService,
    HandoverService,
    RentalExtensionsService,
    RentalRecordsPdfService,
    CustomerRentalsService,
    BalanceReminders,
    RentalReminders,
    StaffTodayService,
  ],
  exports: [RentalsService],
})
export class RentalsModule {}
