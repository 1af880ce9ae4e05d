import { ApiProperty } from '@nestjs/swagger';
import { Rental } from '../entities/rental.entity';
import { RENTAL_STATUSES, RentalStatus } from '../rental-lifecycle';
import { rentalVehicleName } from '../rental-vehicle-name';
import { overdueSince } from '../rental-due';

/** A rental as staff lists it, with the customer's name so the list needs no second lookup. */
export class RentalView {
  @ApiProperty() id: number;
  @ApiProperty() customerId: number;
  @ApiProperty({ description: "'Unknown' when the customer record is missing" }) customerName: string;
  @ApiProperty({ nullable: true, type: Number }) vehicleId: number | null;
  @ApiProperty({ description: 'The vehicle name kept on the rental when it was booked' }) vehicle: string;
  @ApiProperty({ example: 'Perodua Myvi - WXY', description: "The car's display name (make model - plate), the name every screen shows" })
  vehicleDisplayName: string;
  @ApiProperty({ nullable: true, type: String }) color: string | null;
  @ApiProperty() mileageLimit: number;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty({ example: '09:00' }) pickupTime: string;
  @ApiProperty({ example: '18:00' }) returnTime: string;
  @ApiProperty() totalDays: number;
  @ApiProperty({ example: '120.00' }) rentalPerDay: string;
  @ApiProperty({ example: '200.00' }) deposit: string;
  @ApiProperty({ example: '0.00' }) discount: string;
  @ApiProperty({ example: '560.00' }) grandTotal: string;
  @ApiProperty({ example: '0.00', description: 'The SST within grandTotal added on top of the prices ("0.00" when prices include it)' })
  serviceTaxAdded: string;
  @ApiProperty({ enum: RENTAL_STATUSES }) status: RentalStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'The car is still out past its return date and time (Kuala Lumpur); an approved extension moves them' })
  overdue: boolean;
  @ApiProperty({ nullable: true, type: Date, description: 'When the car was due back, while it is overdue; null otherwise' })
  overdueSince: Date | null;

  /** Expects `customer` and `vehicleRecord` to be loaded when available. */
  static of(rental: Rental, now = new Date()): RentalView {
    return {
      ...rentalTerms(rental, now),
      customerId: rental.customerId,
      customerName: rental.customer?.fullName ?? 'Unknown',
      vehicleId: rental.vehicleId,
      mileageLimit: rental.mileageLimit,
    };
  }
}

/** What every view of a rental shows, staff's or the customer's: the car, the dates, the price and the status. */
export function rentalTerms(rental: Rental, now = new Date()) {
  const since = overdueSince(rental, now);
  return {
    id: rental.id,
    vehicle: rental.vehicle,
    vehicleDisplayName: rentalVehicleName(rental),
    color: rental.color,
    startDate: rental.startDate,
    endDate: rental.endDate,
    pickupTime: rental.pickupTime,
    returnTime: rental.returnTime,
    totalDays: rental.totalDays,
    rentalPerDay: rental.rentalPerDay,
    deposit: rental.deposit,
    discount: rental.discount,
    grandTotal: rental.grandTotal,
    serviceTaxAdded: rental.serviceTaxAdded,
    status: rental.status,
    createdAt: rental.createdAt,
    overdue: since !== null,
    overdueSince: since,
  };
}

export class RentalPageView {
  @ApiProperty({ type: [RentalView] }) items: RentalView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
