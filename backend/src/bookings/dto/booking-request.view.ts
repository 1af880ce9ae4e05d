import { ApiProperty } from '@nestjs/swagger';
import { bookedVehicleName } from '../../vehicles/vehicle-display-name';
import { BookingRequest, BookingRequestStatus } from '../entities/booking-request.entity';
import { ServiceTaxPolicy } from '../../ledger/service-tax';
import { grandTotal, rentalDays } from '../pricing';

/** A booking request as its customer sees it, with the price estimate from the vehicle's current rates. */
export class BookingRequestView {
  @ApiProperty() id: number;
  @ApiProperty() vehicleId: number;
  @ApiProperty() vehicleName: string;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty() totalDays: number;
  @ApiProperty({ nullable: true, type: String, example: '560.00' }) estimatedTotal: string | null;
  @ApiProperty({ nullable: true, type: String }) customerMessage: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: BookingRequestStatus;
  @ApiProperty({ nullable: true, type: String }) staffReason: string | null;
  @ApiProperty() createdAt: Date;

  /** Expects `vehicle` to be loaded; a deleted vehicle leaves no estimate. The estimate adds SST when prices exclude it. */
  static of(request: BookingRequest, serviceTax: ServiceTaxPolicy | null = null): BookingRequestView {
    const totalDays = rentalDays(request.startDate, request.endDate);
    const vehicle = request.vehicle;
    return {
      id: request.id,
      vehicleId: request.vehicleId,
      vehicleName: request.vehicleName,
      vehicleDisplayName: bookedVehicleName(vehicle, request.vehicleName),
      startDate: request.startDate,
      endDate: request.endDate,
      totalDays,
      estimatedTotal: vehicle ? grandTotal({ rentalPerDay: vehicle.dailyRate, totalDays, deposit: vehicle.deposit }, serviceTax) : null,
      customerMessage: request.customerMessage,
      status: request.status,
      staffReason: request.staffReason,
      createdAt: request.createdAt,
    };
  }
}

export class BookingRequestPageView {
  @ApiProperty({ type: [BookingRequestView] }) items: BookingRequestView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
