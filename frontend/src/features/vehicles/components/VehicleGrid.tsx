import { useState } from 'react';
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

/**
 * The first card's photo is the largest thing a phone shows of the fleet. On a slow link the
 * photos below it, which lazy loading still asks for at once (it looks far ahead on slow
 * connections), would share the bandwidth and make the one in view arrive with the last of them:
 * they wait until it has loaded (or failed), or start at once when the first car has no photo.
 */
export function VehicleGrid({ vehicles, onSelect, onIntent }: VehicleGridProps) {
  const { t } = useTranslation('vehicles');
  const [firstPhotoSettled, setFirstPhotoSettled] = useState(false);
  const holdOthers = !firstPhotoSettled && Boolean(vehicles[0]?.photoUrl);
  return (
    <Grid container spacing={2.5} role="list" aria-label={t('fleet.list')}>
      {vehicles.map((vehicle, index) => (
        <Grid key={vehicle.id} size={VEHICLE_GRID_ITEM_SIZE} role="listitem">
          <VehicleCard
            vehicle={vehicle}
            onSelect={onSelect}
            onIntent={onIntent}
            priority={index === 0}
            photoDeferred={index > 0 && holdOthers}
            onPhotoSettled={index === 0 ? () => setFirstPhotoSettled(true) : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}
