import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, Not } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { onDuplicateKey } from '../common/database/driver-errors';
import { inTransaction } from '../common/database/transactions';
import { processImage } from '../common/images/image-pipeline';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { FileStorage, isStoredFileName } from '../common/storage/file-storage';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { Rental } from '../rentals/entities/rental.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { StaffVehicleView, VehiclePhotoView, VehicleRemovalView } from './dto/staff-vehicle.view';
import { UpdateVehicleDto } from './dto/update-vehicle.dto';
import { VehicleFormDto } from './dto/vehicle-form.dto';
import { VEHICLE_PHOTO_PATH } from './dto/public-vehicle.view';
import { Vehicle } from './entities/vehicle.entity';
import { VEHICLE_ERRORS } from './vehicles.errors';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { VehicleComplianceService } from '../fleet/vehicle-compliance.service';
import { appError, ErrorDefinition } from '../common/errors/app-error';

/** How the unique photo index names itself in a duplicate-key error (MySQL key name, SQLite column). */
const PHOTO_INDEX_IN_ERROR = /UQ_vehicles_photo_url|vehicles\.photoUrl/;
const PHOTO_AREA = 'vehicle-photos';
/** Cropped 4:3 photos are stored at most 1600 px wide. */
const PHOTO_LONG_SIDE = 1600;

/** A car is registered before it can be rented: a registration date after today is a typing slip. */
function assertRegisteredByToday(registrationDate: string | null | undefined): void {
  if (registrationDate && registrationDate > todayInKualaLumpur()) throw appError(VEHICLE_ERRORS.VEHICLE_REGISTRATION_IN_FUTURE);
}

