import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useGetDamagePhotoQuery } from '../api/vehicleDamagesApi';
import type { VehicleDamage } from '../api/types';

const FRAME = { width: { xs: 96, sm: 120 }, aspectRatio: '4 / 3', borderRadius: 1, flexShrink: 0 } as const;

/** The damage's close-up from the return it was found at, or a plain frame saying there is none. */
export function DamagePhoto({ damage, alt }: { damage: VehicleDamage; alt: string }) {
  const { t } = useTranslation('staffVehicles');
  const args = damage.photoKey && damage.rentalId !== null ? { rentalId: damage.rentalId, photoKey: damage.photoKey } : skipToken;
  const { data, isLoading, isError } = useGetDamagePhotoQuery(args);
  if (args === skipToken || isError || (!isLoading && !data)) {
    return (
      <Box sx={{ ...FRAME, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', p: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {isError ? t('damage.photoFailed') : t('damage.noPhoto')}
        </Typography>
      </Box>
    );
  }
  if (isLoading) return <Skeleton variant="rounded" sx={FRAME} aria-label={t('damage.photoLoading')} />;
  return <Box component="img" src={data ?? undefined} alt={alt} sx={{ ...FRAME, objectFit: 'cover', display: 'block' }} />;
}
