import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useGetProtectedImageQuery } from '../../api/protectedImageApi';

const FRAME = { width: { xs: 96, sm: 120 }, aspectRatio: '4 / 3', borderRadius: 1, flexShrink: 0 } as const;

/** Where a damage point's close-up is kept: among the photos of the return it was found at. */
export interface DamageWithPhoto {
  rentalId: number | null;
  photoKey: string | null;
}

/** The damage's close-up from the return it was found at, or a plain frame saying there is none. */
export function DamagePhoto({ damage, alt }: { damage: DamageWithPhoto; alt: string }) {
  const { t } = useTranslation('staffReturn');
  const args =
    damage.photoKey && damage.rentalId !== null ? { url: `/staff/rentals/${damage.rentalId}/return/files/${damage.photoKey}` } : skipToken;
  const { data, isLoading, isError } = useGetProtectedImageQuery(args);
  if (args === skipToken || isError || (!isLoading && !data)) {
    return (
      <Box sx={{ ...FRAME, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', p: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {isError ? t('damagePhoto.failed') : t('damagePhoto.none')}
        </Typography>
      </Box>
    );
  }
  if (isLoading) return <Skeleton variant="rounded" sx={FRAME} aria-label={t('damagePhoto.loading')} />;
  return <Box component="img" src={data ?? undefined} alt={alt} sx={{ ...FRAME, objectFit: 'cover', display: 'block' }} />;
}
