import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslation } from 'react-i18next';

export interface VehiclePhotoProps {
  photoUrl: string | null;
  alt: string;
  /** Rounds the top corners only, as on a card. */
  rounded?: 'top' | 'all';
  /** On a card the car's name is already the title: the photo adds nothing to read out. */
  decorative?: boolean;
  /** The first photo on screen (the page's largest paint): fetched at once, at high priority. */
  priority?: boolean;
  /** Not fetched yet: the grey frame only, until the first photo is in (see VehicleGrid). */
  deferred?: boolean;
  /** The photo has loaded or failed. */
  onSettled?: () => void;
}

/** A 4:3 vehicle photo; a drawn placeholder when there is none or it fails to load. */
export function VehiclePhoto({
  photoUrl,
  alt,
  rounded = 'top',
  decorative = false,
  priority = false,
  deferred = false,
  onSettled,
}: VehiclePhotoProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'photo' });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = photoUrl !== null && photoUrl !== failedUrl;
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        width: '100%',
        overflow: 'hidden',
        borderRadius: rounded === 'all' ? 3 : 0,
        bgcolor: 'grey.100',
        position: 'relative',
      }}
    >
      {deferred && showPhoto ? null : showPhoto ? (
        <Box
          component="img"
          src={photoUrl}
          alt={decorative ? '' : alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={onSettled}
          onError={() => {
            setFailedUrl(photoUrl);
            onSettled?.();
          }}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : t('none', { name: alt })}
          aria-hidden={decorative || undefined}
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: 'primary.main',
            background: 'linear-gradient(135deg, #e3ecfa 0%, #f4f6fb 100%)',
          }}
        >
          <DirectionsCarIcon sx={{ fontSize: 56, opacity: 0.5 }} />
          <Typography variant="caption" color="text.secondary">
            {t('comingSoon')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
