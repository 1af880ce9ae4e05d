import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDateTime } from '../../../lib/format';
import { useGetProtectedImageQuery } from '../../../api/protectedImageApi';
import type { ReturnInspection, ReturnPhotoType } from '../api/returnApi';

/** The seven pickup angles, in the agreement's order. */
export const PHOTO_ANGLES = ['front_with_customer', 'front', 'back', 'left', 'right', 'interior_mileage', 'known_damage'] as const;

function Thumbnail({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation('staffReturn');
  const { data } = useGetProtectedImageQuery({ url: url ?? '' }, { skip: url === null });
  return (
    <Box
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: 'grey.100',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {url && data ? (
        <img src={data} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('photos.none')}
        </Typography>
      )}
    </Box>
  );
}

export interface ReturnPhotosProps {
  inspection: ReturnInspection;
  disabled: boolean;
  onUpload: (type: ReturnPhotoType, file: File) => void;
}

/** Each return photo beside its pickup photo, both with their time stamps; one camera button per angle. */
export function ReturnPhotos({ inspection, disabled, onUpload }: ReturnPhotosProps) {
  const { t } = useTranslation('staffReturn');
  const id = inspection.rentalId;
  const picked = (type: ReturnPhotoType) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onUpload(type, file);
  };
  const cameraButton = (type: ReturnPhotoType, text: string) => (
    <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled} sx={TAP_TARGET}>
      {text}
      <input hidden type="file" accept="image/*" capture="environment" onChange={picked(type)} />
    </Button>
  );
  const closeUps = inspection.photos.filter((photo) => photo.type === 'damage');
  return (
    <Stack spacing={2}>
      {/* One angle per row on a phone; two side by side on a wider screen, so the thumbnails stay thumbnails. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {PHOTO_ANGLES.map((type) => {
          const label = t(`photoTypes.${type}`);
          const pickup = inspection.pickupPhotos.find((photo) => photo.type === type);
          const back = inspection.photos.find((photo) => photo.type === type);
          return (
            <Paper key={type} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {label}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Stack spacing={0.5}>
                  <Typography variant="caption">{t('photos.pickup')}</Typography>
                  <Thumbnail url={pickup ? `/staff/rentals/${id}/files/${type}` : null} alt={`${label}: ${t('photos.pickup')}`} />
                  {pickup && (
                    <Typography variant="caption" color="text.secondary">
                      {t('photos.takenAt', { when: formatDateTime(pickup.takenAt) })}
                    </Typography>
                  )}
                </Stack>
                <Stack spacing={0.5}>
                  <Typography variant="caption">{t('photos.return')}</Typography>
                  <Thumbnail url={back ? `/staff/rentals/${id}/return/files/${back.key}` : null} alt={`${label}: ${t('photos.return')}`} />
                  {back && (
                    <Typography variant="caption" color="text.secondary">
                      {t('photos.takenAt', { when: formatDateTime(back.takenAt) })}
                    </Typography>
                  )}
                </Stack>
              </Box>
              {!inspection.finalizedAt && (
                <Box sx={{ mt: 1 }}>
                  {cameraButton(type, back ? t('photos.retake', { type: label }) : t('photos.take', { type: label }))}
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {closeUps.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {closeUps.map((photo) => (
            <Stack key={photo.key} spacing={0.5}>
              <Thumbnail url={`/staff/rentals/${id}/return/files/${photo.key}`} alt={t('photoTypes.damage')} />
              <Typography variant="caption" color="text.secondary">
                {t('photos.takenAt', { when: formatDateTime(photo.takenAt) })}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      {!inspection.finalizedAt && <Box>{cameraButton('damage', t('photos.addCloseUp'))}</Box>}
    </Stack>
  );
}
