import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { processImage } from '../common/images/image-pipeline';
import { fromSen, toSen } from '../common/money/money';
import { skipFor } from '../common/pagination/pagination';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { withStoredFile } from '../common/storage/with-stored-files';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { RecordVehicleCostDto, VehicleCostQueryDto } from './dto/vehicle-cost.dto';
import { VehicleCostPageView, VehicleCostView } from './dto/vehicle-cost.view';
import { VehicleCost } from './entities/vehicle-cost.entity';
import { FLEET_ERRORS } from './fleet.errors';

const RECEIPT_AREA = 'vehicle-documents';
const RECEIPT_LONG_SIDE = 2000;

function costView(cost: VehicleCost): VehicleCostView {
  return {
    id: cost.id,
    vehicleId: cost.vehicleId,
    incurredOn: cost.incurredOn,
    amount: fromSen(cost.amountSen),
    category: cost.category,
    note: cost.note,
    hasReceipt: cost.receiptKey !== null,
    recordedBy: cost.recordedBy,
    createdAt: cost.createdAt,
  };
}

/** What each car costs: recorded with its receipt, listed newest first with the car's total, removed with the receipt. */
@Injectable()
export class VehicleCostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async list(vehicleId: number, query: VehicleCostQueryDto): Promise<VehicleCostPageView> {
    await this.vehicle(vehicleId);
    const repository = this.dataSource.getRepository(VehicleCost);
    const [[items, total], sum] = await Promise.all([
      repository.findAndCount({ where: { vehicleId }, order: { incurredOn: 'DESC', id: 'DESC' }, skip: skipFor(query), take: query.limit }),
      repository
        .createQueryBuilder('cost')
        .select('COALESCE(SUM(cost.amountSen), 0)', 'sen')
        .where('cost.vehicleId = :vehicleId', { vehicleId })
        .getRawOne<{ sen: string | number }>(),
    ]);
    return { items: items.map(costView), total, page: query.page, limit: query.limit, totalAmount: fromSen(Number(sum?.sen ?? 0)) };
  }

  async record(
    vehicleId: number,
    dto: RecordVehicleCostDto,
    receipt: Express.Multer.File | undefined,
    actor: AuthUser,
    today = todayInKualaLumpur(),
  ): Promise<VehicleCostView> {
    await this.vehicle(vehicleId);
    if (dto.incurredOn > today) throw appError(FLEET_ERRORS.VEHICLE_COST_IN_FUTURE);
    const write = (receiptKey: string | null) =>
      inTransaction(this.dataSource, async (manager) => {
        if (!(await manager.existsBy(Vehicle, { id: vehicleId }))) throw appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND);
        const saved = await manager.save(
          manager.create(VehicleCost, {
            vehicleId,
            incurredOn: dto.incurredOn,
            amountSen: toSen(dto.amount),
            category: dto.category,
            note: dto.note ?? null,
            receiptKey,
            recordedBy: actor.username,
          }),
        );
        await recordServerLog(manager, actor, {
          action: 'vehicle_cost_recorded',
          targetType: 'vehicle',
          targetId: vehicleId,
          details: {
            costId: saved.id,
            incurredOn: dto.incurredOn,
            amount: dto.amount,
            category: dto.category,
            receipt: receiptKey !== null,
          },
        });
        return saved;
      });
    const saved = receipt
      ? await withStoredFile(this.storage, RECEIPT_AREA, await processImage(receipt.buffer, { maxLongSide: RECEIPT_LONG_SIDE }), write)
      : await write(null);
    return costView(saved);
  }

  async remove(vehicleId: number, costId: number, actor: AuthUser): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const cost = await manager.findOneBy(VehicleCost, { id: costId, vehicleId });
      const removed = cost ? await deleteWithOwnedFiles(manager, VehicleCost, { id: costId }) : null;
      if (!cost || !removed?.affected) throw appError(FLEET_ERRORS.VEHICLE_COST_NOT_FOUND);
      await recordServerLog(manager, actor, {
        action: 'vehicle_cost_removed',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: { costId, incurredOn: cost.incurredOn, amount: fromSen(cost.amountSen), category: cost.category },
      });
    });
  }

  async openReceipt(vehicleId: number, costId: number): Promise<OpenedFile> {
    const cost = await this.dataSource.getRepository(VehicleCost).findOneBy({ id: costId, vehicleId });
    if (!cost) throw appError(FLEET_ERRORS.VEHICLE_COST_NOT_FOUND);
    const file = cost.receiptKey ? await this.storage.open(RECEIPT_AREA, cost.receiptKey) : null;
    if (!file) throw appError(FLEET_ERRORS.VEHICLE_COST_RECEIPT_NOT_FOUND);
    return file;
  }

  private async vehicle(id: number): Promise<Vehicle> {
    const vehicle = await this.dataSource.getRepository(Vehicle).findOneBy({ id });
    if (!vehicle) throw appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND);
    return vehicle;
  }
}
