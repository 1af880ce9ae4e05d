import { DataSource } from 'typeorm';
import { BookingRequest, BookingRequestStatus } from '../../src/bookings/entities/booking-request.entity';
import { Customer } from '../../src/customers/entities/customer.entity';
import { Rental, RentalStatus } from '../../src/rentals/entities/rental.entity';
import { Vehicle } from '../../src/vehicles/entities/vehicle.entity';
import { toSen } from '../../src/common/money/money';
import { bookingEntries, NewEntry, postEntries } from '../../src/ledger/rental-account';
import { flatBasis } from '../../src/bookings/pricing';
import { addDays } from '../../src/common/dates/date-math';
import { priceRental } from '../../src/pricing/rental-price';

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

/**
 * What booking this rental at one daily rate posts (its days at its rate, its discount, its
 * deposit), through the same price function and account lines a booking uses.
 */
export function flatBookingEntries(rental: Rental): NewEntry[] {
  const basis = flatBasis({
    vehicleId: rental.vehicleId ?? 0,
    category: 'sedan',
    dailySen: toSen(rental.rentalPerDay),
    depositSen: toSen(rental.deposit),
    startDate: rental.startDate,
    endDate: addDays(rental.startDate, rental.totalDays),
  });
  const discountSen = toSen(rental.discount ?? '0.00');
  const discount = discountSen > 0 ? { kind: 'chosen' as const, amountSen: discountSen } : null;
  return bookingEntries(rental.id, priceRental({ ...basis, discount, serviceTax: null }));
}
