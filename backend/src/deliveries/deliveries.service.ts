import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { startOfKualaLumpurDay } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { inTransaction } from '../common/database/transactions';
import { fromSen } from '../common/money/money';
import { skipFor } from '../common/pagination/pagination';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { StaffLogDetails, StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { CreateDeliveryDto, DeliveryChanges, UpdateDeliveryDto } from './dto/delivery-form.dto';
import { DeliveryQueryDto } from './dto/delivery-query.dto';
import { DeliveryPageView, DeliveryView } from './dto/delivery.view';
import { Delivery } from './entities/delivery.entity';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { DELIVERY_ERRORS } from './deliveries.errors';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { appError } from '../common/errors/app-error';

export const VEHICLE_NOT_FOUND_MESSAGE = VEHICLE_ERRORS.VEHICLE_NOT_FOUND.message;
export const RANGE_REVERSED_MESSAGE = COMMON_ERRORS.RANGE_REVERSED.message;

/** Aggregates come back as strings (MySQL) or numbers (SQLite), and null over no rows. */
const wholeSen = (value: unknown): number => Math.round(Number(value ?? 0));

interface DeliveryTotalsRow {
  count: unknown;
  kmSen: unknown;
  expenseSen: unknown;
}

/**
 * Deliveries and collections staff record: a page at a time between two Kuala Lumpur days with
 * totals over the whole range, and each change made and logged in one transaction.
 */
@Injectable()
export class DeliveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /** Newest delivery first; totals summed by the database in whole sen (SQLite keeps decimals as floats). */
  async list(query: DeliveryQueryDto): Promise<DeliveryPageView> {
    if (query.from && query.to && query.to < query.from) throw appError(COMMON_ERRORS.RANGE_REVERSED);
    const inRange = (): SelectQueryBuilder<Delivery> => {
      const builder = this.dataSource.getRepository(Delivery).createQueryBuilder('delivery');
      if (query.from) builder.andWhere('delivery.deliveryTime >= :from', { from: startOfKualaLumpurDay(query.from) });
      if (query.to) builder.andWhere('delivery.deliveryTime < :until', { until: startOfKualaLumpurDay(addDays(query.to, 1)) });
      return builder;
    };
    const [rows, totals] = await Promise.all([
      inRange()
        .orderBy('delivery.deliveryTime', 'DESC')
        .addOrderBy('delivery.id', 'DESC')
        .offset(skipFor(query))
        .limit(query.limit)
        .getMany(),
      inRange()
        .select('COUNT(*)', 'count')
        .addSelect('SUM(ROUND(delivery.totalKm * 100))', 'kmSen')
        .addSelect('SUM(ROUND(delivery.miscExpense * 100))', 'expenseSen')
        .getRawOne<DeliveryTotalsRow>(),
    ]);
    const count = wholeSen(totals?.count);
    return {
      items: rows.map((row) => DeliveryView.of(row)),
      total: count,
      page: query.page,
      limit: query.limit,
      totals: { count, totalKm: fromSen(wholeSen(totals?.kmSen)), miscExpense: fromSen(wholeSen(totals?.expenseSen)) },
    };
  }

  async create(actor: AuthUser, dto: CreateDeliveryDto): Promise<DeliveryView> {
    if (dto.vehicleId === undefined && dto.vehicleDelivered === undefined) throw appError(DELIVERY_ERRORS.DELIVERY_VEHICLE_REQUIRED);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const vehicle = await this.findVehicle(manager, dto);
      const inserted = await manager.insert(Delivery, {
        staffId: actor.id,
        staffName: actor.displayName,
        vehicleId: vehicle.id,
        vehicleDelivered: vehicleDisplayName(vehicle),
        deliveryTime: dto.deliveryTime,
        fromLocation: dto.fromLocation,
        toLocation: dto.toLocation,
        totalKm: dto.totalKm,
        miscExpense: dto.miscExpense ?? '0.00',
      });
      const deliveryId = (inserted.identifiers[0] as { id: number }).id;
      await this.staffLogs.record(manager, actor, {
        action: 'delivery_created',
        targetType: 'delivery',
        targetId: deliveryId,
        details: {
          vehicle: vehicleDisplayName(vehicle),
          deliveryTime: dto.deliveryTime.toISOString(),
          fromLocation: dto.fromLocation,
          toLocation: dto.toLocation,
          totalKm: dto.totalKm,
          miscExpense: dto.miscExpense ?? '0.00',
        },
      });
      return deliveryId;
    });
    return this.view(id);
  }

  /** Only the fields sent change; the log lists them. */
  async update(id: number, actor: AuthUser, dto: UpdateDeliveryDto): Promise<DeliveryView> {
    await inTransaction(this.dataSource, async (manager) => {
      const changes: Partial<Delivery> = {};
      if (dto.vehicleId !== undefined || dto.vehicleDelivered !== undefined) {
        const vehicle = await this.findVehicle(manager, dto);
        changes.vehicleId = vehicle.id;
        changes.vehicleDelivered = vehicleDisplayName(vehicle);
      }
      const fields: (keyof DeliveryChanges & keyof Delivery)[] = ['deliveryTime', 'fromLocation', 'toLocation', 'totalKm', 'miscExpense'];
      for (const field of fields) {
        if (dto[field] !== undefined) Object.assign(changes, { [field]: dto[field] });
      }
      if (Object.keys(changes).length === 0) {
        if (!(await manager.existsBy(Delivery, { id }))) throw appError(DELIVERY_ERRORS.DELIVERY_NOT_FOUND);
        return;
      }
      const updated = await manager.update(Delivery, { id }, changes);
      if (!updated.affected) throw appError(DELIVERY_ERRORS.DELIVERY_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'delivery_updated',
        targetType: 'delivery',
        targetId: id,
        details: logDetails(changes),
      });
    });
    return this.view(id);
  }

  async remove(id: number, actor: AuthUser): Promise<{ success: true }> {
    await inTransaction(this.dataSource, async (manager) => {
      const delivery = await manager.findOneBy(Delivery, { id });
      if (!delivery) throw appError(DELIVERY_ERRORS.DELIVERY_NOT_FOUND);
      // One DELETE decides: of two parallel removals, the second finds nothing to delete.
      const deleted = await deleteWithOwnedFiles(manager, Delivery, { id });
      if (!deleted.affected) throw appError(DELIVERY_ERRORS.DELIVERY_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'delivery_deleted',
        targetType: 'delivery',
        targetId: id,
        details: {
          vehicle: delivery.vehicleDelivered,
          deliveryTime: delivery.deliveryTime.toISOString(),
          fromLocation: delivery.fromLocation,
          toLocation: delivery.toLocation,
          totalKm: delivery.totalKm,
          miscExpense: delivery.miscExpense,
        },
      });
    });
    return { success: true };
  }

  private async view(id: number): Promise<DeliveryView> {
    const delivery = await this.dataSource.getRepository(Delivery).findOneBy({ id });
    if (!delivery) throw appError(DELIVERY_ERRORS.DELIVERY_NOT_FOUND);
    return DeliveryView.of(delivery);
  }

  /** By id when one is sent, else by the exact name. */
  private async findVehicle(manager: EntityManager, dto: Pick<DeliveryChanges, 'vehicleId' | 'vehicleDelivered'>): Promise<Vehicle> {
    const vehicle =
      dto.vehicleId !== undefined
        ? await manager.findOneBy(Vehicle, { id: dto.vehicleId })
        : await manager.findOneBy(Vehicle, { name: dto.vehicleDelivered });
    if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
    return vehicle;
  }
}

function logDetails(changes: Partial<Delivery>): StaffLogDetails {
  const details: StaffLogDetails = {};
  for (const [field, value] of Object.entries(changes)) {
    details[field] = value instanceof Date ? value.toISOString() : (value as string | number | null);
  }
  return details;
}
