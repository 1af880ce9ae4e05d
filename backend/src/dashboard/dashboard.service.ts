import { Injectable } from '@nestjs/common';
import { VehicleComplianceService } from '../fleet/vehicle-compliance.service';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, monthBounds } from '../common/dates/date-math';
import { fromSen } from '../common/money/money';
import { FreshReadCache } from '../common/read-cache/fresh-read-cache';
import { Customer } from '../customers/entities/customer.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { balanceDueSql } from '../ledger/rental-account';
import { Payment } from '../payments/entities/payment.entity';
import { RentalView } from '../rentals/dto/rental.view';
import { Rental } from '../rentals/entities/rental.entity';
import { BILLABLE, EARNING, ON_THE_ROAD, RentalStatus, RETURNED, statusIn } from '../rentals/rental-lifecycle';
import { overdueWhere } from '../rentals/rental-due';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { DashboardView } from './dto/dashboard.view';

const WEEK_DAYS = 7;
const CHART_DAYS = 30;
const RECENT_RENTALS = 5;
/** The overdue rentals the dashboard names; the count covers them all and links to the full list. */
const OVERDUE_LISTED = 10;
/** Money is summed in whole sen so SQLite's floating sums stay exact. */
const SEN = 'ROUND(r.grandTotal * 100)';
/** The lifecycle's groups as conditions on the rentals alias r (and ar, in the available-cars subquery). */
const earning = statusIn('r.status', EARNING, 'earning');
const onTheRoad = statusIn('r.status', ON_THE_ROAD, 'onTheRoad');
const carOut = statusIn('ar.status', ON_THE_ROAD, 'carOut');
const billable = statusIn('r.status', BILLABLE, 'billable');
/** What the rental's account still asks of the customer, in whole sen: one index range of its entries per rental. */
const BALANCE_DUE_SEN = balanceDueSql('r');

/** Drivers return aggregates as strings (MySQL) or numbers (SQLite); null when no rows. */
const whole = (value: unknown): number => Math.round(Number(value ?? 0));
const percent = (part: number, of: number): number => (of === 0 ? 0 : Math.round((part / of) * 1000) / 10);

