import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AvailabilityService } from '../bookings/availability.service';
import { grandTotal, rentalDays } from '../bookings/pricing';
import { reserveVehicle } from '../bookings/vehicle-schedule';
import { inTransaction } from '../common/database/transactions';
import { Customer } from '../customers/entities/customer.entity';
import { bookRental } from '../rentals/rental-lifecycle';
import { RentalsService } from '../rentals/rentals.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { CreateManualBookingDto } from './dto/manual-booking.dto';
import { BOOKING_CREATED_MESSAGE, ManualBookingView } from './dto/manual-booking.view';
import { CALENDAR_ERRORS } from './calendar.errors';
import { CUSTOMER_ERRORS } from '../customers/customers.errors';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { appError } from '../common/errors/app-error';

export const VEHICLE_NOT_FOUND_MESSAGE = VEHICLE_ERRORS.VEHICLE_NOT_FOUND.message;

@Injectable()
export class ManualBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly rentals: RentalsService,
  ) {}

  /**
   * Staff book a car for a customer directly: the rental is created awaiting its agreement, at the
   * price staff enter, in ONE transaction that first locks the vehicle and then checks its dates,
   * exactly as approving a request does. Of parallel bookings of one car on overlapping dates
   * (manual or approvals) one succeeds and the others get 409.
   */
  async create(dto: CreateManualBookingDto, actor: AuthUser): Promise<ManualBookingView> {
    this.availability.assertBookableRange(dto.startDate, dto.endDate);
    const rentalId = await inTransaction(this.dataSource, async (manager) => {
      const customer = await manager.findOne(Customer, { select: { id: true, status: true }, where: { id: dto.customerId } });
      if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
      if (customer.status !== 'active') throw appError(CALENDAR_ERRORS.CUSTOMER_BLACKLISTED);
      const reservation = {
        vehicleId: dto.vehicleId,
        startDate: dto.startDate,
        endDate: dto.endDate,
        vehicleMissing: () => appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND),
        datesTaken: () => appError(CALENDAR_ERRORS.VEHICLE_ALREADY_BOOKED),
        // Read under the lock: a deactivation or another booking that just committed is seen.
        underLock: async () => {
          const vehicle = await manager.findOneBy(Vehicle, { id: dto.vehicleId });
          if (!vehicle || !vehicle.isActive) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
          return vehicle;
        },
      };
      const rental = await reserveVehicle(manager, reservation, (vehicle) => {
        const totalDays = rentalDays(dto.startDate, dto.endDate);
        const total = grandTotal({ rentalPerDay: dto.rentalPerDay, totalDays, deposit: dto.deposit });
        return bookRental(manager, {
          entry: 'manual_booking',
          actor,
          values: {
            customerId: customer.id,
            vehicleId: vehicle.id,
            vehicle: vehicle.name,
            color: vehicle.color,
            mileageLimit: vehicle.mileageLimit,
            startDate: dto.startDate,
            endDate: dto.endDate,
            pickupTime: dto.pickupTime,
            returnTime: dto.returnTime,
            totalDays,
            rentalPerDay: dto.rentalPerDay,
            deposit: dto.deposit,
            grandTotal: total,
          },
          details: () => ({
            customerId: customer.id,
            vehicleId: vehicle.id,
            vehicle: vehicle.name,
            startDate: dto.startDate,
            endDate: dto.endDate,
            pickupTime: dto.pickupTime,
            returnTime: dto.returnTime,
            totalDays,
            rentalPerDay: dto.rentalPerDay,
            deposit: dto.deposit,
            grandTotal: total,
            // Rentals have no notes column: the log keeps them.
            notes: dto.notes ?? null,
          }),
        });
      });
      return rental.id;
    });
    return { rental: await this.rentals.findOne(rentalId), message: BOOKING_CREATED_MESSAGE };
  }
}
