import { Vehicle } from './entities/vehicle.entity';

/** What naming a vehicle reads of it. */
export type VehicleNameFields = Pick<Vehicle, 'make' | 'model' | 'plateIdentifier' | 'name'>;

/** The vehicle columns a query selects when it joins a vehicle only to name it. */
export const VEHICLE_NAME_COLUMNS = ['name', 'make', 'model', 'plateIdentifier'] as const satisfies readonly (keyof VehicleNameFields)[];

/**
 * The one name a car goes by on every screen, document, e-mail and export: "make model - plate",
 * so that staff at the car park can tell two cars of the same model apart. Without make and model
 * the vehicle's own name stands in; with no name at all, 'Unknown Vehicle'.
 */
export function vehicleDisplayName(vehicle: VehicleNameFields | null | undefined): string {
  if (!vehicle) return 'Unknown Vehicle';
  if (vehicle.make && vehicle.model) {
    const base = `${vehicle.make} ${vehicle.model}`;
    return vehicle.plateIdentifier ? `${base} - ${vehicle.plateIdentifier}` : base;
  }
  return vehicle.name || 'Unknown Vehicle';
}

/**
 * The name of the car a booking request or rental is for. Its fleet record names it while the
 * record exists, so a plate added or corrected later shows on every booking at once; a booking
 * whose record is gone keeps the name written on it when it was made.
 */
export function bookedVehicleName(vehicle: VehicleNameFields | null | undefined, keptName: string): string {
  return vehicle ? vehicleDisplayName(vehicle) : keptName;
}
