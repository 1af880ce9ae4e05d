import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n/language';
import { RentalView } from '../../rentals/dto/rental.view';
import { bookedVehicleName } from '../../vehicles/vehicle-display-name';
import { BookingRequest, BookingRequestStatus } from '../entities/booking-request.entity';
import { fromSen } from '../../common/money/money';
import { QuoteView, quoteView } from '../../pricing/dto/quote.view';
import { priceRental, type DiscountChoice } from '../../pricing/rental-price';
import { rentalDays, requestBasis } from '../pricing';
import { IDENTITY_DOCUMENTS, missingIdentityDocuments, type IdentityDocument } from '../../customers/customer-documents';
import { ServiceTaxPolicy } from '../../ledger/service-tax';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../vehicles/vehicle-categories';

export class CustomerTierView {
  @ApiProperty({ example: 'Silver' }) tierName: string;
  @ApiProperty({ example: '5.00' }) discountPercentage: string;
}

/** The customer's tier and the discount it offers on this request, the default when approving. */
export interface LoyaltyOffer {
  customerTier: CustomerTierView;
  discount: DiscountChoice | null;
}

const NO_OFFER: LoyaltyOffer = { customerTier: { tierName: 'Bronze', discountPercentage: '0.00' }, discount: null };

/** A request as staff review it: who asked, how to reach them, for which car and dates. */
export class StaffBookingRequestView {
  @ApiProperty() id: number;
  @ApiProperty() customerId: number;
  @ApiProperty() customerName: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phoneNumber: string | null;
  @ApiProperty({ enum: LANGUAGES, description: 'The language the customer reads: staff write to them in it (WhatsApp)' })
  customerLanguage: Language;
  @ApiProperty() vehicleId: number;
  @ApiProperty() vehicleName: string;
  @ApiProperty() vehicleDisplayName: string;
  @ApiProperty({ enum: VEHICLE_CATEGORIES, enumName: 'VehicleCategory', nullable: true }) vehicleCategory: VehicleCategory | null;
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
  @ApiProperty() totalDays: number;
  @ApiProperty({ nullable: true, type: String }) customerMessage: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: BookingRequestStatus;
  @ApiProperty({ nullable: true, type: String }) staffReason: string | null;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty() emailSent: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty({
    type: [Number],
    description: 'Ids of other pending requests for the same car whose dates overlap this one (approving one refuses the others)',
  })
  overlapsWith: number[];
  @ApiProperty({ type: CustomerTierView }) customerTier: CustomerTierView;
  @ApiProperty({ example: '15.00', description: "The tier's discount on the priced days, RM; what approving with no discount gives" })
  suggestedDiscount: string;
  @ApiProperty({ nullable: true, type: String, example: '120.00', description: "The car's daily rate now, RM; null when the car is gone" })
  dailyRate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '200.00', description: "The car's deposit now, RM; null when the car is gone" })
  deposit: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '545.00',
    description:
      'What approving with the suggested discount books, RM: the quote the request was sent with, less the discount (+ SST when prices exclude it), from the same price function as the approval; null when an older request’s car is gone',
  })
  estimatedTotal: string | null;
  @ApiProperty({
    type: QuoteView,
    nullable: true,
    description: 'The lines of that price: days and their reasons, add-ons, delivery, discount, tax, deposit',
  })
  quote: QuoteView | null;
  @ApiProperty({
    enum: IDENTITY_DOCUMENTS,
    enumName: 'IdentityDocument',
    isArray: true,
    description: 'Identity documents the customer has no file for (empty when both are on file, or the customer is gone)',
  })
  missingDocuments: IdentityDocument[];

  /** Expects `customer` and `vehicle` to be loaded when they exist. */
  static of(
    request: BookingRequest,
    overlapsWith: number[] = [],
    offer: LoyaltyOffer = NO_OFFER,
    serviceTax: ServiceTaxPolicy | null = null,
  ): StaffBookingRequestView {
    const totalDays = rentalDays(request.startDate, request.endDate);
    const vehicle = request.vehicle;
    const basis = requestBasis(request);
    const price = basis && priceRental({ ...basis, discount: offer.discount, serviceTax });
    return {
      id: request.id,
      customerId: request.customerId,
      customerName: request.customer?.fullName ?? 'Unknown',
      email: request.customer?.email ?? null,
      phoneNumber: request.customer?.phone ?? null,
      customerLanguage: request.customer?.language ?? DEFAULT_LANGUAGE,
      vehicleId: request.vehicleId,
      vehicleName: request.vehicleName,
      vehicleDisplayName: bookedVehicleName(request.vehicle, request.vehicleName),
      vehicleCategory: request.vehicle?.category ?? null,
      startDate: request.startDate,
      endDate: request.endDate,
      totalDays,
      customerMessage: request.customerMessage,
      status: request.status,
      staffReason: request.staffReason,
      rentalId: request.rentalId,
      emailSent: request.emailSent,
      createdAt: request.createdAt,
      overlapsWith,
      customerTier: offer.customerTier,
      suggestedDiscount: fromSen(price?.discountSen ?? 0),
      dailyRate: vehicle?.dailyRate ?? null,
      deposit: vehicle?.deposit ?? null,
      estimatedTotal: price && fromSen(price.totalSen),
      quote: price && quoteView(request.vehicleId, request.startDate, request.endDate, price),
      missingDocuments: request.customer ? missingIdentityDocuments(request.customer) : [],
    };
  }
}

export class StaffBookingRequestPageView {
  @ApiProperty({ type: [StaffBookingRequestView] }) items: StaffBookingRequestView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class ApprovalView {
  @ApiProperty({ type: StaffBookingRequestView }) bookingRequest: StaffBookingRequestView;
  @ApiProperty({ type: RentalView }) rental: RentalView;
}
