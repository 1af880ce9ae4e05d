import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { useTranslation } from 'react-i18next';
import { singleFileChange } from '../../../components/form/singleFileChange';
import { ImageCropDialog } from '../../../components/image-crop';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useToast } from '../../../components/toast';
import { useUploadVehiclePhotoMutation } from '../api/staffVehiclesApi';
import { StaffVehiclePhoto } from './StaffVehiclePhoto';
import { translateError } from '../../../i18n';

/** The server's upload limit; larger files are refused before cropping. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export interface VehiclePhotoFieldProps {
  photoUrl: string;
  onChange: (photoUrl: string) => void;
  disabled?: boolean;
  /** For the preview's alt text. */
  vehicleName: string;
}

/** Choose an image, crop it to 4:3, upload it; the returned photoUrl goes with the form. */
export function VehiclePhotoField({ photoUrl, onChange, disabled = false, vehicleName }: VehiclePhotoFieldProps) {
  const [cropFile, setCropFile] = useState<File | null>(null);
  const [upload] = useUploadVehiclePhotoMutation();
  const { toast } = useToast();
  const { t } = useTranslation('staffVehicles');

  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: t('photo.invalidType'), description: t('photo.invalidTypeDescription'), variant: 'destructive' });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: t('photo.tooLarge'), description: t('photo.tooLargeDescription'), variant: 'destructive' });
      return;
    }
    setCropFile(file);
  };

  const uploadCropped = async (jpeg: Blob) => {
    try {
      const result = await upload(jpeg).unwrap();
      onChange(result.photoUrl);
      setCropFile(null);
      toast({ title: t('photo.uploaded'), description: t('photo.uploadedDescription') });
    } catch (error) {
      toast({ title: t('photo.uploadFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="p">
        {t('photo.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Box sx={{ width: { xs: '100%', sm: 200 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', flexShrink: 0 }}>
          <StaffVehiclePhoto
            photoUrl={photoUrl || null}
            alt={t('photo.previewAlt', { name: vehicleName.trim() || t('photo.newVehicle') })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Button component="label" role={undefined} variant="outlined" startIcon={<AddAPhotoIcon />} disabled={disabled}>
            {photoUrl ? t('photo.change') : t('photo.choose')}
            <Box
              component="input"
              type="file"
              accept="image/*"
              aria-label={t('photo.input')}
              disabled={disabled}
              onChange={singleFileChange(choose)}
              sx={visuallyHidden}
            />
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('photo.hint')}
          </Typography>
        </Box>
      </Box>
      <ImageCropDialog file={cropFile} title={t('photo.cropTitle')} onCrop={uploadCropped} onCancel={() => setCropFile(null)} />
    </Box>
  );
}
