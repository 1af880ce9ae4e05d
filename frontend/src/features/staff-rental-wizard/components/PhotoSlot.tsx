import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { singleFileChange } from '../../../components/form/singleFileChange';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { TAP_TARGET } from '../../../components/tapTarget';
import type { EvidenceKind } from '../api/types';
import { EvidenceThumbnail } from './EvidenceThumbnail';

const THUMBNAIL_PX = 72;

export interface PhotoSlotProps {
  rentalId: number;
  kind: EvidenceKind;
  label: string;
  required?: boolean;
  /** A photo picked now, not uploaded yet. */
  file: File | null;
  /** The photo is in the upload queue, kept on the phone until the signal returns. */
  waiting?: boolean;
  /** The stored photo's version (its upload time) when one is saved, else null. */
  uploadedVersion: string | null;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

function Thumbnail({
  rentalId,
  kind,
  label,
  file,
  uploadedVersion,
}: Pick<PhotoSlotProps, 'rentalId' | 'kind' | 'label' | 'file' | 'uploadedVersion'>) {
  const { t } = useTranslation('staffRentalWizard');
  const previewUrl = useObjectUrl(file);
  const alt = t('photos.preview', { label });
  let content;
  if (file && previewUrl)
    content = <Box component="img" src={previewUrl} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
  else if (!file && uploadedVersion) content = <EvidenceThumbnail rentalId={rentalId} kind={kind} version={uploadedVersion} alt={alt} />;
  else content = <PhotoCameraOutlinedIcon color="action" fontSize="large" />;
  return (
    <Box
      sx={{
        width: THUMBNAIL_PX,
        height: THUMBNAIL_PX,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {content}
    </Box>
  );
}

/**
 * One photo of the agreement: its name, a thumbnail, whether it is uploaded, and a camera input
 * (the phone's back camera opens at once). A new photo can be removed before it is uploaded.
 */
export function PhotoSlot({
  rentalId,
  kind,
  label,
  required = false,
  file,
  waiting = false,
  uploadedVersion,
  disabled = false,
  onPick,
  onRemove,
}: PhotoSlotProps) {
  const { t } = useTranslation('staffRentalWizard');
  const [preparing, setPreparing] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const inputId = `photo-${kind}`;
  const errorId = `${inputId}-error`;
  const done = Boolean(file) || uploadedVersion !== null;

  const pick = (picked: File) => {
    const isImage = picked.type.startsWith('image/');
    setNotImage(!isImage);
    if (isImage) onPick(picked);
  };

  let status = t('photos.none');
  if (preparing) status = t('photos.preparing');
  else if (file && waiting) status = t('photos.waiting');
  else if (file) status = t('photos.picked');
  else if (uploadedVersion) status = t('photos.uploaded');

  return (
    <Paper
      variant="outlined"
      data-testid={`photo-slot-${kind}`}
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: notImage ? 'error.main' : done ? 'success.main' : 'divider',
        borderStyle: done ? 'solid' : 'dashed',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Thumbnail rentalId={rentalId} kind={kind} label={label} file={file} uploadedVersion={uploadedVersion} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {label}
          </Typography>
          <Typography variant="caption" color={required ? 'error.main' : 'text.secondary'} component="p">
            {required ? t('photos.required') : t('photos.optional')}
          </Typography>
          <Typography
            variant="body2"
            color={done ? 'success.main' : 'text.secondary'}
            aria-live="polite"
            sx={{ fontWeight: done ? 600 : 400 }}
          >
            {status}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="label"
          role={undefined}
          variant={done ? 'outlined' : 'contained'}
          size="small"
          disabled={disabled || preparing}
          startIcon={preparing ? <CircularProgress size={16} color="inherit" /> : <CameraAltIcon />}
          sx={TAP_TARGET}
        >
          {done ? t('photos.replace') : t('photos.take')}
          <Box
            component="input"
            id={inputId}
            name={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={label}
            aria-required={required}
            aria-invalid={notImage}
            aria-describedby={notImage ? errorId : undefined}
            data-testid={`photo-input-${kind}`}
            disabled={disabled}
            onChange={singleFileChange(pick, setPreparing)}
            sx={visuallyHidden}
          />
        </Button>
        {file && !waiting && (
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            disabled={disabled}
            startIcon={<DeleteIcon />}
            aria-label={t('photos.removeLabel', { label })}
            sx={TAP_TARGET}
          >
            {t('photos.remove')}
          </Button>
        )}
      </Box>
      {notImage && (
        <FormHelperText id={errorId} error sx={{ m: 0 }}>
          {t('photos.imageOnly')}
        </FormHelperText>
      )}
    </Paper>
  );
}
