import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AvailabilityService } from '../bookings/availability.service';
import { AvailabilityView } from '../bookings/dto/availability.view';
import { DateRangeDto } from '../bookings/dto/date-range.dto';
import { prepareJson, PreparedJson } from '../common/http/prepared-json';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, PUBLIC_ANSWERS } from '../common/read-cache/fresh-read-cache';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { PublicVehicleView } from './dto/public-vehicle.view';
import { Vehicle } from './entities/vehicle.entity';
import { VEHICLE_ERRORS } from './vehicles.errors';
import { appError } from '../common/errors/app-error';

/** The fleet is small (tens of cars), so the public list is bounded rather than paginated. */
const PUBLIC_FLEET_LIMIT = 500;

@Injectable()
export class VehiclesService {
  private readonly answers: FreshReadCache;

  constructor(
    @InjectRepository(Vehicle) private readonly vehicles: Repository<Vehicle>,
    private readonly availability: AvailabilityService,
    private readonly storage: FileStorage,
    writes: DataWrites,
  ) {
    this.answers = new FreshReadCache(writes, PUBLIC_ANSWERS);
  }

  /** The fleet list kept serialized with its ETag, as the staff calendar is: neither a query nor a JSON encoding per visit. */
  listPublicAsJson(): Promise<PreparedJson> {
    return this.answers.read('fleet', async () => prepareJson(await this.listPublic()));
  }

  async listPublic(): Promise<PublicVehicleView[]> {
    const active = await this.vehicles.find({ where: { isActive: true }, order: { name: 'ASC' }, take: PUBLIC_FLEET_LIMIT });
    return active.map((vehicle) => PublicVehicleView.of(vehicle));
  }

  async findActive(id: number): Promise<Vehicle> {
    const vehicle = await this.vehicles.findOneBy({ id, isActive: true });
    if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
    return vehicle;
  }

  async checkAvailability(id: number, range: DateRangeDto): Promise<AvailabilityView> {
    this.availability.assertBookableRange(range.startDate, range.endDate);
    return this.answers.read(`availability:${id}:${range.startDate}:${range.endDate}`, async () => {
      await this.findActive(id);
      const conflicts = await this.availability.conflicts(this.vehicles.manager, id, range.startDate, range.endDate);
      return { available: conflicts.length === 0, conflicts };
    });
  }

  /** Vehicle photos are public, but only names we stored are ever opened. */
  async openPhoto(fileName: string): Promise<OpenedFile> {
    const file = await this.storage.open('vehicle-photos', fileName);
    if (!file) throw appError(VEHICLE_ERRORS.PHOTO_NOT_FOUND);
    return file;
  }
}
