import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { prepareJson, PreparedJson } from '../common/http/prepared-json';
import { FreshReadCache } from '../common/read-cache/fresh-read-cache';
import { Customer } from '../customers/entities/customer.entity';
import { occupiedOnOrAfter, occupiedUntil } from '../bookings/vehicle-schedule';
import { Rental } from '../rentals/entities/rental.entity';
import { ON_SCHEDULE, RentalStatus, statusIn } from '../rentals/rental-lifecycle';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { bookedVehicleName, vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { calendarRangeRefusal } from './calendar-range';
import { blockView } from '../fleet/vehicle-blocks.service';
import { VehicleBlock } from '../fleet/entities/vehicle-block.entity';
import { VehicleBlockView } from '../fleet/dto/vehicle-block.view';
import { CalendarItemView, CalendarVehicleView, CalendarView } from './dto/calendar.view';

const onSchedule = statusIn('rental.status', ON_SCHEDULE, 'onSchedule');

/** One calendar row as the driver returns it (ids may come back as numbers or strings). */
interface CalendarRow {
  id: number | string;
  vehicleId: number | string | null;
  vehicle: string;
  customerId: number | string;
  /** DATE columns come back as 'YYYY-MM-DD' text (dateStrings on MySQL; text on SQLite). */
  startDate: string;
  endDate: string;
  returnDate: string | null;
  status: RentalStatus;
  customerName: string | null;
  carId: number | string | null;
  carName: string | null;
  carMake: string | null;
  carModel: string | null;
  carPlate: string | null;
}

@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: FreshReadCache,
  ) {}

  /**
   * The rentals on the calendar for [from, to] and the legend's vehicles, as CalendarView JSON.
   * A month of a large fleet is thousands of rows and every staff screen asks for the same month:
   * one read, serialized once, serves them until the next write (a 1,000-car month is ~1 MB of
   * JSON, whose serialization cost more than the query; npm run bench).
   */
  async forRangeAsJson(from: string, to: string): Promise<PreparedJson> {
    const refusal = calendarRangeRefusal(from, to);
    if (refusal) throw refusal;
    return this.cache.read(`calendar:${from}:${to}`, async () => {
      const [items, vehicles, blocks] = await Promise.all([this.items(from, to), this.activeVehicles(), this.blocks(from, to)]);
      const view: CalendarView = { items, vehicles, blocks };
      return prepareJson(view);
    });
  }

  /**
   * Every rental on its car's schedule (the lifecycle's ON_SCHEDULE: holding the car, or back
   * from it) on a day of [from, to]; one returned early ends on its return date, by the same rule
   * availability follows (vehicle-schedule.ts). Customer and vehicle joined: ONE range query (the
   * (endDate, startDate) index), only the columns the calendar shows, read as plain rows: building
   * entities for a month of a 1,000-car fleet (~6,000 rentals) cost more than the query itself
   * (npm run bench).
   */
  private async items(from: string, to: string): Promise<CalendarItemView[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .from(Rental, 'rental')
      .leftJoin(Customer, 'customer', 'customer.id = rental.customerId')
      .leftJoin(Vehicle, 'car', 'car.id = rental.vehicleId')
      .select(['rental.id AS id', 'rental.vehicleId AS vehicleId', 'rental.vehicle AS vehicle', 'rental.customerId AS customerId'])
      .addSelect([
        'rental.startDate AS startDate',
        'rental.endDate AS endDate',
        'rental.returnDate AS returnDate',
        'rental.status AS status',
        'customer.fullName AS customerName',
      ])
      .addSelect([
        'car.id AS carId',
        'car.name AS carName',
        'car.make AS carMake',
        'car.model AS carModel',
        'car.plateIdentifier AS carPlate',
      ])
      .where('rental.startDate <= :to', { to })
      .andWhere(occupiedOnOrAfter('rental', 'from'), { from })
      .andWhere(onSchedule.condition, onSchedule.parameters)
      .orderBy('rental.startDate', 'ASC')
      .addOrderBy('rental.id', 'ASC')
      .getRawMany<CalendarRow>();
    return rows.map((row) => ({
      id: Number(row.id),
      vehicleId: row.vehicleId === null ? null : Number(row.vehicleId),
      vehicle: bookedVehicleName(
        row.carId === null
          ? null
          : { name: row.carName ?? '', make: row.carMake ?? '', model: row.carModel ?? '', plateIdentifier: row.carPlate },
        row.vehicle,
      ),
      customerId: Number(row.customerId),
      customerName: row.customerName ?? 'Unknown',
      startDate: row.startDate,
      endDate: occupiedUntil(row),
      status: row.status,
    }));
  }

  /** Days cars are off the road within [from, to]: the (endDate, startDate) index, the car joined. */
  private async blocks(from: string, to: string): Promise<VehicleBlockView[]> {
    const blocks = await this.dataSource.getRepository(VehicleBlock).find({
      where: { startDate: LessThanOrEqual(to), endDate: MoreThanOrEqual(from) },
      relations: { vehicle: true },
      order: { startDate: 'ASC', id: 'ASC' },
    });
    return blocks.map((block) => blockView(block, block.vehicle));
  }

  /** The legend: active vehicles by id, so each keeps its colour (palette[index % 30]) from month to month. */
  private async activeVehicles(): Promise<CalendarVehicleView[]> {
    const vehicles = await this.dataSource.getRepository(Vehicle).find({
      select: { id: true, name: true, make: true, model: true, plateIdentifier: true },
      where: { isActive: true },
      order: { id: 'ASC' },
    });
    return vehicles.map((vehicle) => ({ id: vehicle.id, displayName: vehicleDisplayName(vehicle) }));
  }
}
