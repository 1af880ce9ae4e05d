import { ApiProperty } from '@nestjs/swagger';
import { bookedVehicleName } from '../../vehicles/vehicle-display-name';
import { BookingRequest, BookingRequestStatus } from '../entities/booking-request.entity';
import { ServiceTaxPolicy } from '../../ledger/service-tax';
import { fromSen } from '../../common/money/money';
import { priceRental } from '../../pricing/rental-price';
import { QuoteView, quoteView } from '../../pricing/dto/quote.view';
import { rentalDays, requestBasis } from '../pricing';

/** A booking request as its customer sees it, with the quote it was sent with. */
export class BookingRequestView {
  @ApiProperty() id: number;
  @ApiProperty() vehicleId: number;
  @ApiProperty() vehicleName: string;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty() totalDays: number;
  @ApiProperty({ nullable: true, type: String, example: '560.00', description: "The quote's total; null when the car is gone" })
  estimatedTotal: string | null;
  @ApiProperty({
    type: QuoteView,
    nullable: true,
    description: 'Every line of the price the request was sent with (older requests: the car’s daily rate now); null when the car is gone',
  })
  quote: QuoteView | null;
  @ApiProperty({ nullable: true, type: String }) customerMessage: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: BookingRequestStatus;
  @ApiProperty({ nullable: true, type: String }) staffReason: string | null;
  @ApiProperty() createdAt: Date;

  /** Expects `vehicle` to be loaded; an older request whose car is gone has no quote. The quote adds SST when prices exclude it. */
  static of(request: BookingRequest, serviceTax: ServiceTaxPolicy | null = null): BookingRequestView {
    const totalDays = rentalDays(request.startDate, request.endDate);
    const vehicle = request.vehicle;
    const basis = requestBasis(request);
    const price = basis && priceRental({ ...basis, discount: null, serviceTax });
    return {
      id: request.id,
      vehicleId: request.vehicleId,
      vehicleName: request.vehicleName,
      vehicleDisplayName: bookedVehicleName(vehicle, request.vehicleName),
      startDate: request.startDate,
      endDate: request.endDate,
      totalDays,
      estimatedTotal: price && fromSen(price.totalSen),
      quote: price && quoteView(request.vehicleId, request.startDate, request.endDate, price),
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
