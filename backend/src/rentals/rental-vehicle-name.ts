import { EntityManager, In } from 'typeorm';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { bookedVehicleName, VEHICLE_NAME_COLUMNS } from '../vehicles/vehicle-display-name';
import { Rental } from './entities/rental.entity';

type NamedRental = Pick<Rental, 'vehicle' | 'vehicleId' | 'vehicleRecord'>;

const NAME_SELECT = Object.fromEntries(VEHICLE_NAME_COLUMNS.map((column) => [column, true])) as Record<
  (typeof VEHICLE_NAME_COLUMNS)[number],
  true
>;

/** For findPage's `joined`: the vehicle columns rentalVehicleName reads. */
export const RENTAL_VEHICLE_NAME_JOIN = { vehicleRecord: VEHICLE_NAME_COLUMNS };

/**
 * The display name of a rental's car (plate included), for views and lists; the caller loads
 * `vehicleRecord` (relations or RENTAL_VEHICLE_NAME_JOIN). The rental's own `vehicle` text is
 * only the fallback for a car no longer in the fleet.
 */
export function rentalVehicleName(rental: Pick<Rental, 'vehicle' | 'vehicleRecord'>): string {
  return bookedVehicleName(rental.vehicleRecord, rental.vehicle);
}

/**
 * Reads the vehicles of rentals loaded without them (a page joined one level deep) in one query,
 * so rentalVehicleName can name each; needs each rental's `vehicleId`.
 */
export async function loadRentalVehicles(manager: EntityManager, rentals: Pick<Rental, 'vehicleId' | 'vehicleRecord'>[]): Promise<void> {
  const ids = [...new Set(rentals.flatMap((rental) => (rental.vehicleId === null ? [] : [rental.vehicleId])))];
  const vehicles = ids.length === 0 ? [] : await manager.find(Vehicle, { select: { id: true, ...NAME_SELECT }, where: { id: In(ids) } });
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  for (const rental of rentals) rental.vehicleRecord = rental.vehicleId === null ? null : (byId.get(rental.vehicleId) ?? null);
}

/** The same name for one rental (an e-mail, a document), reading its vehicle when the caller has not. */
export async function loadRentalVehicleName(manager: EntityManager, rental: NamedRental): Promise<string> {
  if (rental.vehicleRecord !== undefined || rental.vehicleId === null) return rentalVehicleName(rental);
  const vehicle = await manager.findOne(Vehicle, { select: NAME_SELECT, where: { id: rental.vehicleId } });
  return bookedVehicleName(vehicle, rental.vehicle);
}
