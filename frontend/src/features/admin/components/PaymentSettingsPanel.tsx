import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentPaymentQr } from '../../../api/usePaymentQrImage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CardListSkeleton } from '../../../components/PagedList';
import { FormTextField } from '../../../components/form';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateError, translateMessage } from '../../../i18n';
import {
  useGetPaymentSettingsQuery,
  useRemovePaymentQrMutation,
  useSaveBankDetailsMutation,
  useUploadPaymentQrMutation,
  type PaymentSettings,
} from '../api/adminApi';
import { bankDetailsOf, bankDetailsSchema, type BankDetailsForm } from '../utils/bankDetailsSchema';
import { formatLogTime } from '../utils/activityFormat';
import { PanelLoadError } from './PanelLoadError';

/** The image types the server takes for the QR. */
const QR_TYPES = 'image/jpeg,image/png,image/webp';
const QR_SIZE = 220;

function QrPicture({ image, alt }: { image: Blob | null; alt: string }) {
  const url = useObjectUrl(image);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        display: 'block',
        width: QR_SIZE,
        maxWidth: '100%',
        height: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}

/** The bank account customers pay to: saved only after the admin confirms the new values. */
function BankDetailsSection({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('admin', { keyPrefix: 'paymentSettings' });
  const { toast } = useToast();
  const [save, saving] = useSaveBankDetailsMutation();
  const [pending, setPending] = useState<BankDetailsForm | null>(null);
  const { control, handleSubmit, reset } = useForm<BankDetailsForm>({
    resolver: zodResolver(bankDetailsSchema),
    mode: 'onTouched',
    defaultValues: bankDetailsOf(settings),
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save(pending).unwrap();
      reset(bankDetailsOf(saved));
      setPending(null);
      toast({ title: t('bank.saved'), description: t('bank.savedDescription', { name: saved.bankAccountName }) });
    } catch (error) {
      setPending(null);
      toast({ title: t('bank.saveFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Box component="section" aria-labelledby="bank-details-heading">
      <Typography id="bank-details-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('bank.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('bank.hint')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void handleSubmit((values) => setPending(values))(event)}
        sx={{ maxWidth: 480 }}
      >
        <FormTextField control={control} name="bankName" label={t('bank.bankName')} autoComplete="off" required fullWidth />
        <FormTextField
          control={control}
          name="bankAccountName"
          label={t('bank.accountName')}
          helperText={t('bank.accountNameHint')}
          autoComplete="off"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="bankAccountNumber"
          label={t('bank.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          required
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving.isLoading} sx={TAP_TARGET}>
            {t('bank.save')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('bank.confirmTitle')}
        confirmColor="primary"
        description={
          pending && (
            <>
              {t('bank.confirmDescription')}
              <Box component="span" sx={{ display: 'block', mt: 1.5, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}>
                {pending.bankName} · {pending.bankAccountName} · {pending.bankAccountNumber}
              </Box>
            </>
          )
        }
        confirmLabel={t('bank.confirm')}
        pendingLabel={t('bank.saving')}
        pending={saving.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}

/** The QR customers scan: a new image replaces it only after the admin has seen it and confirmed. */
function PaymentQrSection({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('admin', { keyPrefix: 'paymentSettings' });
  const { toast } = useToast();
  const [version, setVersion] = useState(0);
  const current = useCurrentPaymentQr(version);
  const [upload, uploading] = useUploadPaymentQrMutation();
  const [remove, removing] = useRemovePaymentQrMutation();
  const [chosen, setChosen] = useState<File | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const busy = uploading.isLoading || removing.isLoading;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const image = input.files?.[0];
    input.value = '';
    if (image) setChosen(image);
  };

  const confirmUpload = async () => {
    if (!chosen) return;
    try {
      const read = await upload(chosen).unwrap();
      toast({ title: t('qr.uploaded'), description: t('qr.uploadedDescription', { payee: read.payeeName }) });
      setVersion((value) => value + 1);
    } catch (error) {
      toast({ title: t('qr.uploadFailed'), description: translateError(error), variant: 'destructive' });
    }
    setChosen(null);
  };

  const confirmRemove = async () => {
    try {
      await remove().unwrap();
      toast({ title: t('qr.removed'), description: t('qr.removedDescription') });
      setVersion((value) => value + 1);
    } catch (error) {
      toast({ title: t('qr.removeFailed'), description: translateError(error), variant: 'destructive' });
    }
    setConfirmingRemove(false);
  };

  let picture;
  if (current.state === 'loading') picture = <CircularProgress size={24} aria-label={t('qr.loading')} />;
  else if (current.state === 'error')
    picture = <Alert severity="error">{t('qr.loadFailed', { message: translateMessage(current.message) })}</Alert>;
  else if (current.state === 'none')
    picture = (
      <Alert severity="info" role="status">
        {t('qr.none')}
      </Alert>
    );
  else picture = <QrPicture image={current.image} alt={t('qr.current')} />;

  // What customers are shown: a QR per payment made from the uploaded one, or the bank details.
  let reading = null;
  if (settings.qrDynamic)
    reading = (
      <Alert severity="success" role="status" data-testid="qr-reading">
        {t('qr.dynamic', { payee: [settings.qrPayeeName, settings.qrMerchantCity].filter(Boolean).join(', ') })}
      </Alert>
    );
  else if (settings.qrUploaded)
    reading = (
      <Alert severity="warning" role="status" data-testid="qr-reading">
        {t('qr.notRead')}
      </Alert>
    );

  return (
    <Box component="section" aria-labelledby="payment-qr-heading">
      <Typography id="payment-qr-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('qr.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('qr.hint', { name: settings.bankAccountName })}
      </Typography>
      <Stack spacing={2}>
        {picture}
        {reading}
        {settings.qrUploaded && settings.qrUpdatedAt && (
          <Typography variant="body2" color="text.secondary">
            {t('qr.updatedAt', { time: formatLogTime(settings.qrUpdatedAt) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component="label"
            role={undefined}
            variant="contained"
            disabled={busy}
            sx={TAP_TARGET}
            startIcon={uploading.isLoading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
          >
            {settings.qrUploaded ? t('qr.replace') : t('qr.upload')}
            <Box
              component="input"
              type="file"
              name="qrImage"
              accept={QR_TYPES}
              aria-label={settings.qrUploaded ? t('qr.replace') : t('qr.upload')}
              disabled={busy}
              onChange={onFile}
              sx={visuallyHidden}
            />
          </Button>
          {settings.qrUploaded && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setConfirmingRemove(true)}
              startIcon={<DeleteIcon />}
              sx={TAP_TARGET}
            >
              {t('qr.remove')}
            </Button>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={chosen !== null}
        title={settings.qrUploaded ? t('qr.replaceTitle') : t('qr.uploadTitle')}
        confirmColor="primary"
        description={
          <>
            {t('qr.confirmDescription', { name: settings.bankAccountName })}
            <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
              <QrPicture image={chosen} alt={t('qr.chosen')} />
            </Box>
          </>
        }
        confirmLabel={settings.qrUploaded ? t('qr.replaceConfirm') : t('qr.uploadConfirm')}
        pendingLabel={t('qr.uploading')}
        pending={uploading.isLoading}
        onConfirm={() => void confirmUpload()}
        onCancel={() => setChosen(null)}
      />
      <ConfirmDialog
        open={confirmingRemove}
        title={t('qr.removeTitle')}
        description={t('qr.removeDescription')}
        confirmLabel={t('qr.removeConfirm')}
        pendingLabel={t('qr.removing')}
        pending={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirmingRemove(false)}
      />
    </Box>
  );
}

/**
 * Payment Settings: where every customer's money goes. Only the admin changes the bank details and
 * the QR (staff see them read-only); each change asks first, is logged, and is e-mailed to ADMIN_EMAIL.
 */
export function PaymentSettingsPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'paymentSettings' });
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentSettingsQuery();
  if (isLoading || (error && isFetching)) return <CardListSkeleton label={t('loading')} />;
  if (error || !data) return <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={3}>
      <Alert severity={data.adminEmail ? 'info' : 'warning'} role="status">
        {data.adminEmail ? t('notice', { email: data.adminEmail }) : t('noticeNoEmail')}
      </Alert>
      <BankDetailsSection settings={data} />
      <Divider />
      <PaymentQrSection settings={data} />
    </Stack>
  );
}
