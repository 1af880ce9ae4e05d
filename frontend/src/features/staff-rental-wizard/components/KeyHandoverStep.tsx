import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PhotoSlot } from './PhotoSlot';

export interface KeyHandoverStepProps {
  rentalId: number;
  file: File | null;
  /** A key photo is stored already (an earlier visit). */
  captured: boolean;
  /** Bumped after each upload, so the stored photo's thumbnail is fetched again. */
  version: number;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** Step 4: a photo of the keys changing hands; Next uploads it. */
export function KeyHandoverStep({ rentalId, file, captured, version, disabled, onPick, onRemove }: KeyHandoverStepProps) {
  const { t } = useTranslation('staffRentalWizard');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('keyHandover.intro')}</Typography>
      {captured && !file && (
        <Alert severity="success" variant="outlined">
          {t('keyHandover.captured')}
        </Alert>
      )}
      <Box sx={{ maxWidth: 420 }}>
        <PhotoSlot
          rentalId={rentalId}
          kind="key-handover"
          label={t('keyHandover.label')}
          required
          file={file}
          uploadedVersion={captured ? `v${version}` : null}
          disabled={disabled}
          onPick={onPick}
          onRemove={onRemove}
        />
      </Box>
    </Stack>
  );
}
