import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { singleFileChange } from '../../../components/form/singleFileChange';
import { ImageCropDialog } from '../../../components/image-crop';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { useUploadVehiclePhotoMutation } from '../api/staffVehiclesApi';
import { StaffVehiclePhoto } from './StaffVehiclePhoto';

/** The server's upload limit; larger files are refused before cropping. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const CROP_TITLE = 'Crop Vehicle Photo (4:3 Ratio)';

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

  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid File Type', description: 'Please choose an image file.', variant: 'destructive' });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: 'File Too Large', description: 'Please choose an image smaller than 10MB.', variant: 'destructive' });
      return;
    }
    setCropFile(file);
  };

  const uploadCropped = async (jpeg: Blob) => {
    try {
      const result = await upload(jpeg).unwrap();
      onChange(result.photoUrl);
      setCropFile(null);
      toast({ title: 'Photo Uploaded', description: 'Save the vehicle to keep this photo.' });
    } catch (error) {
      toast({ title: 'Upload Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="p">
        Photo
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
          <StaffVehiclePhoto photoUrl={photoUrl || null} alt={`${vehicleName.trim() || 'New vehicle'} photo preview`} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Button component="label" role={undefined} variant="outlined" startIcon={<AddAPhotoIcon />} disabled={disabled}>
            {photoUrl ? 'Change Photo' : 'Choose Photo'}
            <Box
              component="input"
              type="file"
              accept="image/*"
              aria-label="Vehicle photo"
              disabled={disabled}
              onChange={singleFileChange(choose)}
              sx={visuallyHidden}
            />
          </Button>
          <Typography variant="caption" color="text.secondary">
            JPEG, PNG or WebP. You crop it to 4:3 before it is uploaded.
          </Typography>
        </Box>
      </Box>
      <ImageCropDialog file={cropFile} title={CROP_TITLE} onCrop={uploadCropped} onCancel={() => setCropFile(null)} />
    </Box>
  );
}
