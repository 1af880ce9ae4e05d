import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AvailabilityService } from '../bookings/availability.service';
import { AvailabilityView } from '../bookings/dto/availability.view';
import { DateRangeDto } from '../bookings/dto/date-range.dto';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { PublicVehicleView } from './dto/public-vehicle.view';
import { Vehicle } from './entities/vehicle.entity';

/** The fleet is small (tens of cars), so the public list is bounded rather than paginated. */
const PUBLIC_FLEET_LIMIT = 500;

@Injectable()
export class VehiclesService {
  constructor(
    @InjectRepository(Vehicle) private readonly vehicles: Repository<Vehicle>,
    private readonly availability: AvailabilityService,
    private readonly storage: FileStorage,
  ) {}

  async listPublic(): Promise<PublicVehicleView[]> {
    const active = await this.vehicles.find({ where: { isActive: true }, order: { name: 'ASC' }, take: PUBLIC_FLEET_LIMIT });
    return active.map((vehicle) => PublicVehicleView.of(vehicle));
  }

  async findActive(id: number): Promise<Vehicle> {
    const vehicle = await this.vehicles.findOneBy({ id, isActive: true });
    if (!vehicle) throw new NotFoundException('Vehicle not found');
    return vehicle;
  }

  async checkAvailability(id: number, range: DateRangeDto): Promise<AvailabilityView> {
    this.availability.assertBookableRange(range.startDate, range.endDate);
    await this.findActive(id);
    const conflicts = await this.availability.conflicts(this.vehicles.manager, id, range.startDate, range.endDate);
    return { available: conflicts.length === 0, conflicts };
  }

  /** Vehicle photos are public, but only names we stored are ever opened. */
  async openPhoto(fileName: string): Promise<OpenedFile> {
    const file = await this.storage.open('vehicle-photos', fileName);
    if (!file) throw new NotFoundException('Photo not found');
    return file;
  }
}
