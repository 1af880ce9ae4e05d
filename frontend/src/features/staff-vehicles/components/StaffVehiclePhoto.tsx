import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslation } from 'react-i18next';

/** A 4:3 vehicle photo, or a drawn placeholder when there is none (or it fails to load). */
export function StaffVehiclePhoto({ photoUrl, alt, dimmed = false }: { photoUrl: string | null; alt: string; dimmed?: boolean }) {
  const { t } = useTranslation('staffVehicles');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = Boolean(photoUrl) && photoUrl !== failedUrl;
  return (
    <Box sx={{ aspectRatio: '4 / 3', width: '100%', overflow: 'hidden', bgcolor: 'grey.100', opacity: dimmed ? 0.55 : 1 }}>
      {showPhoto ? (
        <Box
          component="img"
          src={photoUrl ?? undefined}
          alt={alt}
          loading="lazy"
          onError={() => setFailedUrl(photoUrl)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={t('photo.noneLabel', { name: alt })}
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            color: 'primary.main',
            background: 'linear-gradient(135deg, #e3ecfa 0%, #f4f6fb 100%)',
          }}
        >
          <DirectionsCarIcon sx={{ fontSize: 48, opacity: 0.5 }} />
          <Typography variant="caption" color="text.secondary">
            {t('photo.none')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
