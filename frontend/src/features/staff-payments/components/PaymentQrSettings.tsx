import { useState, type ChangeEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/httpError';
import { useRemovePaymentQrMutation, useUploadPaymentQrMutation } from '../api/staffPaymentsApi';
import { useCurrentPaymentQr, type CurrentQr } from '../hooks/useCurrentPaymentQr';

/** The image types the server takes for the QR. */
const QR_TYPES = 'image/jpeg,image/png,image/webp';
const QR_SIZE = 220;

function CurrentQrView({ current }: { current: CurrentQr }) {
  const { t } = useTranslation('staffPayments');
  const url = useObjectUrl(current.state === 'uploaded' ? current.image : null);
  switch (current.state) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('qr.loading')}</Typography>
        </Box>
      );
    case 'none':
      // Not an alert: a state to read, not news to announce.
      return (
        <Alert severity="info" role="status">
          {t('qr.none')}
        </Alert>
      );
    case 'error':
      return <Alert severity="error">{t('qr.loadFailed', { message: translateMessage(current.message) })}</Alert>;
    default:
      return url ? (
        <Box
          component="img"
          src={url}
          alt={t('qr.current')}
          sx={{ width: QR_SIZE, maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      ) : null;
  }
}

/** The QR's controls and picture; mounted only while the card is open, so it loads then. */
function PaymentQrBody() {
  const { t } = useTranslation(['staffPayments', 'common']);
  const { toast } = useToast();
  const [version, setVersion] = useState(0);
  const current = useCurrentPaymentQr(version);
  const [upload, uploading] = useUploadPaymentQrMutation();
  const [remove, removing] = useRemovePaymentQrMutation();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const busy = uploading.isLoading || removing.isLoading;
  const uploaded = current.state === 'uploaded';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const image = input.files?.[0];
    input.value = '';
    if (!image) return;
    try {
      await upload(image).unwrap();
      toast({ title: t('toasts.qrUploaded'), description: t('toasts.qrUploadedDescription') });
      setVersion((value) => value + 1);
    } catch (error) {
      toast({ title: t('toasts.qrUploadFailed'), description: errorMessage(error), variant: 'destructive' });
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      toast({ title: t('toasts.qrRemoved'), description: t('toasts.qrRemovedDescription') });
      setConfirmingRemove(false);
      setVersion((value) => value + 1);
    } catch (error) {
      toast({ title: t('toasts.qrRemoveFailed'), description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('qr.hint')}
      </Typography>
      <CurrentQrView current={current} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="label"
          role={undefined}
          variant="contained"
          disabled={busy}
          sx={TAP_TARGET}
          startIcon={uploading.isLoading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
        >
          {uploading.isLoading ? t('qr.uploading') : uploaded ? t('qr.replace') : t('qr.upload')}
          <Box
            component="input"
            type="file"
            name="qrImage"
            accept={QR_TYPES}
            aria-label={uploaded ? t('qr.replace') : t('qr.upload')}
            disabled={busy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void onFile(event)}
            sx={visuallyHidden}
          />
        </Button>
        {uploaded && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingRemove(true)} startIcon={<DeleteIcon />} sx={TAP_TARGET}>
            {t('qr.remove')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirmingRemove}
        title={t('qr.removeTitle')}
        description={t('qr.removeDescription')}
        confirmLabel={t('qr.removeConfirm')}
        pendingLabel={t('qr.removing')}
        pending={removing.isLoading}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirmingRemove(false)}
      />
    </Stack>
  );
}

/**
 * 'Payment QR' (collapsed until opened): the DuitNow QR image customers scan, uploaded by staff
 * (PUT /api/staff/settings/payment-qr, multipart 'qrImage') or removed (DELETE), after which the
 * payment screen generates one from the bank details.
 */
export function PaymentQrSettings() {
  const { t } = useTranslation('staffPayments');
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }} sx={{ mb: 2, borderRadius: 1 }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="payment-qr-summary"
        aria-controls="payment-qr-details"
        sx={{ minHeight: 56 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <QrCode2Icon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('qr.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('qr.summary')}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <PaymentQrBody />
      </AccordionDetails>
    </Accordion>
  );
}
