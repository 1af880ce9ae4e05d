import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { PublicVehicle } from '../api/types';
import { VehicleCard } from './VehicleCard';

/** One column on phones, two on tablets, three on desktops. */
export const VEHICLE_GRID_ITEM_SIZE = { xs: 12, sm: 6, md: 4 } as const;

export interface VehicleGridProps {
  vehicles: readonly PublicVehicle[];
  onSelect: (vehicle: PublicVehicle) => void;
  /** A card is about to be opened (pointed at, touched or focused): time to fetch the dialog. */
  onIntent?: () => void;
}

export function VehicleGrid({ vehicles, onSelect, onIntent }: VehicleGridProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Grid container spacing={2.5} role="list" aria-label={t('fleet.list')}>
      {vehicles.map((vehicle) => (
        <Grid key={vehicle.id} size={VEHICLE_GRID_ITEM_SIZE} role="listitem">
          <VehicleCard vehicle={vehicle} onSelect={onSelect} onIntent={onIntent} />
        </Grid>
      ))}
    </Grid>
  );
}
