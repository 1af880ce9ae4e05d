import { recordOdometer } from '../fleet/odometer';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, In, MoreThanOrEqual } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { startOfKualaLumpurDay, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, daysBetween } from '../common/dates/date-math';
import { inTransaction } from '../common/database/transactions';
import { Page, skipFor } from '../common/pagination/pagination';
import { findPage } from '../common/pagination/find-page';
import { prepareJson, PreparedJson } from '../common/http/prepared-json';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, LIST_PAGES } from '../common/read-cache/fresh-read-cache';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { StaffLogDetails, StaffLogsService } from '../staff-logs/staff-logs.service';
import { ReturnRentalDto } from './dto/return-rental.dto';
import { RentalDeletedView, ReturnQuoteView, StaffRentalView } from './dto/staff-rental.view';
import { RentalFilterDto, RentalTimeFilter, StaffRentalQueryDto } from './dto/staff-rental-query.dto';
import { Rental } from './entities/rental.entity';
import { quoteExtraMileage } from './mileage';
import { ON_THE_ROAD, RentalStatus, startsFrom, transitionRental } from './rental-lifecycle';
import { overdueWhere } from './rental-due';
import { RENTAL_VEHICLE_NAME_JOIN } from './rental-vehicle-name';
import { RENTAL_ERRORS } from './rentals.errors';
import { appError } from '../common/errors/app-error';
import { ErrorDefinition } from '../common/errors/app-error';
import { accountSummary, accountTotals, postEntries } from '../ledger/rental-account';
import { EMPTY_TOTALS, handoverShortfall } from '../ledger/rental-ledger';
import { CancellationOutcome, postCancellation } from '../ledger/rental-cancellation';
import { appConfig, businessConfig } from '../config/configuration';
import { fromSen, toSen } from '../common/money/money';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { paymentPortalLink } from '../notifications/customer-links';
import { loadRentalVehicleName } from './rental-vehicle-name';
import { returnInspectionStates } from '../returns/return-inspection-states';
import { RentalReturn } from '../returns/entities/rental-return.entity';

export const RENTAL_NOT_FOUND_MESSAGE = RENTAL_ERRORS.RENTAL_NOT_FOUND.message;

/** A printed list longer than this is a report, not a list: the PDF says how many were left out. */
export const MAX_PRINTED_RENTALS = 2000;

const FILTER_DAYS: Record<Exclude<RentalTimeFilter, 'ALL'>, number> = { '3days': 3, '7days': 7, '30days': 30 };

/**
 * The instant the filter's window opens: midnight in Kuala Lumpur at the start of the oldest of
 * the last N calendar days, today included ("3days" on the 22nd = from the 20th, 00:00 MYT).
 */
export function createdSince(filter: RentalTimeFilter, today = todayInKualaLumpur()): Date | null {
  if (filter === 'ALL') return null;
  return startOfKualaLumpurDay(addDays(today, 1 - FILTER_DAYS[filter]));
}

