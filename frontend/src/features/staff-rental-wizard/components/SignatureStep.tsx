import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignatureCanvas, type SignatureCanvasHandle } from '../../../components/SignatureCanvas';

export interface SignatureStepProps {
  signatureRef: Ref<SignatureCanvasHandle>;
  /** A signature is stored already (an earlier visit). */
  captured: boolean;
  disabled: boolean;
}

/** Step 3: the customer signs; Next uploads the drawing. */
export function SignatureStep({ signatureRef, captured, disabled }: SignatureStepProps) {
  const { t } = useTranslation('staffRentalWizard');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('signature.intro')}</Typography>
      {captured && (
        <Alert severity="success" variant="outlined">
          {t('signature.captured')}
        </Alert>
      )}
      <SignatureCanvas
        ref={signatureRef}
        disabled={disabled}
        labels={{ placeholder: t('signature.placeholder'), canvasLabel: t('signature.canvasLabel'), clear: t('signature.clear') }}
      />
    </Stack>
  );
}
