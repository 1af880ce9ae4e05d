import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThanOrEqual } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, daysBetween } from '../common/dates/date-math';
import { isDuplicateKey } from '../common/database/driver-errors';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { processImage } from '../common/images/image-pipeline';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { deleteWithOwnedFiles, removeUnreferencedFiles } from '../common/storage/owned-stored-files';
import { withStoredFile } from '../common/storage/with-stored-files';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { COMPLIANCE_KINDS, COMPLIANCE_WINDOW_DAYS, ComplianceKind } from './compliance-kinds';
import { SetComplianceItemDto } from './dto/compliance.dto';
import {
  ComplianceItemView,
  ComplianceState,
  ExpiringComplianceGroup,
  ExpiringComplianceView,
  VehicleComplianceView,
} from './dto/compliance.view';
import { VehicleComplianceItem } from './entities/vehicle-compliance-item.entity';
import { FLEET_ERRORS } from './fleet.errors';

const DOCUMENT_AREA = 'vehicle-documents';
/** A road tax disc, an insurance cover note or a permit photographed: readable at this size. */
const DOCUMENT_LONG_SIDE = 2000;
/** No Malaysian road tax, policy or permit runs this long: a later year is a typing slip. */
const LATEST_YEARS_AHEAD = 10;
/** Before any car a business rents today was first registered. */
const EARLIEST_EXPIRY = '1990-01-01';

/** The state a date is in on `today`: lapsed after its expiry day, expiring within the window. */
export function complianceState(expiresOn: string, today: string): { daysLeft: number; state: ComplianceState } {
  const daysLeft = daysBetween(today, expiresOn);
  return { daysLeft, state: daysLeft < 0 ? 'lapsed' : daysLeft <= COMPLIANCE_WINDOW_DAYS ? 'expiring' : 'valid' };
}

function itemView(item: VehicleComplianceItem, today: string): ComplianceItemView {
  return {
    kind: item.kind,
    expiresOn: item.expiresOn,
    ...complianceState(item.expiresOn, today),
    policyNumber: item.policyNumber,
    insurer: item.insurer,
    hasDocument: item.documentKey !== null,
    updatedBy: item.updatedBy,
    updatedAt: item.updatedAt,
  };
}

/** The order staff read a car's dates in: road tax, insurance, inspection, permit. */
const byKind = (a: { kind: ComplianceKind }, b: { kind: ComplianceKind }) =>
  COMPLIANCE_KINDS.indexOf(a.kind) - COMPLIANCE_KINDS.indexOf(b.kind);

/**
 * A car's road tax, insurance, Puspakom inspection and permit: recorded by staff from the
 * document (with its picture), listed where they expire soon, and read by assertRoadworthy
 * whenever a car is booked or handed over.
 */
