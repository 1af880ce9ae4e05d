import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AvailabilityService } from '../bookings/availability.service';
import { flatBasis } from '../bookings/pricing';
import { fromSen, toSen } from '../common/money/money';
import { priceOnBasis } from '../pricing/pricing.service';
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
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { paymentPortalLink } from '../notifications/customer-links';
import { MailService } from '../notifications/mail.service';
import { Rental } from '../rentals/entities/rental.entity';
import { rentalVehicleName } from '../rentals/rental-vehicle-name';
import { PaymentDetailsService } from '../settings/payment-details.service';

export const VEHICLE_NOT_FOUND_MESSAGE = VEHICLE_ERRORS.VEHICLE_NOT_FOUND.message;

@Injectable()
export class ManualBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly rentals: RentalsService,
    private readonly mail: MailService,
    private readonly paymentDetails: PaymentDetailsService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * Staff book a car for a customer directly: the rental is created awaiting its agreement, at the
   * price staff enter, in ONE transaction that first locks the vehicle and then checks its dates,
   * exactly as approving a request does. Of parallel bookings of one car on overlapping dates
   * (manual or approvals) one succeeds and the others get 409. The customer is then e-mailed the
   * booking, in their language, with what it costs and how to pay.
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
        pickupTime: dto.pickupTime,
        returnTime: dto.returnTime,
        vehicleMissing: () => appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND),
        datesTaken: () => appError(CALENDAR_ERRORS.VEHICLE_ALREADY_BOOKED),
        roadworthy: { actor, purpose: 'manual_booking' as const, overrideReason: dto.complianceOverrideReason },
        // Read under the lock: a deactivation or another booking that just committed is seen.
        underLock: async () => {
          const vehicle = await manager.findOneBy(Vehicle, { id: dto.vehicleId });
          if (!vehicle || !vehicle.isActive) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
          return vehicle;
        },
      };
      const rental = await reserveVehicle(manager, reservation, (vehicle) => {
        // Staff name the rate on the phone call: every day at it, through the one price function.
        const basis = flatBasis({
          vehicleId: vehicle.id,
          category: vehicle.category,
          dailySen: toSen(dto.rentalPerDay),
          depositSen: toSen(dto.deposit),
          startDate: dto.startDate,
          endDate: dto.endDate,
        });
        const price = priceOnBasis(basis, null, manager);
        const totalDays = price.totalDays;
        const total = fromSen(price.totalSen);
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
          },
          priced: { basis, price },
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
    await this.confirmToCustomer(rentalId);
    return { rental: await this.rentals.findOne(rentalId), message: BOOKING_CREATED_MESSAGE };
  }

  /** The booking stands whether or not the e-mail leaves. */
  private async confirmToCustomer(rentalId: number): Promise<void> {
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOneOrFail({ where: { id: rentalId }, relations: { customer: true, vehicleRecord: true } });
    const customer = rental.customer;
    if (!customer) return;
    const params = { rentalId, vehicleName: rentalVehicleName(rental) };
    await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'bookingConfirmed.subject', params),
      template: 'booking-confirmed',
      context: {
        ...params,
        customerName: customer.fullName,
        startDate: rental.startDate,
        endDate: rental.endDate,
        pickupTime: rental.pickupTime,
        returnTime: rental.returnTime,
        totalDays: rental.totalDays,
        rentalPerDay: rental.rentalPerDay,
        deposit: rental.deposit,
        grandTotal: rental.grandTotal,
        paymentLink: paymentPortalLink(this.app.publicUrl),
        bank: await this.paymentDetails.bankDetails(),
      },
    });
  }
}
