import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { toSen } from '../common/money/money';
import { Page, skipFor } from '../common/pagination/pagination';
import { Customer } from '../customers/entities/customer.entity';
import { t } from '../i18n/messages';
import { LoyaltyTier } from '../loyalty/entities/loyalty-tier.entity';
import { tierDiscountChoice, tierFor } from '../loyalty/loyalty-rules';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { MailService } from '../notifications/mail.service';
import { RentalView } from '../rentals/dto/rental.view';
import { Rental } from '../rentals/entities/rental.entity';
import { bookRental } from '../rentals/rental-lifecycle';
import { serviceTaxOf } from '../ledger/rental-account';
import { carryRequestPayments } from '../ledger/rental-payments';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { ApproveBookingRequestDto } from './dto/approve-booking-request.dto';
import { ApprovalView, LoyaltyOffer, StaffBookingRequestView } from './dto/staff-booking-request.view';
import { StaffBookingRequestQueryDto } from './dto/staff-booking-request-query.dto';
import { BookingRequest } from './entities/booking-request.entity';
import { priceOnBasis } from '../pricing/pricing.service';
import type { DiscountChoice, PriceBasis } from '../pricing/rental-price';
import { holdAddOns } from './add-on-schedule';
import { requestBasis } from './pricing';
import { reserveVehicle } from './vehicle-schedule';
import { BOOKING_ERRORS } from './bookings.errors';
import { appError } from '../common/errors/app-error';

