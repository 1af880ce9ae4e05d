import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { serviceTaxOf } from '../ledger/rental-account';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { Customer } from '../customers/entities/customer.entity';
import { t } from '../i18n/messages';
import { MailBudget } from '../notifications/mail-budget';
import { MailService } from '../notifications/mail.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { assertMeetsMinimum, priceOnBasis, PricingService } from '../pricing/pricing.service';
import { addOnShortage, addOnSoldOut } from './add-on-schedule';
import { bookedDaysOf, bookedExtraLabel, bookedExtrasOf } from '../pricing/booked-extras';
import type { PriceBasis } from '../pricing/rental-price';
import { fromSen } from '../common/money/money';
import { AvailabilityService } from './availability.service';
import { BookingRequestView } from './dto/booking-request.view';
import { CreateBookingRequestDto } from './dto/create-booking-request.dto';
import { BookingRequest } from './entities/booking-request.entity';
import { lockCustomerForBookingRequest } from './vehicle-schedule';
import { BOOKING_ERRORS } from './bookings.errors';
import { CUSTOMER_ERRORS } from '../customers/customers.errors';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { appError, errorText } from '../common/errors/app-error';

export const DATES_TAKEN_MESSAGE = BOOKING_ERRORS.DATES_TAKEN.message;
/** Enough for a customer comparing cars; more would let one account flood the staff queue. */
export const MAX_PENDING_REQUESTS = 5;
export const TOO_MANY_PENDING_MESSAGE = errorText(BOOKING_ERRORS.TOO_MANY_PENDING_REQUESTS, { count: MAX_PENDING_REQUESTS });

@Injectable()
export class BookingRequestsService {
  private readonly logger = new Logger(BookingRequestsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BookingRequest) private readonly requests: Repository<BookingRequest>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly availability: AvailabilityService,
    private readonly mail: MailService,
    private readonly mailBudget: MailBudget,
    private readonly pricing: PricingService,
  ) {}

  /**
   * A customer's request for dates that are still free. Pending requests do not hold the car
   * (staff approval does, under a lock), so a plain check is enough for the dates. The cap on
   * pending requests is counted and the request added in ONE transaction that first locks the
   * customer's row, so parallel requests cannot all see room for one more. The confirmation
   * e-mail is sent after the request is saved; if mail fails, the request stays.
   */
  async create(user: AuthUser, dto: CreateBookingRequestDto, client: string): Promise<BookingRequestView> {
    this.availability.assertBookableRange(dto.startDate, dto.endDate);
    const { saved, vehicle } = await inTransaction(this.dataSource, async (manager) => {
      if (!(await lockCustomerForBookingRequest(manager, user.id))) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
      const pending = await manager.countBy(BookingRequest, { customerId: user.id, status: 'pending' });
      if (pending >= MAX_PENDING_REQUESTS) throw appError(BOOKING_ERRORS.TOO_MANY_PENDING_REQUESTS, { count: MAX_PENDING_REQUESTS });
      const vehicle = await manager.findOneBy(Vehicle, { id: dto.vehicleId, isActive: true });
      if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
      const conflicts = await this.availability.conflicts(manager, vehicle.id, dto.startDate, dto.endDate);
      if (conflicts.length > 0) throw appError(BOOKING_ERRORS.DATES_TAKEN);
      // The quote the customer saw, kept with the request: approval books at it whatever the plans become.
      const basis = await this.pricing.basisFor(
        vehicle,
        { startDate: dto.startDate, endDate: dto.endDate, addOns: dto.addOns ?? [], deliveryZoneId: dto.deliveryZoneId ?? null },
        manager,
      );
      assertMeetsMinimum(priceOnBasis(basis, null, manager));
      // An early answer: the units are held, under their locks, when staff approve.
      const shortage = await addOnShortage(manager, { startDate: dto.startDate, endDate: dto.endDate, choices: basis.addOns });
      if (shortage) throw addOnSoldOut(shortage);
      const request = manager.create(BookingRequest, {
        priceBasis: basis,
        customerId: user.id,
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        startDate: dto.startDate,
        endDate: dto.endDate,
        customerMessage: dto.customerMessage ?? null,
      });
      return { saved: await manager.save(request), vehicle };
    });
    saved.vehicle = vehicle;
    const view = BookingRequestView.of(saved, serviceTaxOf(this.dataSource.manager));
    // The request stands either way; past the client's hourly e-mail budget it is simply not e-mailed.
    if ((await this.withinMailBudget(client)) && (await this.sendConfirmation(user.id, view, vehicle, saved.priceBasis))) {
      await this.requests.update(saved.id, { emailSent: true });
    }
    return view;
  }

  async listMine(customerId: number, query: PaginationQueryDto): Promise<Page<BookingRequestView>> {
    const [rows, total] = await this.requests.findAndCount({
      where: { customerId },
      relations: { vehicle: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return {
      items: rows.map((row) => BookingRequestView.of(row, serviceTaxOf(this.dataSource.manager))),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * The request is already saved, so an outage of the shared counters (Redis) must not answer it
   * with an error (the customer would send it again). Its confirmation then goes out unmetered:
   * a customer's pending requests are capped anyway.
   */
  private async withinMailBudget(client: string): Promise<boolean> {
    try {
      return await this.mailBudget.take(client);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      this.logger.warn('The e-mail budget cannot be checked; confirming the booking request anyway');
      return true;
    }
  }

  private async sendConfirmation(
    customerId: number,
    request: BookingRequestView,
    vehicle: Vehicle,
    priceBasis: PriceBasis | null,
  ): Promise<boolean> {
    const customer = await this.customers.findOneByOrFail({ id: customerId });
    return this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'bookingReceived.subject', { requestId: request.id, vehicleName: request.vehicleDisplayName }),
      template: 'booking-request-received',
      context: {
        customerName: customer.fullName,
        requestId: request.id,
        vehicleName: request.vehicleDisplayName,
        startDate: request.startDate,
        endDate: request.endDate,
        totalDays: request.totalDays,
        dailyRate: vehicle.dailyRate,
        // The days as the request was priced, each with its reason (weekend, season, weekly rate).
        days: bookedDaysOf(priceBasis, customer.language).map((line) => ({ label: line.label, amount: fromSen(line.amountSen) })),
        deposit: vehicle.deposit,
        estimatedTotal: request.estimatedTotal,
        // The add-ons and delivery the request was priced with, worded in the customer's language.
        extras: bookedExtrasOf(priceBasis).map((extra) => ({
          label: bookedExtraLabel(extra, customer.language),
          amount: fromSen(extra.amountSen),
        })),
        customerMessage: request.customerMessage,
      },
    });
  }
}
