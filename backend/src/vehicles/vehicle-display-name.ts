import { Vehicle } from './entities/vehicle.entity';

/** Make + model + ' - ' + plate when make and model exist; else the name; else 'Unknown Vehicle'. */
export function vehicleDisplayName(vehicle: Pick<Vehicle, 'make' | 'model' | 'plateIdentifier' | 'name'> | null | undefined): string {
  if (!vehicle) return 'Unknown Vehicle';
  if (vehicle.make && vehicle.model) {
    const base = `${vehicle.make} ${vehicle.model}`;
    return vehicle.plateIdentifier ? `${base} - ${vehicle.plateIdentifier}` : base;
  }
  return vehicle.name || 'Unknown Vehicle';
}
