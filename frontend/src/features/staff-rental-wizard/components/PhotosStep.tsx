import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, REQUIRED_PHOTO_TYPES, type RentalPhotoType, type WizardRental } from '../api/types';
import type { ChosenPhotos } from '../api/uploadForms';
import { ExistingDamageSection } from './ExistingDamageSection';
import { PhotoSlot } from './PhotoSlot';

export interface PhotosStepProps {
  rental: WizardRental;
  picked: ChosenPhotos;
  /** Photos in the upload queue, shown from the phone until the server holds them. */
  waiting: ChosenPhotos;
  disabled: boolean;
  onPick: (type: RentalPhotoType, file: File) => void;
  onRemove: (type: RentalPhotoType) => void;
}

/** Step 1: the car's existing damage to show the customer, then the seven photo slots, the stored ones shown as done. */
export function PhotosStep({ rental, picked, waiting, disabled, onPick, onRemove }: PhotosStepProps) {
  const { t } = useTranslation('staffRentalWizard');
  const uploaded = new Map(rental.photos.map((photo) => [photo.type, photo.takenAt]));
  return (
    <>
      <ExistingDamageSection rental={rental} disabled={disabled} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('photos.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
        {t('photos.uploadedCount', { count: uploaded.size, total: PHOTO_TYPES.length })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {PHOTO_TYPES.map((type) => (
          <PhotoSlot
            key={type}
            rentalId={rental.id}
            kind={type}
            label={t(`photoTypes.${type}`)}
            required={REQUIRED_PHOTO_TYPES.includes(type)}
            file={picked[type] ?? waiting[type] ?? null}
            waiting={!picked[type] && Boolean(waiting[type])}
            uploadedVersion={uploaded.get(type) ?? null}
            disabled={disabled}
            onPick={(file) => onPick(type, file)}
            onRemove={() => onRemove(type)}
          />
        ))}
      </Box>
    </>
  );
}
