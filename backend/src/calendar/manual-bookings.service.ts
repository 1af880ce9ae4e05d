import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AvailabilityService } from '../bookings/availability.service';
import { grandTotal, rentalDays } from '../bookings/pricing';
import { inTransaction, lockVehicleForBooking } from '../common/database/transactions';
import { Customer } from '../customers/entities/customer.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { RentalsService } from '../rentals/rentals.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { CreateManualBookingDto } from './dto/manual-booking.dto';
import { BOOKING_CREATED_MESSAGE, ManualBookingView } from './dto/manual-booking.view';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found';
export const CUSTOMER_BLACKLISTED_MESSAGE = 'This customer is blacklisted';
export const VEHICLE_BOOKED_MESSAGE = 'This vehicle is already booked for those dates';

@Injectable()
export class ManualBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly rentals: RentalsService,
    private readonly staffLogs: StaffLogsService,
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
      if (!customer) throw new NotFoundException(CUSTOMER_NOT_FOUND_MESSAGE);
      if (customer.status !== 'active') throw new ConflictException(CUSTOMER_BLACKLISTED_MESSAGE);
      if (!(await lockVehicleForBooking(manager, dto.vehicleId))) throw new NotFoundException(VEHICLE_NOT_FOUND_MESSAGE);
      // Read under the lock: a deactivation or another booking that just committed is seen.
      const vehicle = await manager.findOneBy(Vehicle, { id: dto.vehicleId });
      if (!vehicle || !vehicle.isActive) throw new NotFoundException(VEHICLE_NOT_FOUND_MESSAGE);
      const conflicts = await this.availability.conflicts(manager, vehicle.id, dto.startDate, dto.endDate);
      if (conflicts.length > 0) throw new ConflictException(VEHICLE_BOOKED_MESSAGE);

      const totalDays = rentalDays(dto.startDate, dto.endDate);
      const total = grandTotal({ rentalPerDay: dto.rentalPerDay, totalDays, deposit: dto.deposit });
      const rental = await manager.save(
        manager.create(Rental, {
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
          status: 'awaiting_agreement',
        }),
      );
      await this.staffLogs.record(manager, actor, {
        action: 'manual_booking_created',
        targetType: 'rental',
        targetId: rental.id,
        details: {
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
        },
      });
      return rental.id;
    });
    return { rental: await this.rentals.findOne(rentalId), message: BOOKING_CREATED_MESSAGE };
  }
}
