import { DataSource } from 'typeorm';
import { BookingRequest, BookingRequestStatus } from '../../src/bookings/entities/booking-request.entity';
import { Customer } from '../../src/customers/entities/customer.entity';
import { Rental, RentalStatus } from '../../src/rentals/entities/rental.entity';
import { Vehicle } from '../../src/vehicles/entities/vehicle.entity';
import { toSen } from '../../src/common/money/money';
import { postEntries } from '../../src/ledger/rental-account';

/**
 * A rental as the booking left it. Its account owes the grand total (one charge, none for a
 * RM 0.00 rental), so a test's grandTotal is what the customer has to pay.
 */
export async function makeRental(
  dataSource: DataSource,
  customer: Customer,
  vehicle: Vehicle,
  range: { startDate: string; endDate: string; status?: RentalStatus },
  overrides: Partial<Rental> = {},
): Promise<Rental> {
  const rental = await dataSource.getRepository(Rental).save({
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
  const owedSen = toSen(rental.grandTotal);
  if (owedSen > 0) {
    const owed = { kind: 'charge' as const, category: 'rental_days' as const, amountSen: owedSen, sourceKey: `rental:${rental.id}:days` };
    await dataSource.transaction((manager) => postEntries(manager, rental.id, [owed], null));
  }
  return rental;
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
