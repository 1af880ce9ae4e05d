import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { RecordServiceDto, ServiceScheduleDto } from './dto/vehicle-service.dto';
import { VehicleServiceView } from './dto/vehicle-service.view';
import { FLEET_ERRORS } from './fleet.errors';
import { recordOdometer } from './odometer';
import { vehicleServiceView } from './vehicle-service';

/** A car's service schedule and the services done: "service due" shows when the distance or the time is reached. */
@Injectable()
export class VehicleMaintenanceService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async setSchedule(vehicleId: number, dto: ServiceScheduleDto, actor: AuthUser): Promise<VehicleServiceView> {
    const vehicle = await inTransaction(this.dataSource, async (manager) => {
      await this.vehicle(manager, vehicleId);
      const schedule = { serviceEveryKm: dto.serviceEveryKm ?? null, serviceEveryMonths: dto.serviceEveryMonths ?? null };
      await manager.update(Vehicle, { id: vehicleId }, schedule);
      await recordServerLog(manager, actor, {
        action: 'vehicle_service_scheduled',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: schedule,
      });
      return this.vehicle(manager, vehicleId);
    });
    return vehicleServiceView(vehicle);
  }

  /** A service done: the next one counts from it; its reading moves the odometer up when higher. */
  async recordService(
    vehicleId: number,
    dto: RecordServiceDto,
    actor: AuthUser,
    today = todayInKualaLumpur(),
  ): Promise<VehicleServiceView> {
    const vehicle = await inTransaction(this.dataSource, async (manager) => {
      const current = await this.vehicle(manager, vehicleId);
      if (dto.servicedOn > today) throw appError(FLEET_ERRORS.SERVICE_IN_FUTURE);
      if (current.registrationDate && dto.servicedOn < current.registrationDate) throw appError(FLEET_ERRORS.SERVICE_BEFORE_REGISTRATION);
      await manager.update(Vehicle, { id: vehicleId }, { lastServiceOn: dto.servicedOn, lastServiceKm: dto.odometerKm });
      await recordOdometer(manager, vehicleId, dto.odometerKm);
      await recordServerLog(manager, actor, {
        action: 'vehicle_serviced',
        targetType: 'vehicle',
        targetId: vehicleId,
        details: { servicedOn: dto.servicedOn, odometerKm: dto.odometerKm },
      });
      return this.vehicle(manager, vehicleId);
    });
    return vehicleServiceView(vehicle, today);
  }

  private async vehicle(manager: EntityManager, id: number): Promise<Vehicle> {
    const vehicle = await manager.findOneBy(Vehicle, { id });
    if (!vehicle) throw appError(FLEET_ERRORS.FLEET_VEHICLE_NOT_FOUND);
    return vehicle;
  }
}