@Injectable()
export class StaffVehiclesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly staffLogs: StaffLogsService,
    private readonly compliance: VehicleComplianceService,
  ) {}

  async list(query: PaginationQueryDto): Promise<Page<StaffVehicleView>> {
    const [rows, total] = await this.dataSource.getRepository(Vehicle).findAndCount({
      order: { isActive: 'DESC', name: 'ASC' },
      skip: skipFor(query),
      take: query.limit,
    });
    const compliance = await this.compliance.itemsOf(rows.map((row) => row.id));
    return { items: rows.map((row) => StaffVehicleView.ofStaff(row, compliance.get(row.id))), total, page: query.page, limit: query.limit };
  }

  async create(dto: VehicleFormDto, actor: AuthUser): Promise<StaffVehicleView> {
    assertRegisteredByToday(dto.registrationDate);
    const photoUrl = await this.storedPhotoName(dto.photoUrl);
    const vehicle = await this.writeUnique(async (manager) => {
      await this.assertUnused(manager, { name: dto.name }, VEHICLE_ERRORS.VEHICLE_NAME_TAKEN);
      if (photoUrl) await this.assertUnused(manager, { photoUrl }, VEHICLE_ERRORS.VEHICLE_PHOTO_TAKEN);
      const created = await manager.save(manager.create(Vehicle, { ...dto, photoUrl }));
      await this.staffLogs.record(manager, actor, {
        action: 'vehicle_created',
        targetType: 'vehicle',
        targetId: created.id,
        details: { name: created.name },
      });
      return created;
    });
    return StaffVehicleView.ofStaff(vehicle);
  }

  async update(id: number, dto: UpdateVehicleDto, actor: AuthUser): Promise<StaffVehicleView> {
    assertRegisteredByToday(dto.registrationDate);
    const photoUrl = dto.photoUrl === undefined ? undefined : await this.storedPhotoName(dto.photoUrl);
    let replacedPhoto: string | null = null;
    const vehicle = await this.writeUnique(async (manager) => {
      const current = await manager.findOneBy(Vehicle, { id });
      if (!current) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
      if (dto.name !== undefined && dto.name !== current.name)
        await this.assertUnused(manager, { name: dto.name }, VEHICLE_ERRORS.VEHICLE_NAME_TAKEN, id);
      if (photoUrl && photoUrl !== current.photoUrl) await this.assertUnused(manager, { photoUrl }, VEHICLE_ERRORS.VEHICLE_PHOTO_TAKEN, id);
      const changes = { ...dto, ...(photoUrl === undefined ? {} : { photoUrl }) };
      if (photoUrl !== undefined && current.photoUrl && current.photoUrl !== photoUrl) replacedPhoto = current.photoUrl;
      const saved = await manager.save(manager.merge(Vehicle, current, changes));
      await this.staffLogs.record(manager, actor, {
        action: 'vehicle_updated',
        targetType: 'vehicle',
        targetId: id,
        details: { fields: Object.keys(changes).sort().join(',') },
      });
      return saved;
    });
    if (replacedPhoto) await this.removePhotoIfUnused(replacedPhoto);
    return StaffVehicleView.ofStaff(vehicle, (await this.compliance.itemsOf([vehicle.id])).get(vehicle.id));
  }

  /** A vehicle with rental or booking history is deactivated instead, so that history keeps its car. */
  async remove(id: number, actor: AuthUser): Promise<VehicleRemovalView> {
    return inTransaction(this.dataSource, async (manager) => {
      const vehicle = await manager.findOneBy(Vehicle, { id });
      if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
      const hasHistory = (await manager.existsBy(Rental, { vehicleId: id })) || (await manager.existsBy(BookingRequest, { vehicleId: id }));
      if (hasHistory) {
        await manager.update(Vehicle, id, { isActive: false });
        await this.staffLogs.record(manager, actor, {
          action: 'vehicle_deactivated',
          targetType: 'vehicle',
          targetId: id,
          details: { name: vehicle.name },
        });
        return {
          deleted: false,
          deactivated: true,
          message: 'This vehicle has rentals or bookings, so it was deactivated instead of deleted.',
        };
      }
      // Its photo goes once the delete commits.
      await deleteWithOwnedFiles(manager, Vehicle, { id });
      await this.staffLogs.record(manager, actor, {
        action: 'vehicle_deleted',
        targetType: 'vehicle',
        targetId: id,
        details: { name: vehicle.name },
      });
      return { deleted: true, deactivated: false, message: 'Vehicle deleted.' };
    });
  }

  async uploadPhoto(file: Express.Multer.File | undefined, actor: AuthUser): Promise<VehiclePhotoView> {
    if (!file?.size) throw appError(VEHICLE_ERRORS.VEHICLE_PHOTO_REQUIRED);
    const image = await processImage(file.buffer, { maxLongSide: PHOTO_LONG_SIDE });
    const name = await this.storage.save(PHOTO_AREA, image.data, image.extension);
    await this.staffLogs.record(this.dataSource.manager, actor, {
      action: 'vehicle_photo_uploaded',
      targetType: 'vehicle_photo',
      targetId: name,
    });
    return { photoUrl: `${VEHICLE_PHOTO_PATH}/${name}` };
  }

  /** One uniqueness check (name, photo) for create and update; the unique indexes still guard races. */
  private async assertUnused(
    manager: EntityManager,
    where: FindOptionsWhere<Vehicle>,
    refusal: ErrorDefinition,
    exceptId?: number,
  ): Promise<void> {
    const taken = await manager.existsBy(Vehicle, exceptId ? { ...where, id: Not(exceptId) } : where);
    if (taken) throw appError(refusal);
  }

  /** A duplicate key that slipped past assertUnused (a parallel write) becomes the same 409. */
  private writeUnique<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return onDuplicateKey(inTransaction(this.dataSource, work), (error) => {
      const detail = String((error.driverError as { message?: string } | undefined)?.message ?? error.message);
      throw appError(PHOTO_INDEX_IN_ERROR.test(detail) ? VEHICLE_ERRORS.VEHICLE_PHOTO_TAKEN : VEHICLE_ERRORS.VEHICLE_NAME_TAKEN);
    });
  }

  /** Each file belongs to one vehicle (unique index); one more look before deleting keeps any file a row still names. */
  private async removePhotoIfUnused(name: string): Promise<void> {
    if (await this.dataSource.getRepository(Vehicle).existsBy({ photoUrl: name })) return;
    await this.storage.remove(PHOTO_AREA, name);
  }

  /** Accepts the photoUrl the upload returned (or its bare name); only photos we stored are linked. */
  private async storedPhotoName(photoUrl: string | undefined): Promise<string | null> {
    if (!photoUrl) return null;
    const name = photoUrl.startsWith(`${VEHICLE_PHOTO_PATH}/`) ? photoUrl.slice(VEHICLE_PHOTO_PATH.length + 1) : photoUrl;
    if (!isStoredFileName(name) || !(await this.storage.exists(PHOTO_AREA, name))) {
      throw appError(VEHICLE_ERRORS.VEHICLE_PHOTO_GONE);
    }
    return name;
  }
}
