import { EntityManager } from 'typeorm';
import { VehicleDamage } from './entities/vehicle-damage.entity';

/** The ids of the damage open on a car now, in the order it was found. */
export async function openDamageIds(manager: EntityManager, vehicleId: number | null): Promise<number[]> {
  if (vehicleId === null) return [];
  const rows = await manager.find(VehicleDamage, { select: { id: true }, where: { vehicleId, status: 'open' }, order: { id: 'ASC' } });
  return rows.map((row) => row.id);
}
