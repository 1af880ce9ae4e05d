import { DataSource } from 'typeorm';
import { dialectSql, earlierOf, laterOf } from '../common/database/dialect-sql';
import { kualaLumpurInstant } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { VehicleCost } from '../fleet/entities/vehicle-cost.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { HOLDS_VEHICLE, RETURNED, statusIn } from '../rentals/rental-lifecycle';
import { ReportRange } from './report-range';

/** One car's (or the fleet's) figures over some days, money in whole sen. */
export interface Figures {
  daysRented: number;
  bookedSen: number;
  collectedSen: number;
  costsSen: number;
}

export const NO_FIGURES: Readonly<Figures> = Object.freeze({ daysRented: 0, bookedSen: 0, collectedSen: 0, costsSen: 0 });

/** Figures per car per month: `byVehicle.get(vehicleId).get('YYYY-MM')`. */
export type FiguresByVehicleMonth = Map<number, Map<string, Figures>>;

/** Drivers return aggregates as strings (MySQL) or numbers (SQLite). */
const whole = (value: unknown): number => Math.round(Number(value ?? 0));

/**
 * Rentals that had or will have their car on a day: booked and on the road, or returned. A
 * cancelled rental rented nothing (its cancellation fee still counts as booked revenue).
 */
const RENTED = statusIn('r.status', [...HOLDS_VEHICLE, ...RETURNED], 'rented');

/**
 * What each car earned and cost, per calendar month of the range, from four grouped queries that
 * each read one index range; nothing is loaded row by row.
 *
 * - Days rented: the calendar days a rental had the car inside the month (pickup and return days
 *   both count, as on the calendar; a car back early stops counting at its return).
 * - Booked: the rental's charges net of discounts and reversals, without the service tax passed on
 *   to the government, in the month the rental starts.
 * - Collected: payments less refunds, in the month (Kuala Lumpur) they were put on the account;
 *   a deposit counts while it is held and leaves with its refund.
 * - Costs: the car's recorded costs, in the month they were incurred.
 */
export async function vehicleFigures(dataSource: DataSource, range: ReportRange, vehicleId?: number): Promise<FiguresByVehicleMonth> {
  const sql = dialectSql(dataSource);
  const onlyVehicle = (column: string) => (vehicleId === undefined ? '1 = 1' : `${column} = :vehicleId`);
  const parameters = { from: range.from, to: range.to, ...(vehicleId === undefined ? {} : { vehicleId }) };

  // Days: one column per month, each summing the rentals' overlap with that month.
  const until = 'CASE WHEN r.returnDate IS NOT NULL AND r.returnDate < r.endDate THEN r.returnDate ELSE r.endDate END';
  const monthParameters: Record<string, string> = {};
  const dayColumns = range.months.map((month, index) => {
    monthParameters[`first${index}`] = month.first;
    monthParameters[`last${index}`] = month.last;
    const overlap = sql.daysBetween(earlierOf(until, `:last${index}`), laterOf('r.startDate', `:first${index}`));
    return `SUM(CASE WHEN r.startDate <= :last${index} AND ${until} >= :first${index} THEN ${overlap} + 1 ELSE 0 END)`;
  });
  const daysQuery = dayColumns
    .reduce(
      (query, column, index) => query.addSelect(column, `m${index}`),
      dataSource.createQueryBuilder().from(Rental, 'r').select('r.vehicleId', 'vehicleId'),
    )
    .where('r.vehicleId IS NOT NULL')
    .andWhere(onlyVehicle('r.vehicleId'))
    .andWhere(RENTED.condition, RENTED.parameters)
    .andWhere('r.endDate >= :from AND r.startDate <= :to')
    .setParameters({ ...parameters, ...monthParameters })
    .groupBy('r.vehicleId')
    .getRawMany<Record<string, unknown>>();

  interface MonthSum {
    vehicleId: unknown;
    month: string;
    sen: unknown;
  }
  /** Account entries of each car's rentals, summed per car and month. */
  const ledgerByVehicleMonth = (month: string, sum: string) =>
    dataSource
      .createQueryBuilder()
      .from(LedgerEntry, 'e')
      .innerJoin(Rental, 'r', 'r.id = e.rentalId')
      .select('r.vehicleId', 'vehicleId')
      .addSelect(month, 'month')
      .addSelect(sum, 'sen')
      .where('r.vehicleId IS NOT NULL')
      .andWhere(onlyVehicle('r.vehicleId'))
      .setParameters(parameters)
      .groupBy('r.vehicleId')
      .addGroupBy('month');

  const bookedQuery = ledgerByVehicleMonth(sql.monthOf('r.startDate'), 'SUM(e.amountSen)')
    .andWhere("e.kind = 'charge'")
    .andWhere("(e.category IS NULL OR e.category <> 'service_tax')")
    .andWhere('r.startDate >= :from AND r.startDate <= :to')
    .getRawMany<MonthSum>();

  const collectedQuery = ledgerByVehicleMonth(
    sql.kualaLumpurMonth('e.createdAt'),
    "SUM(CASE WHEN e.kind = 'payment' THEN e.amountSen ELSE -e.amountSen END)",
  )
    .andWhere("e.kind IN ('payment', 'refund')")
    .andWhere('e.createdAt >= :fromInstant AND e.createdAt < :toInstant', {
      fromInstant: kualaLumpurInstant(range.from, '00:00'),
      toInstant: kualaLumpurInstant(addDays(range.to, 1), '00:00'),
    })
    .getRawMany<MonthSum>();

  const costsQuery = dataSource
    .createQueryBuilder()
    .from(VehicleCost, 'c')
    .select('c.vehicleId', 'vehicleId')
    .addSelect(sql.monthOf('c.incurredOn'), 'month')
    .addSelect('SUM(c.amountSen)', 'sen')
    .where('c.incurredOn >= :from AND c.incurredOn <= :to')
    .andWhere(onlyVehicle('c.vehicleId'))
    .setParameters(parameters)
    .groupBy('c.vehicleId')
    .addGroupBy('month')
    .getRawMany<MonthSum>();

  const [days, booked, collected, costs] = await Promise.all([daysQuery, bookedQuery, collectedQuery, costsQuery]);
  const figures: FiguresByVehicleMonth = new Map();
  const add = (vehicle: unknown, month: string, field: keyof Figures, amount: number) => {
    if (amount === 0) return;
    const id = Number(vehicle);
    const months = figures.get(id) ?? new Map<string, Figures>();
    figures.set(id, months);
    const current = months.get(month) ?? { ...NO_FIGURES };
    months.set(month, { ...current, [field]: current[field] + amount });
  };
  for (const row of days) range.months.forEach((month, index) => add(row.vehicleId, month.month, 'daysRented', whole(row[`m${index}`])));
  for (const row of booked) add(row.vehicleId, row.month, 'bookedSen', whole(row.sen));
  for (const row of collected) add(row.vehicleId, row.month, 'collectedSen', whole(row.sen));
  for (const row of costs) add(row.vehicleId, row.month, 'costsSen', whole(row.sen));
  return figures;
}

/** The sum of any number of figures. */
export function sumFigures(all: Iterable<Figures>): Figures {
  const total = { ...NO_FIGURES };
  for (const figures of all) {
    total.daysRented += figures.daysRented;
    total.bookedSen += figures.bookedSen;
    total.collectedSen += figures.collectedSen;
    total.costsSen += figures.costsSen;
  }
  return total;
}
