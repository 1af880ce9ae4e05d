import Grid from '@mui/material/Grid';
import type { PublicVehicle } from '../api/types';
import { VehicleCard } from './VehicleCard';

/** One column on phones, two on tablets, three on desktops. */
export const VEHICLE_GRID_ITEM_SIZE = { xs: 12, sm: 6, md: 4 } as const;

export interface VehicleGridProps {
  vehicles: readonly PublicVehicle[];
  onSelect: (vehicle: PublicVehicle) => void;
}

export function VehicleGrid({ vehicles, onSelect }: VehicleGridProps) {
  return (
    <Grid container spacing={2.5} role="list" aria-label="Vehicles">
      {vehicles.map((vehicle) => (
        <Grid key={vehicle.id} size={VEHICLE_GRID_ITEM_SIZE} role="listitem">
          <VehicleCard vehicle={vehicle} onSelect={onSelect} />
        </Grid>
      ))}
    </Grid>
  );
}
