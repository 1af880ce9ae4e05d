import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, SelectQueryBuilder } from 'typeorm';
import { kualaLumpurInstant } from '../common/dates/calendar-date';
import { addDays, daysBetween } from '../common/dates/date-math';
import { appError } from '../common/errors/app-error';
import { fromSen } from '../common/money/money';
import { PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, STAFF_READ_MODELS } from '../common/read-cache/fresh-read-cache';
import { Customer } from '../customers/entities/customer.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { balanceMoveSql, keepsCustomerMoneySql, kindAmountSql } from '../ledger/rental-account';
import { KindSums, LEDGER_ENTRY_KINDS, LedgerEntryKind, ledgerTotals } from '../ledger/rental-ledger';
import { Rental } from '../rentals/entities/rental.entity';
import { BILLABLE, FINISHED, RentalStatus, statusIn } from '../rentals/rental-lifecycle';
import { RoadCharge } from '../road-charges/entities/road-charge.entity';
import { OPEN_ROAD_CHARGE_STATUSES } from '../road-charges/road-charge-states';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { bookedVehicleName, vehicleDisplayName } from '../vehicles/vehicle-display-name';
import {
  BalancesReportView,
  CustomerBalanceView,
  DepositsReportView,
  HeldMoneyView,
  OpenSummonsView,
  ReportFiguresView,
  ReportMonthView,
  SummonsesReportView,
  VehicleReportRowView,
  VehicleReportView,
} from './dto/report.views';
import { ReportRange } from './report-range';
import { REPORT_ERRORS } from './reports.errors';
import { Figures, NO_FIGURES, sumFigures, vehicleFigures } from './vehicle-figures';

const whole = (value: unknown): number => Math.round(Number(value ?? 0));
const percent = (part: number, of: number): number => (of === 0 ? 0 : Math.round((part / of) * 1000) / 10);

export interface VehicleReport {
  rows: VehicleReportRowView[];
  months: ReportMonthView[];
  totals: ReportFiguresView;
  /** Each car's months that have any figure, cars in the rows' order. */
  vehicleMonths: Array<VehicleReportRowView & { month: string }>;
}

/** Rows of a whole report for its workbook: every car, every customer; far beyond any fleet or page. */
export const EXPORT_ROWS = 100_000;

export function figuresView(figures: Figures, carDays: number): ReportFiguresView {
  return {
    daysRented: figures.daysRented,
    utilisation: percent(figures.daysRented, carDays),
    booked: fromSen(figures.bookedSen),
    collected: fromSen(figures.collectedSen),
    costs: fromSen(figures.costsSen),
    profit: fromSen(figures.bookedSen - figures.costsSen),
  };
}

/**
 * The owner's reports: what each car earns and costs, who owes money, what money is held for
 * customers, and the summonses still open. Every figure is an SQL aggregate over one index range
 * of the report's days; a page of rows is what leaves the database.
 */