@Injectable()
export class VehicleComplianceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async get(vehicleId: number, today = todayInKualaLumpur()): Promise<VehicleComplianceView> {
    const vehicle = await this.vehicle(this.dataSource.manager, vehicleId);
    const items = await this.dataSource.getRepository(VehicleComplianceItem).findBy({ vehicleId });
    return {
      vehicleId,
      vehicleDisplayName: vehicleDisplayName(vehicle),
      items: items.sort(byKind).map((item) => itemView(item, today)),
    };
  }

  /** Each car's recorded dates, for a page of the staff's vehicle list (one query). */
  async itemsOf(vehicleIds: number[], today = todayInKualaLumpur()): Promise<Map<number, ComplianceItemView[]>> {
    const byVehicle = new Map<number, ComplianceItemView[]>();
    if (vehicleIds.length === 0) return byVehicle;
    const items = await this.dataSource.getRepository(VehicleComplianceItem).findBy({ vehicleId: In(vehicleIds) });
    for (const item of items.sort(byKind)) {
      const list = byVehicle.get(item.vehicleId) ?? [];
      list.push(itemView(item, today));
      byVehicle.set(item.vehicleId, list);
    }
    return byVehicle;
  }

  /**
   * Records (or renews) one date. A new picture replaces the old one, which is removed once the
   * row no longer names it; without one the old picture stays. A new expiry starts its reminders
   * afresh. Two staff saving the same kind at once: the unique (car, kind) index makes the second
   * an update of the first's row.
   */
  async set(
    vehicleId: number,
    kind: ComplianceKind,
    dto: SetComplianceItemDto,
    document: Express.Multer.File | undefined,
    actor: AuthUser,
    today = todayInKualaLumpur(),
  ): Promise<VehicleComplianceView> {
    if (kind !== 'insurance' && (dto.policyNumber !== undefined || dto.insurer !== undefined))
      throw appError(FLEET_ERRORS.COMPLIANCE_INSURANCE_ONLY);
    const vehicle = await this.vehicle(this.dataSource.manager, vehicleId);
    this.assertExpiryInRange(vehicle, dto.expiresOn, today);
    const write = async (documentKey: string | null) => {
      const save = () => inTransaction(this.dataSource, (manager) => this.upsert(manager, { vehicleId, kind, dto, documentKey, actor }));
      try {
        return await save();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return save();
      }
    };
    const replaced = document
      ? await withStoredFile(this.storage, DOCUMENT_AREA, await processImage(document.buffer, { maxLongSide: DOCUMENT_LONG_SIDE }), write)
      : await write(null);
    if (replaced) await removeUnreferencedFiles(this.dataSource.manager, this.storage, [{ area: DOCUMENT_AREA, fileName: replaced }]);
    return this.get(vehicleId, today);
  }

  /** Writes the row under the car's compliance; returns the picture a new one replaced, if any. */
  private async upsert(
    manager: EntityManager,
    {
      vehicleId,
      kind,
      dto,
      documentKey,
      actor,
    }: { vehicleId: number; kind: ComplianceKind; dto: SetComplianceItemDto; documentKey: string | null; actor: AuthUser },
  ): Promise<string | null> {
    await this.vehicle(manager, vehicleId);
    const repository = manager.getRepository(VehicleComplianceItem);
    const current = await repository.findOneBy({ vehicleId, kind });
    const values = {
      expiresOn: dto.expiresOn,
      policyNumber: kind === 'insurance' ? (dto.policyNumber ?? null) : null,
      insurer: kind === 'insurance' ? (dto.insurer ?? null) : null,
      updatedBy: actor.username,
    };
    if (current) {
      await repository.update(
        { id: current.id },
        {
          ...values,
          ...(documentKey ? { documentKey } : {}),
          ...(current.expiresOn === dto.expiresOn ? {} : { reminderSentDays: null }),
        },
      );
    } else {
      await repository.insert({ vehicleId, kind, ...values, documentKey, reminderSentDays: null });
    }
    await recordServerLog(manager, actor, {
      action: 'vehicle_compliance_recorded',
      targetType: 'vehicle',
      targetId: vehicleId,
      details: { kind, expiresOn: dto.expiresOn, previousExpiresOn: current?.expiresOn ?? null, document: documentKey !== null },
    });
    return documentKey && current?.documentKey ? current.documentKey : null;
  }

  async remove(vehicleId: number, kind: ComplianceKind, actor: AuthUser): Promise<VehicleComplianceView> {
    await inTransaction(this.dataSource, async (manager) => {
      await this.vehicle(manager, vehicleId);
      const current = await manager.findOneBy(VehicleComplianceItem, { vehicleId, kind });
      const removed = current ? await deleteWithOwnedFiles(manager, VehicleComplianceItem, { id: current.id }) : null;
      if (!current || !removed?.affected) throw appError(FLEET_ERRORS.COMPLIANCE_ITEM_NOT_FOUND);
      await recordServerLog(manager, actor, {
        action: 'vehicle_compliance_removed',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: { kind, expiresOn: current.expiresOn },
      });
    });
    return this.get(vehicleId);
  }

  async openDocument(vehicleId: number, kind: ComplianceKind): Promise<OpenedFile> {
    const item = await this.dataSource.getRepository(VehicleComplianceItem).findOneBy({ vehicleId, kind });
    if (!item) throw appError(FLEET_ERRORS.COMPLIANCE_ITEM_NOT_FOUND);
    const file = item.documentKey ? await this.storage.open(DOCUMENT_AREA, item.documentKey) : null;
    if (!file) throw appError(FLEET_ERRORS.COMPLIANCE_DOCUMENT_NOT_FOUND);
    return file;
  }

  /**
   * Dates of cars in the fleet (offered or not) that lapse within the window or already have,
   * soonest first: the (expiresOn) index reads only those.
   */
  async expiring(limit: number, today = todayInKualaLumpur()): Promise<ExpiringComplianceGroup> {
    const [items, total] = await this.dataSource.getRepository(VehicleComplianceItem).findAndCount({
      where: { expiresOn: LessThanOrEqual(addDays(today, COMPLIANCE_WINDOW_DAYS)) },
      relations: { vehicle: true },
      order: { expiresOn: 'ASC', vehicleId: 'ASC', id: 'ASC' },
      take: limit,
    });
    return {
      total,
      items: items.map((item): ExpiringComplianceView => ({
        vehicleId: item.vehicleId,
        vehicleDisplayName: vehicleDisplayName(item.vehicle),
        plate: item.vehicle?.plateIdentifier ?? null,
        kind: item.kind,
        expiresOn: item.expiresOn,
        daysLeft: daysBetween(today, item.expiresOn),
      })),
    };
  }

  private assertExpiryInRange(vehicle: Vehicle, expiresOn: string, today: string): void {
    if (vehicle.registrationDate && expiresOn < vehicle.registrationDate) {
      throw appError(FLEET_ERRORS.COMPLIANCE_DATE_BEFORE_REGISTRATION, { registrationDate: formatMalaysianDate(vehicle.registrationDate) });
    }
    const latest = `${Number(today.slice(0, 4)) + LATEST_YEARS_AHEAD}${today.slice(4)}`;
    if (expiresOn < EARLIEST_EXPIRY || expiresOn > latest) {
      throw appError(FLEET_ERRORS.COMPLIANCE_DATE_OUT_OF_RANGE, {
        earliest: formatMalaysianDate(EARLIEST_EXPIRY),
        latest: formatMalaysianDate(latest),
      });
    }
  }

  private async vehicle(manager: EntityManager, id: number): Promise<Vehicle> {
    const vehicle = await manager.findOneBy(Vehicle, { id });
    if (!vehicle) throw appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND);
    return vehicle;
  }
}
