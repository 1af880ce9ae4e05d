import { EntityManager } from 'typeorm';
import { Vehicle } from '../vehicles/entities/vehicle.entity';

/**
 * A reading off the car's odometer (at a pickup, a return, a service), inside the caller's
 * transaction: the car's odometer only ever goes up, in one conditional update, so a late or
 * mistyped lower reading never winds it back.
 */
export async function recordOdometer(manager: EntityManager, vehicleId: number | null, km: number): Promise<void> {
  if (vehicleId === null) return;
  await manager
    .createQueryBuilder()
    .update(Vehicle)
    .set({ odometerKm: km })
    .where('id = :vehicleId AND odometerKm < :km', { vehicleId, km })
    .execute();
}
