import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast/useToast';
import { translateError } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import { useCreatePaymentMutation, useGetPaymentQrQuery } from '../api/paymentsApi';
import type { PaymentView } from '../../../api/types';
import type { CreatePaymentBody, PaymentQr } from '../api/types';
import { useFocusOnMount } from '../hooks/useFocusOnMount';
import { CopyButton } from './CopyButton';

const QR_SIZE_PX = 260;

export interface QrPaymentScreenProps {
  body: CreatePaymentBody;
  /** Made once per QR screen: the QR is asked for with it, and Payment Done sends it. */
  idempotencyKey: string;
  /** The payment already made from this screen (the customer came Back from the proof screen). */
  payment: PaymentView | null;
  onBack: () => void;
  onPaid: (payment: PaymentView) => void;
}

function Line({ label, children, action, big = false }: { label: string; children: ReactNode; action?: ReactNode; big?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, ...(big ? { p: 1.5, borderRadius: 2, bgcolor: 'rgba(13, 71, 161, 0.06)' } : {}) }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          component="span"
          variant={big ? 'h6' : 'body1'}
          sx={{ flex: 1, minWidth: 0, fontWeight: big ? 700 : 600, overflowWrap: 'anywhere' }}
        >
          {children}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}

function QrImage({ image, alt }: { image: string | undefined; alt: string }) {
  const { t } = useTranslation('payments');
  if (!image) return <Skeleton variant="rounded" width={QR_SIZE_PX} height={QR_SIZE_PX} role="img" aria-label={t('qr.loading')} />;
  return (
    <Box
      component="img"
      src={image}
      alt={alt}
      sx={{
        width: '100%',
        maxWidth: QR_SIZE_PX,
        aspectRatio: '1',
        objectFit: 'contain',
        bgcolor: '#fff',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        p: 1,
      }}
    />
  );
}

/** Who the QR pays, right under it: the name the banking app must show before the customer pays. */
function Payee({ name, city }: { name: string; city: string | null }) {
  const { t } = useTranslation('payments');
  return (
    <Box sx={{ width: '100%', maxWidth: QR_SIZE_PX, mt: 1.5, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('qr.payee')}
      </Typography>
      <Typography data-testid="qr-payee" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {city && (
        <Typography variant="body2" color="text.secondary" data-testid="qr-payee-city">
          {city}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {t('qr.payeeHint')}
      </Typography>
    </Box>
  );
}

/** The account to transfer to, each part ready to copy into the banking app. */
function BankAccount({ qr, heading }: { qr: PaymentQr; heading: string }) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="dl" data-testid="bank-account" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Line label={t('qr.bank')} action={<CopyButton value={qr.bankName} label={t('qr.copyBank')} />}>
          {qr.bankName}
        </Line>
        <Line label={t('qr.accountName')} action={<CopyButton value={qr.accountName} label={t('qr.copyAccountName')} />}>
          {qr.accountName}
        </Line>
        <Line label={t('qr.accountNumber')} action={<CopyButton value={qr.accountNumber} label={t('qr.copyAccountNumber')} />}>
          {qr.accountNumber}
        </Line>
      </Box>
    </Box>
  );
}

/**
 * The QR scan screen. With the business's DuitNow QR uploaded, the server makes a QR for this
 * payment holding its amount and reference, shown with the payee it pays; the bank account is
 * offered beside it for a customer who cannot scan (the QR is on the phone they would scan with).
 * Without one there is nothing to scan: the screen is a bank transfer, the account, amount and
 * reference each with a copy button. The reference is the one the server made for this screen's
 * Idempotency-Key. 'Payment Done' creates the payment with that key: pressing it again after a
 * failure sends the same key, so the server never records a second payment, and the payment
 * carries the reference shown here.
 */
export function QrPaymentScreen({ body, idempotencyKey, payment, onBack, onPaid }: QrPaymentScreenProps) {
  const { t } = useTranslation('payments');
  const { toast } = useToast();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { data: qr, error, isFetching, refetch } = useGetPaymentQrQuery({ amount: body.amount, idempotencyKey });
  const reference = qr?.reference ?? '';
  const [createPayment, { isLoading: recording }] = useCreatePaymentMutation();
  const amount = formatRM(body.amount);
  // Until the answer says otherwise the screen expects a QR: most businesses upload theirs.
  const transfer = qr !== undefined && qr.image === null;

  const paymentDone = async () => {
    if (payment) {
      onPaid(payment);
      return;
    }
    try {
      onPaid(await createPayment({ idempotencyKey, body }).unwrap());
    } catch (failure) {
      toast({ title: t('toasts.paymentFailed'), description: translateError(failure), variant: 'destructive' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="qr-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="qr-heading" ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2, outline: 0 }}>
        {transfer ? t('transfer.heading') : t('qr.heading')}
      </Typography>
      {error && !isFetching && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('qr.retry')}
            </Button>
          }
        >
          {t('qr.loadFailed', { message: translateError(error) })}
        </Alert>
      )}
      {transfer && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('transfer.intro')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: transfer ? '1fr' : { xs: '1fr', md: `${QR_SIZE_PX + 20}px 1fr` },
          alignItems: 'start',
        }}
      >
        {!transfer && (
          <Box sx={{ display: 'grid', justifyItems: 'center' }}>
            {!error && <QrImage image={qr?.image ?? undefined} alt={t('qr.image', { amount, reference })} />}
            {qr?.payeeName && <Payee name={qr.payeeName} city={qr.merchantCity} />}
          </Box>
        )}
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Line label={t('qr.amount')} big action={qr && <CopyButton value={qr.amount} label={t('qr.copyAmount')} />}>
              <Box component="span" data-testid="qr-amount" sx={{ typography: 'h5', fontWeight: 700 }}>
                {amount}
              </Box>
            </Line>
            <Line label={t('qr.reference')} big action={qr && <CopyButton value={reference} label={t('qr.copyReference')} />}>
              {qr ? (
                <Box component="span" data-testid="qr-reference" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
                  {reference}
                </Box>
              ) : (
                <Skeleton variant="text" width="10em" aria-label={t('qr.loading')} />
              )}
            </Line>
          </Box>
          {qr && <BankAccount qr={qr} heading={transfer ? t('transfer.account') : t('qr.orTransfer')} />}
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
            {transfer ? (
              <>
                <li>{t('transfer.stepOpen')}</li>
                <li>{t('qr.stepAmount', { amount })}</li>
                <li>{t('qr.stepReference', { reference })}</li>
              </>
            ) : (
              <>
                <li>{t('qr.stepScan')}</li>
                <li>{t('qr.stepCheck', { payee: qr?.payeeName ?? '…', amount, reference: reference || '…' })}</li>
              </>
            )}
            <li>{t('qr.stepDone')}</li>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mt: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={recording} sx={TAP_TARGET}>
          {t('qr.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void paymentDone()}
          disabled={recording || (!qr && !payment)}
          startIcon={recording ? <CircularProgress size={16} color="inherit" /> : <CheckCircleIcon />}
          sx={TAP_TARGET}
        >
          {recording ? t('qr.recording') : t('qr.done')}
        </Button>
      </Box>
    </Paper>
  );
}
