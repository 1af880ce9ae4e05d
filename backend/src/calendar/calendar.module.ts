import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RentalsModule } from '../rentals/rentals.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { ManualBookingsController } from './manual-bookings.controller';
import { ManualBookingsService } from './manual-bookings.service';

/** The staff Calendar tab and its manual bookings. StaffLogsService and PaymentDetailsService come from global modules. */
@Module({
  imports: [BookingsModule, RentalsModule, NotificationsModule],
  controllers: [CalendarController, ManualBookingsController],
  providers: [CalendarService, ManualBookingsService],
})
export class CalendarModule {}
