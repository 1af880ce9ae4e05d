import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { VEHICLE_GRID_ITEM_SIZE } from './VehicleGrid';

const PLACEHOLDER_CARDS = 6;

/** Card-shaped placeholders while the fleet loads, so the page does not jump. */
export function VehicleGridSkeleton() {
  const { t } = useTranslation('vehicles');
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label={t('fleet.loading')}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Grid key={index} size={VEHICLE_GRID_ITEM_SIZE}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <CardContent>
              <Skeleton width="70%" height={28} />
              <Skeleton width="40%" />
              <Skeleton width="50%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