@Injectable()
export class RentalsService {
  private readonly pages: FreshReadCache;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly loyalty: LoyaltyService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly mail: MailService,
    writes: DataWrites,
  ) {
    this.pages = new FreshReadCache(writes, LIST_PAGES);
  }

  /**
   * A page of the Rentals tab as JSON, kept until the next write for at most a few seconds: every
   * staff phone opens the same first page. The day filters move at midnight, 5 s late at most.
   */
  listForStaffAsJson(query: StaffRentalQueryDto): Promise<PreparedJson> {
    const key = `rentals:${query.filter}:${query.status ?? ''}:${query.overdue ? 'overdue' : ''}:${query.page}:${query.limit}`;
    return this.pages.read(key, async () => prepareJson(await this.listForStaff(query)));
  }

  /** Newest first, one page at a time, with the customer's name joined in one query. */
  async listForStaff(query: StaffRentalQueryDto): Promise<Page<StaffRentalView>> {
    const [rows, total] = await findPage(this.dataSource.getRepository(Rental), {
      where: filterWhere(query),
      joined: { customer: ['fullName'], ...RENTAL_VEHICLE_NAME_JOIN },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: await this.withPayments(rows), total, page: query.page, limit: query.limit };
  }

  /**
   * The filtered list as the 'Download PDF' prints it, newest first, at most MAX_PRINTED_RENTALS
   * rows (with the total, so the PDF can say when it was cut).
   */
  async listForPrint(filter: RentalFilterDto): Promise<{ rows: StaffRentalView[]; total: number }> {
    const [rows, total] = await this.dataSource.getRepository(Rental).findAndCount({
      where: filterWhere(filter),
      relations: { customer: true, vehicleRecord: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_PRINTED_RENTALS,
    });
    return { rows: await this.withPayments(rows), total };
  }

  async findOne(id: number): Promise<StaffRentalView> {
    const [view] = await this.withPayments([await this.load(this.dataSource.manager, id)]);
    return view;
  }

  /**
   * Cancels a rental that is not finished, in ONE conditional UPDATE (the lifecycle's cancel): of
   * many parallel cancels exactly one changes the row, the others get 409 and write no log. The
   * same UPDATE bumps the agreement link version, so every WhatsApp link already sent stops working.
   * In the same transaction the booking comes off the account and the cancellation fee, when the
   * pickup is too close, is charged (postCancellation); the customer is then e-mailed the fee and
   * what they are owed back. Recording the refund itself is left to staff.
   */
  async cancel(id: number, actor: AuthUser, reason: string): Promise<StaffRentalView> {
    const cancelled = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.load(manager, id);
      if (!startsFrom('cancel', rental.status)) throw appError(alreadyFinished(rental.status));
      const daysBeforePickup = daysBetween(todayInKualaLumpur(), rental.startDate);
      // Posted once the UPDATE has won (the log's details run after it), so a refused cancel posts nothing.
      const posted: { outcome?: CancellationOutcome } = {};
      await transitionRental(manager, {
        id,
        action: 'cancel',
        actor,
        set: { cancellationReason: reason, agreementLinkVersion: () => 'agreementLinkVersion + 1' },
        refused: (current) => (current ? appError(alreadyFinished(current.status)) : appError(RENTAL_ERRORS.RENTAL_NOT_FOUND)),
        details: async () => {
          const outcome = await postCancellation(manager, id, {
            daysBeforePickup,
            policy: { freeDays: this.business.cancellationFreeDays, feePercent: this.business.cancellationFeePercent },
            reason,
            recordedBy: actor.username,
          });
          posted.outcome = outcome;
          return {
            previousStatus: rental.status,
            reason,
            daysBeforePickup,
            cancellationFee: fromSen(outcome.feeSen),
            refundDue: fromSen(outcome.refundDueSen),
          };
        },
      });
      return { rental, outcome: posted.outcome as CancellationOutcome };
    });
    await this.notifyCancelled(cancelled.rental, reason, cancelled.outcome);
    return this.findOne(id);
  }

  /** Deletes the rental and takes back the loyalty it earned; booking requests that created it stay, with rentalId cleared. */
  async remove(id: number, actor: AuthUser): Promise<RentalDeletedView> {
    await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.load(manager, id);
      // The foreign keys say SET NULL too; done here so it holds whatever the driver enforces.
      await manager.update(BookingRequest, { rentalId: id }, { rentalId: null });
      const reversed = await this.loyalty.rentalDeleted(manager, id);
      const result = await deleteWithOwnedFiles(manager, Rental, { id });
      if (!result.affected) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'rental_deleted',
        targetType: 'rental',
        targetId: id,
        details: {
          status: rental.status,
          customerId: rental.customerId,
          vehicle: rental.vehicle,
          startDate: rental.startDate,
          endDate: rental.endDate,
          loyaltyPointsReversed: reversed?.pointsReversed ?? 0,
          badgesRemoved: reversed?.badgesRemoved.join(',') ?? '',
        },
      });
    });
    return { success: true };
  }

  /** What marking the rental returned at this odometer reading would charge; changes nothing. */
  async returnQuote(id: number, returnMileage: number): Promise<ReturnQuoteView> {
    const rental = await this.load(this.dataSource.manager, id);
    assertMileageAfterPickup(rental, returnMileage);
    return quoteExtraMileage(rental, returnMileage);
  }

  /**
   * Active (or extension-requested) -> completed with the return details and the extra mileage
   * fee, in ONE conditional UPDATE. Completed rentals no longer hold the car's dates (the
   * lifecycle's HOLDS_VEHICLE), so the car can be booked again at once. The on-time bonus and the
   * rental badges are given in the same transaction when the rental is paid in full by now;
   * otherwise when the payment that completes it is verified.
   */
  async markReturned(id: number, actor: AuthUser, dto: ReturnRentalDto): Promise<StaffRentalView> {
    await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.load(manager, id);
      if (!startsFrom('mark_returned', rental.status)) throw appError(RENTAL_ERRORS.NOT_RETURNABLE);
      // Evidence already taken at the car belongs to that inspection: a quick return would leave
      // its photos, damage and co-signature out of the account and the condition report.
      if (await manager.existsBy(RentalReturn, { rentalId: id })) throw appError(RENTAL_ERRORS.RETURN_INSPECTION_STARTED);
      if (dto.returnDate < rental.startDate) throw appError(RENTAL_ERRORS.RETURN_BEFORE_PICKUP);
      if (dto.returnDate > todayInKualaLumpur()) throw appError(RENTAL_ERRORS.RETURN_IN_FUTURE);
      assertMileageAfterPickup(rental, dto.returnMileage);
      const quote = quoteExtraMileage(rental, dto.returnMileage);
      await this.recordReturn(manager, rental, actor, {
        returnDate: dto.returnDate,
        returnMileage: dto.returnMileage,
        fuelLevel: dto.fuelLevel,
        extraMileageFee: quote.extraMileageFee,
        details: { extraKm: quote.extraKm },
      });
      const mileageSen = toSen(quote.extraMileageFee);
      if (mileageSen > 0) {
        const charge = {
          kind: 'charge' as const,
          category: 'extra_mileage' as const,
          amountSen: mileageSen,
          sourceKey: `rental:${id}:extra_mileage`,
        };
        await postEntries(manager, id, [charge], actor.username);
      }
    });
    return this.findOne(id);
  }

  /**
   * The mark_returned move with the return's readings, for every way a car comes back (the quick
   * Mark Returned and the return inspection): ONE conditional UPDATE through the lifecycle, the
   * deposit's hold from the return day, and the loyalty the return earns, in the caller's
   * transaction. Charges are the caller's to post once this has won.
   */
  async recordReturn(
    manager: EntityManager,
    rental: Rental,
    actor: AuthUser,
    reading: { returnDate: string; returnMileage: number; fuelLevel: number; extraMileageFee: string; details?: StaffLogDetails },
  ): Promise<void> {
    await transitionRental(manager, {
      id: rental.id,
      action: 'mark_returned',
      actor,
      set: {
        returnDate: reading.returnDate,
        returnMileage: reading.returnMileage,
        returnFuelLevel: reading.fuelLevel,
        extraMileageFee: reading.extraMileageFee,
        // The deposit moves to settlement: kept while late summonses may still arrive.
        depositRefundDueOn: addDays(reading.returnDate, this.business.depositHoldDays),
      },
      // The mileage and charge the quote used must still hold, or the fee would be stale.
      where: { currentMileage: rental.currentMileage },
      refused: () => appError(RENTAL_ERRORS.NOT_RETURNABLE),
      details: async () => {
        const onTimeBonus = await this.loyalty.rentalEarned(manager, rental.id);
        return {
          returnDate: reading.returnDate,
          returnMileage: reading.returnMileage,
          fuelLevel: reading.fuelLevel,
          extraMileageFee: reading.extraMileageFee,
          ...reading.details,
          onTimeBonus: onTimeBonus ?? 0,
          loyaltyEarned: onTimeBonus !== null,
        };
      },
    });
    await recordOdometer(manager, rental.vehicleId, reading.returnMileage);
  }

  /** The cancellation stands whether or not the e-mail leaves. */
  private async notifyCancelled(rental: Rental, reason: string, outcome: CancellationOutcome): Promise<void> {
    const customer = rental.customer;
    if (!customer) return;
    const { totals } = outcome;
    const params = { rentalId: rental.id, vehicleName: await loadRentalVehicleName(this.dataSource.manager, rental) };
    await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'rentalCancelled.subject', params),
      template: 'rental-cancelled',
      context: {
        ...params,
        customerName: customer.fullName,
        startDate: rental.startDate,
        endDate: rental.endDate,
        reason,
        free: outcome.feeSen === 0,
        feePercent: this.business.cancellationFeePercent,
        freeDays: this.business.cancellationFreeDays,
        // Money already given back does not count as paid here.
        paid: fromSen(totals.paidSen - totals.refundedSen),
        fee: fromSen(outcome.feeSen),
        refundDue: fromSen(outcome.refundDueSen),
        refunding: outcome.refundDueSen > 0,
        stillOwed: totals.balanceDueSen > 0 ? fromSen(totals.balanceDueSen) : null,
        paymentLink: paymentPortalLink(this.app.publicUrl),
      },
    });
  }

  /** The views with what verified payments cover and their accounts (one query each for the page). */
  private async withPayments(rentals: Rental[]): Promise<StaffRentalView[]> {
    const ids = rentals.map((rental) => rental.id);
    const [accounts, inspected] = await Promise.all([
      accountTotals(this.dataSource.manager, ids),
      returnInspectionStates(this.dataSource.manager, ids),
    ]);
    return rentals.map((rental) => {
      const totals = accounts.get(rental.id) ?? EMPTY_TOTALS;
      // Asked until the keys are out: the wizard's finish may hand them over too.
      const keysDue = startsFrom('finalize_agreement', rental.status) || startsFrom('hand_over', rental.status);
      const shortfall = keysDue ? handoverShortfall(totals, this.business.handoverRequires) : null;
      return StaffRentalView.ofStaff(rental, accountSummary(totals), shortfall, inspected.get(rental.id) ?? null);
    });
  }

  private async load(manager: EntityManager, id: number): Promise<Rental> {
    const rental = await manager.findOne(Rental, { where: { id }, relations: { customer: true, vehicleRecord: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    return rental;
  }
}

function filterWhere(filter: RentalFilterDto): FindOptionsWhere<Rental> {
  const where: FindOptionsWhere<Rental> = {};
  const since = createdSince(filter.filter);
  if (since) where.createdAt = MoreThanOrEqual(since);
  if (filter.overdue) Object.assign(where, overdueWhere());
  // With both, the status must also be one a car is out in (it is nothing otherwise).
  if (filter.status) where.status = filter.overdue && !ON_THE_ROAD.includes(filter.status) ? In([]) : filter.status;
  return where;
}

function alreadyFinished(status: RentalStatus): ErrorDefinition {
  return status === 'completed' ? RENTAL_ERRORS.RENTAL_ALREADY_COMPLETED : RENTAL_ERRORS.RENTAL_ALREADY_CANCELLED;
}

function assertMileageAfterPickup(rental: Rental, returnMileage: number): void {
  if (returnMileage < rental.currentMileage) throw appError(RENTAL_ERRORS.MILEAGE_BELOW_PICKUP);
}
