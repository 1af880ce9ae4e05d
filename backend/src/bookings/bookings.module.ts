import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/entities/customer.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { AvailabilityService } from './availability.service';
import { BookingRequestsController } from './booking-requests.controller';
import { BookingRequestsService } from './booking-requests.service';
import { BookingRequest } from './entities/booking-request.entity';

@Module({
  imports: [TypeOrmModule.forFeature([BookingRequest, Vehicle, Customer]), NotificationsModule],
  controllers: [BookingRequestsController],
  providers: [AvailabilityService, BookingRequestsService],
  exports: [AvailabilityService],
})
export class BookingsModule {}