interface RentalTotals {
  rentedThisWeek: number;
  revenueSen: number;
  weekRevenueSen: number;
  invoicesToCollect: number;
  collectedSen: number;
  activeToday: number;
  activeRentals: number;
  completedRentals: number;
  extensionRequests: number;
}

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: FreshReadCache,
    private readonly compliance: VehicleComplianceService,
  ) {}

  /**
   * Every staff phone polls the same figures, and the all-time totals grow with the history
   * (~400 ms at 200,000 rentals under load, npm run bench): one computation serves them until
   * the next write.
   */
  async metrics(now = new Date()): Promise<DashboardView> {
    const today = todayInKualaLumpur(now);
    // Overdue moves with the clock, a minute at a time, and expiring papers a day at a time: each is
    // kept under its minute or its day (and until the next write), so no poll reads them again.
    const minute = Math.floor(now.getTime() / 60_000);
    const [figures, [overdueRentals, overdueCount], compliance] = await Promise.all([
      this.cache.read(`dashboard:${today}`, () => this.compute(today)),
      this.cache.read(`dashboard:overdue:${minute}`, () => this.overdue(now)),
      this.cache.read(`dashboard:compliance:${today}`, () => this.compliance.expiring(OVERDUE_LISTED, today)),
    ]);
    return { ...figures, overdueCount, overdueRentals, compliance };
  }

  /**
   * Cars still out past their return time, longest overdue first. Kept apart from the day's
   * figures: a rental becomes overdue with the clock, not with a write.
   */
  private async overdue(now: Date): Promise<[RentalView[], number]> {
    const [due, count] = await this.dataSource.getRepository(Rental).findAndCount({
      where: overdueWhere(now),
      relations: { customer: true, vehicleRecord: true },
      order: { endDate: 'ASC', returnTime: 'ASC', id: 'ASC' },
      take: OVERDUE_LISTED,
    });
    return [due.map((rental) => RentalView.of(rental, now)), count];
  }

  /** A handful of aggregate queries, each answered by the database; no table is loaded into Node. */
  private async compute(today: string): Promise<Omit<DashboardView, 'overdueRentals' | 'overdueCount' | 'compliance'>> {
    const weekStart = addDays(today, -(WEEK_DAYS - 1));
    const chartStart = addDays(today, -(CHART_DAYS - 1));
    const month = monthBounds(today);

    const [totals, customers, vehicles, pendingRequests, recent, monthRanges, dailyRows] = await Promise.all([
      this.rentalTotals(today, weekStart),
      this.dataSource
        .createQueryBuilder()
        .from(Customer, 'c')
        .select('COUNT(*)', 'total')
        .addSelect("SUM(CASE WHEN c.status = 'active' THEN 1 ELSE 0 END)", 'active')
        // A registration still waiting for its e-mailed code is not a customer yet.
        .where('c.confirmedAt IS NOT NULL')
        .getRawOne<{ total: unknown; active: unknown }>(),
      this.dataSource
        .createQueryBuilder()
        .from(Vehicle, 'v')
        .select('COUNT(*)', 'active')
        .addSelect(
          `SUM(CASE WHEN NOT EXISTS (SELECT 1 FROM rentals ar WHERE ar.vehicleId = v.id AND ${carOut.condition}) THEN 1 ELSE 0 END)`,
          'available',
        )
        .where('v.isActive = :active', { active: true })
        .setParameters(carOut.parameters)
        .getRawOne<{ active: unknown; available: unknown }>(),
      this.dataSource.getRepository(BookingRequest).countBy({ status: 'pending' }),
      this.dataSource
        .getRepository(Rental)
        .find({ relations: { customer: true, vehicleRecord: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: RECENT_RENTALS }),
      this.dataSource
        .createQueryBuilder()
        .from(Rental, 'r')
        .select(['r.startDate AS startDate', 'r.endDate AS endDate'])
        .where(onTheRoad.condition, onTheRoad.parameters)
        .andWhere('r.startDate <= :last AND r.endDate >= :first', month)
        .getRawMany<{ startDate: string; endDate: string }>(),
      this.dataSource
        .createQueryBuilder()
        .from(Rental, 'r')
        .select('r.startDate', 'day')
        .addSelect(`SUM(${SEN})`, 'sen')
        .where(earning.condition, earning.parameters)
        .andWhere('r.startDate BETWEEN :chartStart AND :today', { chartStart, today })
        .groupBy('r.startDate')
        .getRawMany<{ day: string; sen: unknown }>(),
    ]);

    const activeVehicles = whole(vehicles?.active);
    const activeRentals = whole(totals.activeRentals);
    const completedRentals = whole(totals.completedRentals);
    return {
      today,
      rentedThisWeek: whole(totals.rentedThisWeek),
      totalRevenue: fromSen(whole(totals.revenueSen)),
      collectedRevenue: fromSen(whole(totals.collectedSen)),
      availableCars: whole(vehicles?.available),
      invoicesToCollect: whole(totals.invoicesToCollect),
      activeToday: whole(totals.activeToday),
      pendingRequests,
      customers: { total: whole(customers?.total), active: whole(customers?.active) },
      weekRevenue: fromSen(whole(totals.weekRevenueSen)),
      completionRate: percent(completedRentals, completedRentals + activeRentals),
      extensionRequests: whole(totals.extensionRequests),
      utilization: percent(activeRentals, activeVehicles),
      recentRentals: recent.map((rental) => RentalView.of(rental)),
      activeRentalDays: coveredDays(monthRanges, month.first, month.last),
      revenueByDay: dailySeries(dailyRows, chartStart, CHART_DAYS),
    };
  }

  /**
   * Counts and all-time revenue per status come from the (status, startDate, grandTotal) index
   * alone; this week's and today's figures from index ranges. One pass over every row's full
   * record took ~150 ms at 200,000 rentals (npm run bench), these three together ~60 ms. The
   * rentals still to be paid walk the same index with one range of account entries each.
   */
  private async rentalTotals(today: string, weekStart: string): Promise<RentalTotals> {
    const rentals = () => this.dataSource.createQueryBuilder().from(Rental, 'r');
    const [byStatus, week, current, unpaid, received, refunded] = await Promise.all([
      rentals()
        .select('r.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .addSelect(`SUM(${SEN})`, 'sen')
        .groupBy('r.status')
        .getRawMany<{ status: RentalStatus; count: unknown; sen: unknown }>(),
      rentals()
        .select('COUNT(*)', 'count')
        .addSelect(`SUM(${SEN})`, 'sen')
        .where(earning.condition, earning.parameters)
        .andWhere('r.startDate BETWEEN :weekStart AND :today', { weekStart, today })
        .getRawOne<{ count: unknown; sen: unknown }>(),
      rentals()
        .select('COUNT(*)', 'activeToday')
        .where(onTheRoad.condition, onTheRoad.parameters)
        .andWhere('r.startDate <= :today AND r.endDate >= :today', { today })
        .getRawOne<{ activeToday: unknown }>(),
      // Invoices to collect: every rental owed its total whose account still shows a balance due, returned ones included.
      rentals()
        .select('COUNT(*)', 'count')
        .where(billable.condition, billable.parameters)
        .andWhere(`${BALANCE_DUE_SEN} > 0`)
        .getRawOne<{ count: unknown }>(),
      // Collected: every verified payment, whether or not staff have put it on a rental yet, less what was given back.
      this.dataSource
        .createQueryBuilder()
        .from(Payment, 'p')
        .select('SUM(ROUND(p.amount * 100))', 'sen')
        .where("p.paymentStatus = 'completed'")
        .getRawOne<{ sen: unknown }>(),
      this.dataSource
        .createQueryBuilder()
        .from(LedgerEntry, 'e')
        .select('SUM(e.amountSen)', 'sen')
        .where("e.kind = 'refund'")
        .getRawOne<{ sen: unknown }>(),
    ]);
    const inGroup = (group: readonly RentalStatus[]) => byStatus.filter((row) => group.includes(row.status));
    const count = (group: readonly RentalStatus[]) => inGroup(group).reduce((sum, row) => sum + whole(row.count), 0);
    return {
      rentedThisWeek: whole(week?.count),
      revenueSen: inGroup(EARNING).reduce((sum, row) => sum + whole(row.sen), 0),
      weekRevenueSen: whole(week?.sen),
      invoicesToCollect: whole(unpaid?.count),
      collectedSen: whole(received?.sen) - whole(refunded?.sen),
      activeToday: whole(current?.activeToday),
      activeRentals: count(ON_THE_ROAD),
      completedRentals: count(RETURNED),
      extensionRequests: count(['extension-requested']),
    };
  }
}

/** The month's days that fall inside any of the ranges, in order. */
function coveredDays(ranges: Array<{ startDate: string; endDate: string }>, first: string, last: string): string[] {
  const days = new Set<string>();
  for (const range of ranges) {
    for (let day = range.startDate < first ? first : range.startDate; day <= range.endDate && day <= last; day = addDays(day, 1))
      days.add(day);
  }
  return [...days].sort();
}

/** One entry per day, zero where nothing started. */
function dailySeries(rows: Array<{ day: string; sen: unknown }>, firstDay: string, length: number) {
  const byDay = new Map(rows.map((row) => [String(row.day).slice(0, 10), whole(row.sen)]));
  return Array.from({ length }, (_, index) => {
    const date = addDays(firstDay, index);
    return { date, revenue: fromSen(byDay.get(date) ?? 0) };
  });
}
