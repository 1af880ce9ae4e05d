import { DataSource } from 'typeorm';
import { BookingRequest, BookingRequestStatus } from '../../src/bookings/entities/booking-request.entity';
import { Customer } from '../../src/customers/entities/customer.entity';
import { Rental, RentalStatus } from '../../src/rentals/entities/rental.entity';
import { Vehicle } from '../../src/vehicles/entities/vehicle.entity';

export function makeRental(
  dataSource: DataSource,
  customer: Customer,
  vehicle: Vehicle,
  range: { startDate: string; endDate: string; status?: RentalStatus },
  overrides: Partial<Rental> = {},
): Promise<Rental> {
  return dataSource.getRepository(Rental).save({
    customerId: customer.id,
    vehicleId: vehicle.id,
    vehicle: vehicle.name,
    startDate: range.startDate,
    endDate: range.endDate,
    status: range.status ?? 'active',
    totalDays: 1,
    rentalPerDay: vehicle.dailyRate,
    deposit: vehicle.deposit,
    grandTotal: '0.00',
    ...overrides,
  });
}

export function makeBookingRequest(
  dataSource: DataSource,
  customer: Customer,
  vehicle: Vehicle,
  range: { startDate: string; endDate: string; status?: BookingRequestStatus },
): Promise<BookingRequest> {
  return dataSource.getRepository(BookingRequest).save({
    customerId: customer.id,
    vehicleId: vehicle.id,
    vehicleName: vehicle.name,
    startDate: range.startDate,
    endDate: range.endDate,
    status: range.status ?? 'pending',
  });
}