@Injectable()
export class StaffBookingRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly mail: MailService,
    private readonly loyalty: LoyaltyService,
  ) {}

  /**
   * Pending requests first (the work to do), then by the chosen order: the newest requests, or the
   * soonest pickup (the car that must be ready first). Customer and car joined in one query.
   */
  async list(query: StaffBookingRequestQueryDto): Promise<Page<StaffBookingRequestView>> {
    const builder = this.dataSource
      .getRepository(BookingRequest)
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.customer', 'customer')
      .leftJoinAndSelect('request.vehicle', 'vehicle')
      .addSelect("CASE WHEN request.status = 'pending' THEN 0 ELSE 1 END", 'pending_rank')
      .orderBy('pending_rank', 'ASC');
    if (query.sort === 'pickup') builder.addOrderBy('request.startDate', 'ASC').addOrderBy('request.id', 'ASC');
    else builder.addOrderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC');
    builder.offset(skipFor(query)).limit(query.limit);
    if (query.status !== 'all') builder.where('request.status = :status', { status: query.status });
    const [rows, total, tiers] = await Promise.all([builder.getMany(), builder.getCount(), this.loyalty.tiers()]);
    const overlaps = await this.pendingOverlaps(rows.filter((row) => row.status === 'pending').map((row) => row.id));
    return {
      items: rows.map((row) =>
        StaffBookingRequestView.of(row, overlaps.get(row.id), offerFor(row, tiers), serviceTaxOf(this.dataSource.manager)),
      ),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * For each given pending request, the other pending requests for the same car whose dates
   * overlap it (the rule approve() enforces), so staff see before approving that the others will
   * then be refused. One self-join for the whole page, not a query per request.
   */
  private async pendingOverlaps(ids: number[]): Promise<Map<number, number[]>> {
    const overlaps = new Map<number, number[]>();
    if (ids.length === 0) return overlaps;
    const pairs = await this.dataSource
      .getRepository(BookingRequest)
      .createQueryBuilder('request')
      .innerJoin(
        BookingRequest,
        'other',
        "other.vehicleId = request.vehicleId AND other.id <> request.id AND other.status = 'pending' AND other.startDate <= request.endDate AND other.endDate >= request.startDate",
      )
      .select('request.id', 'requestId')
      .addSelect('other.id', 'otherId')
      .where('request.id IN (:...ids)', { ids })
      .orderBy('other.id', 'ASC')
      .getRawMany<{ requestId: number | string; otherId: number | string }>();
    for (const { requestId, otherId } of pairs) {
      const list = overlaps.get(Number(requestId)) ?? [];
      list.push(Number(otherId));
      overlaps.set(Number(requestId), list);
    }
    return overlaps;
  }

  /**
   * Approving creates the rental, priced from the quote the request kept, and marks the request
   * approved in ONE transaction that first locks the vehicle, then re-checks the dates (and the
   * add-ons' stock): of two overlapping approvals for one car, however close together, one
   * succeeds and the other gets 409. The rental gets the discount staff chose, else the
   * customer's tier discount, and keeps it.
   */
  async approve(id: number, actor: AuthUser, dto: ApproveBookingRequestDto = {}): Promise<ApprovalView> {
    const { requestId, rentalId } = await inTransaction(this.dataSource, async (manager) => {
      const pending = await this.findPending(manager, id);
      const reservation = {
        vehicleId: pending.vehicleId,
        startDate: pending.startDate,
        endDate: pending.endDate,
        vehicleMissing: () => appError(BOOKING_ERRORS.VEHICLE_NO_LONGER_EXISTS),
        datesTaken: () => appError(BOOKING_ERRORS.DATES_TAKEN),
        roadworthy: { actor, purpose: 'approval' as const, overrideReason: dto.complianceOverrideReason },
        // Read again under the lock: another approval of this same request may have just finished.
        underLock: async () => ({
          request: await this.findPending(manager, id),
          vehicle: await manager.findOneByOrFail(Vehicle, { id: pending.vehicleId }),
        }),
      };
      return reserveVehicle(manager, reservation, async ({ request, vehicle }) => {
        // The quote the customer asked on (an older request: the car's daily rate now), with the discount staff give.
        const basis = requestBasis({ ...request, vehicle }) as PriceBasis;
        const discount = await this.approvalDiscount(manager, request.customerId, basis, dto.discount);
        const price = priceOnBasis(basis, discount, manager);
        const rental = await bookRental(manager, {
          entry: 'approve_request',
          actor,
          values: {
            customerId: request.customerId,
            vehicleId: vehicle.id,
            vehicle: vehicle.name,
            color: vehicle.color,
            mileageLimit: vehicle.mileageLimit,
            startDate: request.startDate,
            endDate: request.endDate,
          },
          priced: { basis, price },
          logTarget: { type: 'booking_request', id: request.id },
          details: (created) => ({
            rentalId: created.id,
            vehicle: vehicle.name,
            startDate: request.startDate,
            endDate: request.endDate,
            discount: created.discount,
          }),
        });
        // The child seats and the like it comes with are held over its days, one booking at a time.
        await holdAddOns(manager, rental.id, { startDate: request.startDate, endDate: request.endDate, choices: basis.addOns });
        await this.decide(manager, request.id, { status: 'approved', staffId: actor.id, rentalId: rental.id });
        // Money paid before approval ("bayar deposit dulu") now belongs to the rental.
        await carryRequestPayments(manager, request.id, rental.id, actor.username);
        return { requestId: request.id, rentalId: rental.id };
      });
    });

    const approved = await this.loadRequest(requestId);
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOneOrFail({ where: { id: rentalId }, relations: { customer: true, vehicleRecord: true } });
    await this.notify(approved, true);
    return {
      bookingRequest: StaffBookingRequestView.of(
        approved,
        [],
        offerFor(approved, await this.loyalty.tiers()),
        serviceTaxOf(this.dataSource.manager),
      ),
      rental: RentalView.of(rental),
    };
  }

  /** The discount staff chose (0 up to the priced days), else the customer's tier discount now. */
  private async approvalDiscount(
    manager: EntityManager,
    customerId: number,
    basis: PriceBasis,
    chosen: string | undefined,
  ): Promise<DiscountChoice | null> {
    if (chosen !== undefined) {
      if (toSen(chosen) > priceOnBasis(basis, null, manager).daysSen) throw appError(BOOKING_ERRORS.DISCOUNT_ABOVE_SUBTOTAL);
      return { kind: 'chosen', amountSen: toSen(chosen) };
    }
    const customer = await manager.findOne(Customer, { select: { id: true, loyaltyPoints: true }, where: { id: customerId } });
    return tierDiscountChoice(tierFor(customer?.loyaltyPoints ?? 0, await this.loyalty.tiers(manager)));
  }

  async reject(id: number, actor: AuthUser, reason: string | undefined): Promise<StaffBookingRequestView> {
    await inTransaction(this.dataSource, async (manager) => {
      const request = await this.findPending(manager, id);
      await this.decide(manager, request.id, { status: 'rejected', staffId: actor.id, staffReason: reason ?? null });
      await this.staffLogs.record(manager, actor, {
        action: 'booking_request_rejected',
        targetType: 'booking_request',
        targetId: request.id,
        details: { reason: reason ?? null },
      });
    });
    const rejected = await this.loadRequest(id);
    await this.notify(rejected, false);
    return StaffBookingRequestView.of(rejected, [], offerFor(rejected, await this.loyalty.tiers()), serviceTaxOf(this.dataSource.manager));
  }

  /**
   * The one decision a request gets: a conditional UPDATE from pending, whose affected-row count
   * picks exactly one winner among any mix of parallel approvals and rejections (on SQLite too,
   * where nothing else is locked). The loser's transaction rolls back, rental included, and it
   * sends no e-mail.
   */
  private async decide(manager: EntityManager, id: number, decision: Partial<BookingRequest>): Promise<void> {
    const result = await manager.update(BookingRequest, { id, status: 'pending' }, decision);
    if (result.affected) return;
    const current = await manager.findOneBy(BookingRequest, { id });
    throw appError(BOOKING_ERRORS.REQUEST_ALREADY_DECIDED, { status: current?.status ?? 'decided' });
  }

  private async findPending(manager: EntityManager, id: number): Promise<BookingRequest> {
    const request = await manager.findOneBy(BookingRequest, { id });
    if (!request) throw appError(BOOKING_ERRORS.BOOKING_REQUEST_NOT_FOUND);
    if (request.status !== 'pending') throw appError(BOOKING_ERRORS.REQUEST_ALREADY_DECIDED, { status: request.status });
    return request;
  }

  private loadRequest(id: number): Promise<BookingRequest> {
    return this.dataSource.getRepository(BookingRequest).findOneOrFail({ where: { id }, relations: { customer: true, vehicle: true } });
  }

  /** Tells the customer the decision, in their language; the decision stands whether or not the e-mail leaves. */
  private async notify(request: BookingRequest, approved: boolean): Promise<void> {
    if (!request.customer) return;
    const view = StaffBookingRequestView.of(request);
    const { language } = request.customer;
    const sent = await this.mail.send({
      to: request.customer.email,
      language,
      subject: t(language, approved ? 'bookingDecision.subjectApproved' : 'bookingDecision.subjectDeclined', {
        requestId: request.id,
        vehicleName: view.vehicleDisplayName,
      }),
      template: 'booking-request-decision',
      context: {
        approved,
        customerName: request.customer.fullName,
        requestId: request.id,
        vehicleName: view.vehicleDisplayName,
        startDate: request.startDate,
        endDate: request.endDate,
        totalDays: view.totalDays,
        reason: request.staffReason,
      },
    });
    if (sent) await this.dataSource.getRepository(BookingRequest).update(request.id, { emailSent: true });
  }
}

/** The customer's tier and the discount it gives on the request's priced days. */
function offerFor(request: BookingRequest, tiers: LoyaltyTier[]): LoyaltyOffer {
  const tier = tierFor(request.customer?.loyaltyPoints ?? 0, tiers);
  return { customerTier: { tierName: tier.tierName, discountPercentage: tier.discountPercentage }, discount: tierDiscountChoice(tier) };
}
