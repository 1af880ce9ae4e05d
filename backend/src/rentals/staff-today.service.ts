import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, FindOptionsWhere, In, MoreThanOrEqual } from 'typeorm';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { VehicleComplianceService } from '../fleet/vehicle-compliance.service';
import { kualaLumpurWallClock, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { fromSen } from '../common/money/money';
import { accountTotals, balanceDueSql } from '../ledger/rental-account';
import { Payment } from '../payments/entities/payment.entity';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { StaffTodayView, TodayRentalGroup, TodayRentalView, TodayRequestGroup } from './dto/staff-today.view';
import { Rental } from './entities/rental.entity';
import { BEFORE_PICKUP, overdueWhere } from './rental-due';
import { HOLDS_VEHICLE, ON_THE_ROAD, rentalActions, statusIn } from './rental-lifecycle';
import { rentalVehicleName } from './rental-vehicle-name';

/** Each group lists at most this many; its total counts them all and the full lists are a tab away. */
export const TODAY_GROUP_LIMIT = 50;

const holdsVehicle = statusIn('r.status', HOLDS_VEHICLE, 'todayHolds');

/**
 * The staff's day on one screen. Every group is one indexed query with its customer and car
 * joined, and the page's accounts are summed in one grouped query, so the screen costs the same
 * whether the day has three rentals or fifty. Days and times are Kuala Lumpur's.
 */
@Injectable()
export class StaffTodayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly compliance: VehicleComplianceService,
  ) {}

  async today(now = new Date()): Promise<StaffTodayView> {
    const today = todayInKualaLumpur(now);
    const tomorrow = addDays(today, 1);
    const minute = kualaLumpurWallClock(now).toISOString().slice(11, 16);

    const [pickups, returns, overdue, balances, requests, compliance] = await Promise.all([
      // (status, startDate) index: the cars still waiting to be collected today or tomorrow.
      this.rentals(
        { status: In([...BEFORE_PICKUP]), startDate: Between(today, tomorrow) },
        { startDate: 'ASC', pickupTime: 'ASC', id: 'ASC' },
      ),
      // (endDate, startDate) index: out now, due back today, and not yet past its time (then it is overdue).
      this.rentals({ status: In([...ON_THE_ROAD]), endDate: today, returnTime: MoreThanOrEqual(minute) }, { returnTime: 'ASC', id: 'ASC' }),
      this.rentals(overdueWhere(now), { endDate: 'ASC', returnTime: 'ASC', id: 'ASC' }),
      this.balancesDue(),
      this.pendingRequests(),
      this.compliance.expiring(TODAY_GROUP_LIMIT, today),
    ]);
    const groups = { pickups, returns, overdue, balances };
    const accounts = await accountTotals(this.dataSource.manager, [
      ...new Set(Object.values(groups).flatMap(([rentals]) => rentals.map((rental) => rental.id))),
    ]);
    const group = ([rentals, total]: [Rental[], number]): TodayRentalGroup => ({
      total,
      items: rentals.map((rental) => {
        const balanceDueSen = accounts.get(rental.id)?.balanceDueSen ?? 0;
        return {
          id: rental.id,
          status: rental.status,
          vehicleDisplayName: rentalVehicleName(rental),
          plate: rental.vehicleRecord?.plateIdentifier ?? null,
          customerName: rental.customer?.fullName ?? 'Unknown',
          customerPhone: rental.customer?.phone ?? null,
          startDate: rental.startDate,
          pickupTime: rental.pickupTime,
          endDate: rental.endDate,
          returnTime: rental.returnTime,
          balanceDue: fromSen(Math.max(0, balanceDueSen)),
          paid: balanceDueSen <= 0,
          actions: rentalActions(rental, 'staff'),
        } satisfies TodayRentalView;
      }),
    });
    return {
      today,
      tomorrow,
      limit: TODAY_GROUP_LIMIT,
      pickups: group(pickups),
      returns: group(returns),
      overdue: group(overdue),
      balances: group(balances),
      requests,
      compliance,
    };
  }

  private rentals(where: FindOptionsWhere<Rental>, order: Record<string, 'ASC'>): Promise<[Rental[], number]> {
    return this.dataSource.getRepository(Rental).findAndCount({
      where,
      relations: { customer: true, vehicleRecord: true },
      order,
      take: TODAY_GROUP_LIMIT,
    });
  }

  /**
   * Money still to collect on rentals that hold a car (booked or out now): what staff can still
   * ask for at the counter. Returned rentals that still owe are the Invoices tab's work.
   */
  private async balancesDue(): Promise<[Rental[], number]> {
    const unpaid = () =>
      this.dataSource
        .getRepository(Rental)
        .createQueryBuilder('r')
        .where(holdsVehicle.condition, holdsVehicle.parameters)
        .andWhere(`${balanceDueSql('r')} > 0`);
    const [rentals, total] = await Promise.all([
      unpaid()
        .leftJoinAndSelect('r.customer', 'customer')
        .leftJoinAndSelect('r.vehicleRecord', 'vehicleRecord')
        .orderBy('r.startDate', 'ASC')
        .addOrderBy('r.pickupTime', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .take(TODAY_GROUP_LIMIT)
        .getMany(),
      unpaid().getCount(),
    ]);
    return [rentals, total];
  }

  private async pendingRequests(): Promise<TodayRequestGroup> {
    // (status, createdAt) index: the oldest request has waited longest for an answer.
    const [requests, total] = await this.dataSource.getRepository(BookingRequest).findAndCount({
      where: { status: 'pending' },
      relations: { customer: true, vehicle: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: TODAY_GROUP_LIMIT,
    });
    const ids = requests.map((request) => request.id);
    const paidRows =
      ids.length === 0
        ? []
        : await this.dataSource
            .getRepository(Payment)
            .createQueryBuilder('p')
            .select('DISTINCT p.bookingRequestId', 'requestId')
            .where('p.bookingRequestId IN (:...ids)', { ids })
            .andWhere("p.paymentStatus = 'completed'")
            .getRawMany<{ requestId: number | string }>();
    const paid = new Set(paidRows.map((row) => Number(row.requestId)));
    return {
      total,
      items: requests.map((request) => ({
        id: request.id,
        vehicleDisplayName: request.vehicle ? vehicleDisplayName(request.vehicle) : request.vehicleName,
        plate: request.vehicle?.plateIdentifier ?? null,
        customerName: request.customer?.fullName ?? 'Unknown',
        startDate: request.startDate,
        endDate: request.endDate,
        createdAt: request.createdAt,
        paid: paid.has(request.id),
      })),
    };
  }
}
