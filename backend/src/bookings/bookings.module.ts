import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/entities/customer.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { PricingModule } from '../pricing/pricing.module';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { AdminBookingSettingsController } from './admin-booking-settings.controller';
import { AvailabilityService } from './availability.service';
import { BookingSettingsService } from './booking-settings.service';
import { BookingRequestsController } from './booking-requests.controller';
import { BookingRequestsService } from './booking-requests.service';
import { BookingRequest } from './entities/booking-request.entity';
import { QuotesController } from './quotes.controller';
import { QuotesService } from './quotes.service';
import { StaffBookingRequestsController } from './staff-booking-requests.controller';
import { StaffBookingRequestsService } from './staff-booking-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingRequest, Vehicle, Customer]), NotificationsModule, PricingModule],
  controllers: [AdminBookingSettingsController, BookingRequestsController, StaffBookingRequestsController, QuotesController],
  providers: [AvailabilityService, BookingSettingsService, BookingRequestsService, StaffBookingRequestsService, QuotesService],
  exports: [AvailabilityService],
})
export class BookingsModule {}
