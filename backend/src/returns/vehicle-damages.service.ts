import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { fromSen, toSen } from '../common/money/money';
import { Page, skipFor } from '../common/pagination/pagination';
import { StaffRentalView } from '../rentals/dto/staff-rental.view';
import { Rental } from '../rentals/entities/rental.entity';
import { startsFrom } from '../rentals/rental-lifecycle';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { RentalsService } from '../rentals/rentals.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { RepairDamageDto, VehicleDamageQueryDto } from './dto/vehicle-damage.dto';
import { VehicleDamagePageView, VehicleDamageView } from './dto/vehicle-damage.view';
import { VehicleDamage } from './entities/vehicle-damage.entity';
import { openDamageIds } from './open-damage';
import { DIAGRAM_VIEWBOX } from './return-catalogue';
import { RETURN_ERRORS } from './returns.errors';

/**
 * A car's damage history after the returns that found it: what is open on the car, what was
 * repaired (closed with its cost and day, once), and the handover's confirmation that the open
 * damage was shown to the customer before the keys went out.
 */
@Injectable()
export class VehicleDamagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rentals: RentalsService,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /** Open damage newest first; repaired damage by the day it was repaired, newest first. */
  async list(vehicleId: number, query: VehicleDamageQueryDto): Promise<VehicleDamagePageView> {
    if (!(await this.dataSource.getRepository(Vehicle).existsBy({ id: vehicleId }))) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
    const [rows, total] = await this.dataSource.getRepository(VehicleDamage).findAndCount({
      where: { vehicleId, status: query.status },
      relations: { rental: { customer: true } },
      order: query.status === 'repaired' ? { repairedAt: 'DESC', id: 'DESC' } : { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    const page: Page<VehicleDamageView> = { items: rows.map(damageHistoryView), total, page: query.page, limit: query.limit };
    return { ...page, viewBox: { ...DIAGRAM_VIEWBOX } };
  }

  /**
   * Closes an open damage point as repaired, in ONE conditional update on its status: of two staff
   * marking it at once one wins, the other is told it is already repaired.
   */
  async repair(vehicleId: number, damageId: number, actor: AuthUser, dto: RepairDamageDto): Promise<VehicleDamageView> {
    await inTransaction(this.dataSource, async (manager) => {
      const damage = await manager.findOneBy(VehicleDamage, { id: damageId, vehicleId });
      if (!damage) throw appError(RETURN_ERRORS.VEHICLE_DAMAGE_NOT_FOUND);
      if (damage.status === 'repaired') throw appError(RETURN_ERRORS.DAMAGE_ALREADY_REPAIRED);
      if (damage.status !== 'open') throw appError(RETURN_ERRORS.DAMAGE_NOT_OPEN);
      const foundOn = todayInKualaLumpur(damage.createdAt);
      if (dto.repairedOn < foundOn || dto.repairedOn > todayInKualaLumpur()) {
        throw appError(RETURN_ERRORS.DAMAGE_REPAIR_DATE_INVALID, { foundOn: formatMalaysianDate(foundOn) });
      }
      const repairCostSen = toSen(dto.repairCost);
      const result = await manager.update(
        VehicleDamage,
        { id: damageId, vehicleId, status: 'open' },
        // The day is kept as its first Kuala Lumpur instant, so it reads back as the same day on both databases.
        { status: 'repaired', repairedAt: new Date(`${dto.repairedOn}T00:00:00+08:00`), repairCostSen, repairedBy: actor.username },
      );
      if (!result.affected) throw appError(RETURN_ERRORS.DAMAGE_ALREADY_REPAIRED);
      await this.staffLogs.record(manager, actor, {
        action: 'vehicle_damage_repaired',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: {
          damageId,
          rentalId: damage.rentalId,
          panel: damage.panel,
          kind: damage.kind,
          size: damage.size,
          repairCost: fromSen(repairCostSen),
          repairedOn: dto.repairedOn,
        },
      });
    });
    const repaired = await this.dataSource
      .getRepository(VehicleDamage)
      .findOneOrFail({ where: { id: damageId }, relations: { rental: { customer: true } } });
    return damageHistoryView(repaired);
  }

  /**
   * Records, while the agreement is still being completed, that the car's open damage was shown to
   * the customer: which points, when and by whom. The agreement's finalize refuses while an open
   * point has not been shown.
   */
  async showExistingDamage(rentalId: number, actor: AuthUser): Promise<StaffRentalView> {
    await inTransaction(this.dataSource, async (manager) => {
      const rental = await manager.findOneBy(Rental, { id: rentalId });
      if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
      if (!startsFrom('finalize_agreement', rental.status)) throw appError(RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED);
      const shownIds = await openDamageIds(manager, rental.vehicleId);
      const result = await manager
        .createQueryBuilder()
        .update(Rental)
        .set({ existingDamageShownAt: new Date(), existingDamageShownBy: actor.username, existingDamageShownIds: shownIds })
        .where({ id: rentalId, status: rental.status })
        .execute();
      if (!result.affected) throw appError(RENTAL_ERRORS.AGREEMENT_ALREADY_COMPLETED);
      await this.staffLogs.record(manager, actor, {
        action: 'rental_existing_damage_shown',
        targetType: 'rental',
        targetId: rentalId,
        details: { damageIds: shownIds.join(', '), points: shownIds.length },
      });
    });
    return this.rentals.findOne(rentalId);
  }
}

function damageHistoryView(damage: VehicleDamage): VehicleDamageView {
  const rental = damage.rental ?? null;
  return {
    id: damage.id,
    vehicleId: damage.vehicleId,
    rentalId: damage.rentalId,
    rental: rental
      ? { id: rental.id, startDate: rental.startDate, endDate: rental.endDate, customerName: rental.customer?.fullName ?? null }
      : null,
    phase: damage.phase,
    status: damage.status,
    x: damage.x,
    y: damage.y,
    panel: damage.panel,
    kind: damage.kind,
    size: damage.size,
    note: damage.note,
    photoKey: damage.photoKey,
    foundAt: damage.createdAt.toISOString(),
    recordedBy: damage.recordedBy,
    repairedOn: damage.repairedAt ? todayInKualaLumpur(damage.repairedAt) : null,
    repairCost: damage.repairCostSen !== null ? fromSen(damage.repairCostSen) : null,
    repairedBy: damage.repairedBy,
  };
}
