import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { MAX_DAYS_AHEAD } from '../bookings/availability.service';
import { blockVehicle, Hold } from '../bookings/vehicle-schedule';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, daysBetween } from '../common/dates/date-math';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { Rental } from '../rentals/entities/rental.entity';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { MAX_BLOCK_DAYS } from './block-reasons';
import { CreateVehicleBlockDto } from './dto/vehicle-block.dto';
import { VehicleBlockView } from './dto/vehicle-block.view';
import { VehicleBlock } from './entities/vehicle-block.entity';
import { FLEET_ERRORS } from './fleet.errors';

/** A car's blocks staff see at once: the current and coming ones. */
const LISTED_BLOCKS = 50;

export function blockView(block: VehicleBlock, vehicle: Vehicle | null | undefined): VehicleBlockView {
  return {
    id: block.id,
    vehicleId: block.vehicleId,
    vehicleDisplayName: vehicleDisplayName(vehicle),
    startDate: block.startDate,
    endDate: block.endDate,
    reason: block.reason,
    note: block.note,
    createdBy: block.createdBy,
    createdAt: block.createdAt,
  };
}

/**
 * Days staff keep a car off the road (a service, a repair, an accident). A block goes through the
 * vehicle schedule's lock like a booking (blockVehicle): over a rental it is refused naming the
 * rental, and a booking over a block is refused as over any other booking.
 */
@Injectable()
export class VehicleBlocksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The car's current and coming blocks, soonest first. */
  async list(vehicleId: number, today = todayInKualaLumpur()): Promise<VehicleBlockView[]> {
    const vehicle = await this.dataSource.getRepository(Vehicle).findOneBy({ id: vehicleId });
    if (!vehicle) throw appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND);
    const blocks = await this.dataSource.getRepository(VehicleBlock).find({
      where: { vehicleId, endDate: MoreThanOrEqual(today) },
      order: { startDate: 'ASC', id: 'ASC' },
      take: LISTED_BLOCKS,
    });
    return blocks.map((block) => blockView(block, vehicle));
  }

  async create(vehicleId: number, dto: CreateVehicleBlockDto, actor: AuthUser, today = todayInKualaLumpur()): Promise<VehicleBlockView> {
    if (dto.endDate < dto.startDate) throw appError(FLEET_ERRORS.VEHICLE_BLOCK_ENDS_BEFORE_START);
    if (dto.startDate < today) throw appError(FLEET_ERRORS.VEHICLE_BLOCK_IN_PAST);
    if (dto.startDate > addDays(today, MAX_DAYS_AHEAD)) throw appError(FLEET_ERRORS.VEHICLE_BLOCK_TOO_FAR_AHEAD, { days: MAX_DAYS_AHEAD });
    if (daysBetween(dto.startDate, dto.endDate) + 1 > MAX_BLOCK_DAYS)
      throw appError(FLEET_ERRORS.VEHICLE_BLOCK_TOO_LONG, { days: MAX_BLOCK_DAYS });
    const created = await inTransaction(this.dataSource, async (manager) => {
      const taken = async (hold: Hold) => {
        const dates = { startDate: formatMalaysianDate(hold.startDate), endDate: formatMalaysianDate(hold.endDate) };
        if (hold.holder.kind === 'block') return appError(FLEET_ERRORS.VEHICLE_ALREADY_BLOCKED, dates);
        const rental = await manager.findOne(Rental, { where: { id: hold.holder.id }, relations: { customer: true } });
        return appError(FLEET_ERRORS.VEHICLE_BLOCK_OVER_RENTAL, {
          rentalId: hold.holder.id,
          customerName: rental?.customer?.fullName ?? 'Unknown',
          ...dates,
        });
      };
      return blockVehicle(
        manager,
        {
          vehicleId,
          startDate: dto.startDate,
          endDate: dto.endDate,
          vehicleMissing: () => appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND),
          taken,
        },
        async () => {
          const saved = await manager.save(
            manager.create(VehicleBlock, {
              vehicleId,
              startDate: dto.startDate,
              endDate: dto.endDate,
              reason: dto.reason,
              note: dto.note ?? null,
              createdBy: actor.username,
            }),
          );
          await recordServerLog(manager, actor, {
            action: 'vehicle_blocked',
            targetType: 'vehicle',
            targetId: vehicleId,
            details: { blockId: saved.id, startDate: dto.startDate, endDate: dto.endDate, reason: dto.reason },
          });
          return saved;
        },
      );
    });
    const vehicle = await this.dataSource.getRepository(Vehicle).findOneBy({ id: vehicleId });
    return blockView(created, vehicle);
  }

  async remove(vehicleId: number, blockId: number, actor: AuthUser): Promise<VehicleBlockView[]> {
    await inTransaction(this.dataSource, async (manager) => {
      const block = await manager.findOneBy(VehicleBlock, { id: blockId, vehicleId });
      const removed = block ? await manager.delete(VehicleBlock, { id: blockId, vehicleId }) : null;
      if (!block || !removed?.affected) throw appError(FLEET_ERRORS.VEHICLE_BLOCK_NOT_FOUND);
      await recordServerLog(manager, actor, {
        action: 'vehicle_unblocked',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: { blockId, startDate: block.startDate, endDate: block.endDate, reason: block.reason },
      });
    });
    return this.list(vehicleId);
  }
}
