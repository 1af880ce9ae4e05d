import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';

export interface VehiclePhotoProps {
  photoUrl: string | null;
  alt: string;
  /** Rounds the top corners only, as on a card. */
  rounded?: 'top' | 'all';
}

/** A 4:3 vehicle photo; a drawn placeholder when there is none or it fails to load. */
export function VehiclePhoto({ photoUrl, alt, rounded = 'top' }: VehiclePhotoProps) {
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
      {showPhoto ? (
        <Box
          component="img"
          src={photoUrl}
          alt={alt}
          loading="lazy"
          onError={() => setFailedUrl(photoUrl)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={`${alt} (no photo yet)`}
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
            Photo coming soon
          </Typography>
        </Box>
      )}
    </Box>
  );
}