@Injectable()
export class ReportsService {
  /**
   * Answers kept until the next write: the owner and staff reopen the same range while the figures
   * stand still, and a year at 200,000 rentals is a scan of its rows (npm run bench). Their own
   * cache, so browsing ranges never pushes the dashboard's figures out of the shared one.
   */
  private readonly answers: FreshReadCache;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    writes: DataWrites,
  ) {
    this.answers = new FreshReadCache(writes, STAFF_READ_MODELS);
  }

  /**
   * Per car over the range, most profitable first (then by name), with the fleet's months. The
   * fleet's utilisation counts every car in it (and any car gone since that earned or cost
   * something in the range) for every day of the range.
   */
  async vehicles(range: ReportRange, page: PaginationQueryDto, vehicleId?: number): Promise<VehicleReportView> {
    const report = await this.answers.read(`vehicles:${range.from}:${range.to}:${vehicleId ?? 'fleet'}`, () =>
      this.vehicleReport(range, vehicleId),
    );
    const skip = skipFor(page);
    return {
      from: range.from,
      to: range.to,
      days: range.days,
      vehicleId: vehicleId ?? null,
      totals: report.totals,
      months: report.months,
      items: report.rows.slice(skip, skip + page.limit),
      total: report.rows.length,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Every car's row, the fleet's months and totals, and each car's months (for the workbook). */
  async vehicleReport(range: ReportRange, vehicleId?: number): Promise<VehicleReport> {
    const vehicles = await this.dataSource.getRepository(Vehicle).find({
      select: { id: true, name: true, make: true, model: true, plateIdentifier: true, isActive: true },
      ...(vehicleId === undefined ? {} : { where: { id: vehicleId } }),
      order: { make: 'ASC', model: 'ASC', plateIdentifier: 'ASC', id: 'ASC' },
    });
    if (vehicleId !== undefined && vehicles.length === 0) throw appError(REPORT_ERRORS.REPORT_VEHICLE_NOT_FOUND);
    const figures = await vehicleFigures(this.dataSource, range, vehicleId);
    const counted = vehicles.filter((vehicle) => vehicle.isActive || figures.has(vehicle.id));
    const row = (vehicle: Vehicle, carFigures: Figures, days: number): VehicleReportRowView => ({
      vehicleId: vehicle.id,
      displayName: vehicleDisplayName(vehicle),
      plateIdentifier: vehicle.plateIdentifier,
      isActive: vehicle.isActive,
      ...figuresView(carFigures, days),
    });
    const totalOf = (vehicle: Vehicle) => sumFigures(figures.get(vehicle.id)?.values() ?? []);
    const ranked = counted
      .map((vehicle) => ({ vehicle, figures: totalOf(vehicle) }))
      // Stable: equal profits keep the cars in name order.
      .sort((a, b) => b.figures.bookedSen - b.figures.costsSen - (a.figures.bookedSen - a.figures.costsSen));
    const monthDays = (month: ReportRange['months'][number]) => daysBetween(month.first, month.last) + 1;
    const months = range.months.map((month) => {
      const inMonth = counted.map((vehicle) => figures.get(vehicle.id)?.get(month.month) ?? NO_FIGURES);
      return { month: month.month, ...figuresView(sumFigures(inMonth), monthDays(month) * counted.length) };
    });
    return {
      rows: ranked.map((ranked) => row(ranked.vehicle, ranked.figures, range.days)),
      months,
      totals: figuresView(sumFigures(ranked.map((ranked) => ranked.figures)), range.days * counted.length),
      vehicleMonths: ranked.flatMap(({ vehicle }) =>
        range.months.flatMap((month) => {
          const inMonth = figures.get(vehicle.id)?.get(month.month);
          return inMonth ? [{ month: month.month, ...row(vehicle, inMonth, monthDays(month)) }] : [];
        }),
      ),
    };
  }

  /** Customers whose rentals in the range (by start date) still owe money, largest balance first. */
  balances(range: ReportRange, page: PaginationQueryDto): Promise<BalancesReportView> {
    return this.answers.read(`balances:${range.from}:${range.to}:${page.page}:${page.limit}`, () => this.computeBalances(range, page));
  }

  private async computeBalances(range: ReportRange, page: PaginationQueryDto): Promise<BalancesReportView> {
    const billable = statusIn('r.status', BILLABLE, 'billable');
    // One row per rental that owes: its balance from its own entries.
    const owing = (query: SelectQueryBuilder<Rental>) =>
      query
        .from(Rental, 'r')
        .innerJoin(LedgerEntry, 'e', 'e.rentalId = r.id')
        .select('r.id', 'rentalId')
        .addSelect('r.customerId', 'customerId')
        .addSelect('r.endDate', 'endDate')
        .addSelect(`SUM(${balanceMoveSql('e')})`, 'balance')
        .where(billable.condition)
        .andWhere('r.startDate >= :from AND r.startDate <= :to')
        .groupBy('r.id')
        .addGroupBy('r.customerId')
        .addGroupBy('r.endDate')
        .having(`SUM(${balanceMoveSql('e')}) > 0`);
    const parameters = { ...billable.parameters, from: range.from, to: range.to };
    const perCustomer = () =>
      this.dataSource
        .createQueryBuilder()
        .from((query) => owing(query as SelectQueryBuilder<Rental>), 'o')
        .setParameters(parameters);
    const [rows, summary] = await Promise.all([
      perCustomer()
        .select('o.customerId', 'customerId')
        .addSelect('COUNT(*)', 'rentals')
        .addSelect('SUM(o.balance)', 'outstanding')
        .addSelect('MIN(o.endDate)', 'oldestEndDate')
        .groupBy('o.customerId')
        .orderBy('outstanding', 'DESC')
        .addOrderBy('o.customerId', 'ASC')
        .offset(skipFor(page))
        .limit(page.limit)
        .getRawMany<{ customerId: unknown; rentals: unknown; outstanding: unknown; oldestEndDate: unknown }>(),
      perCustomer()
        .select('COUNT(DISTINCT o.customerId)', 'customers')
        .addSelect('SUM(o.balance)', 'outstanding')
        .getRawOne<{ customers: unknown; outstanding: unknown }>(),
    ]);
    const customers = await this.customersById(rows.map((row) => whole(row.customerId)));
    const items: CustomerBalanceView[] = rows.map((row) => {
      const customer = customers.get(whole(row.customerId));
      return {
        customerId: whole(row.customerId),
        fullName: customer?.fullName ?? '',
        phone: customer?.phone ?? '',
        rentals: whole(row.rentals),
        outstanding: fromSen(whole(row.outstanding)),
        oldestEndDate: String(row.oldestEndDate).slice(0, 10),
      };
    });
    return {
      from: range.from,
      to: range.to,
      items,
      total: whole(summary?.customers),
      page: page.page,
      limit: page.limit,
      outstanding: fromSen(whole(summary?.outstanding)),
    };
  }

  /**
   * Rentals in the range (by start date) whose account keeps the customer's money: a deposit held
   * on a rental still running, or money to give back on one that is over. The database finds them
   * (keepsCustomerMoneySql); each figure is then read by ledgerTotals from the rental's sums.
   */
  deposits(range: ReportRange, page: PaginationQueryDto): Promise<DepositsReportView> {
    return this.answers.read(`deposits:${range.from}:${range.to}:${page.page}:${page.limit}`, () => this.computeDeposits(range, page));
  }

  private async computeDeposits(range: ReportRange, page: PaginationQueryDto): Promise<DepositsReportView> {
    const kinds = [...LEDGER_ENTRY_KINDS, 'paymentTowardDeposit'] as const;
    const sums = Object.fromEntries(kinds.map((kind) => [kind, `SUM(${kindAmountSql('e', kind)})`])) as Record<
      LedgerEntryKind | 'paymentTowardDeposit',
      string
    >;
    const query = kinds
      .reduce(
        (built, kind) => built.addSelect(sums[kind], kind),
        this.dataSource
          .createQueryBuilder()
          .from(Rental, 'r')
          .innerJoin(LedgerEntry, 'e', 'e.rentalId = r.id')
          .select('r.id', 'rentalId')
          .addSelect('r.status', 'status')
          .addSelect('r.endDate', 'endDate'),
      )
      .where('r.startDate >= :from AND r.startDate <= :to', { from: range.from, to: range.to })
      .groupBy('r.id')
      .addGroupBy('r.status')
      .addGroupBy('r.endDate')
      .having(keepsCustomerMoneySql(sums))
      .orderBy('r.endDate', 'ASC')
      .addOrderBy('r.id', 'ASC');
    // Rentals still holding money are the unsettled few, not the history: all of them are summed here.
    const held = (await query.getRawMany<Record<string, unknown>>()).map((row) => {
      const totals = ledgerTotals(Object.fromEntries(kinds.map((kind) => [kind, whole(row[kind])])) as KindSums);
      const over = FINISHED.includes(row.status as RentalStatus);
      return {
        rentalId: whole(row.rentalId),
        depositHeldSen: over ? 0 : totals.depositHeldSen,
        refundDueSen: over ? totals.refundableSen : 0,
      };
    });
    const skip = skipFor(page);
    const pageRows = held.slice(skip, skip + page.limit);
    const rentals = pageRows.length
      ? await this.dataSource.getRepository(Rental).find({
          where: { id: In(pageRows.map((row) => row.rentalId)) },
          relations: { customer: true, vehicleRecord: true },
        })
      : [];
    const byId = new Map(rentals.map((rental) => [rental.id, rental]));
    const items: HeldMoneyView[] = pageRows.flatMap((row) => {
      const rental = byId.get(row.rentalId);
      if (!rental) return [];
      return [
        {
          rentalId: rental.id,
          customerId: rental.customerId,
          customerName: rental.customer?.fullName ?? '',
          vehicle: bookedVehicleName(rental.vehicleRecord, rental.vehicle),
          status: rental.status,
          startDate: rental.startDate,
          endDate: rental.endDate,
          depositHeld: fromSen(row.depositHeldSen),
          refundDue: fromSen(row.refundDueSen),
        },
      ];
    });
    return {
      from: range.from,
      to: range.to,
      items,
      total: held.length,
      page: page.page,
      limit: page.limit,
      depositHeld: fromSen(held.reduce((sum, row) => sum + row.depositHeldSen, 0)),
      refundDue: fromSen(held.reduce((sum, row) => sum + row.refundDueSen, 0)),
    };
  }

  /** Summonses of the range (by the offence's Kuala Lumpur day) still to be settled, latest first. */
  summonses(range: ReportRange, page: PaginationQueryDto): Promise<SummonsesReportView> {
    return this.answers.read(`summonses:${range.from}:${range.to}:${page.page}:${page.limit}`, () => this.computeSummonses(range, page));
  }

  private async computeSummonses(range: ReportRange, page: PaginationQueryDto): Promise<SummonsesReportView> {
    const where = (query: SelectQueryBuilder<RoadCharge>) =>
      query
        .where("c.kind = 'summons'")
        .andWhere('c.status IN (:...open)', { open: [...OPEN_ROAD_CHARGE_STATUSES] })
        .andWhere('c.occurredAt >= :fromInstant AND c.occurredAt < :toInstant', {
          fromInstant: kualaLumpurInstant(range.from, '00:00'),
          toInstant: kualaLumpurInstant(addDays(range.to, 1), '00:00'),
        });
    const charges = this.dataSource.getRepository(RoadCharge);
    const [found, summary] = await Promise.all([
      where(charges.createQueryBuilder('c'))
        .leftJoinAndSelect('c.rental', 'rental')
        .leftJoinAndSelect('rental.customer', 'customer')
        .orderBy('c.occurredAt', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .skip(skipFor(page))
        .take(page.limit)
        .getMany(),
      where(charges.createQueryBuilder('c'))
        .select('COUNT(*)', 'count')
        .addSelect('SUM(c.amountSen + c.adminFeeSen)', 'sen')
        .getRawOne<{ count: unknown; sen: unknown }>(),
    ]);
    const items: OpenSummonsView[] = found.map((charge) => ({
      id: charge.id,
      occurredAt: charge.occurredAt,
      plate: charge.plate,
      place: charge.place,
      issuer: charge.issuer,
      noticeNumber: charge.noticeNumber,
      status: charge.status,
      amount: fromSen(charge.amountSen + charge.adminFeeSen),
      rentalId: charge.rentalId,
      customerName: charge.rental?.customer?.fullName ?? null,
    }));
    return {
      from: range.from,
      to: range.to,
      items,
      total: whole(summary?.count),
      page: page.page,
      limit: page.limit,
      amount: fromSen(whole(summary?.sen)),
    };
  }

  private async customersById(ids: number[]): Promise<Map<number, Customer>> {
    if (ids.length === 0) return new Map();
    const customers = await this.dataSource.getRepository(Customer).find({
      select: { id: true, fullName: true, phone: true },
      where: { id: In(ids) },
    });
    return new Map(customers.map((customer) => [customer.id, customer]));
  }
}
