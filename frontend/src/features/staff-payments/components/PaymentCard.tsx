import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { PAYMENT_METHODS, PAYMENT_PURPOSES } from '../../../api/types';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDateTime, formatRM } from '../../../lib/format';
import type { StaffPayment } from '../api/types';
import type { PaymentFileAction } from '../hooks/usePaymentFiles';
import { hasReceipt } from '../utils/paymentForms';

export interface PaymentCardProps {
  payment: StaffPayment;
  /** A decision on some payment is being saved: the decision buttons wait. */
  busy: boolean;
  /** The file being fetched, if any. */
  running: PaymentFileAction;
  onViewProof: () => void;
  onDownloadReceipt: () => void;
  onMarkCompleted: () => void;
  onMarkFailed: () => void;
  onAttach: () => void;
  onDetach: () => void;
}

/** One payment as staff verify it: who, how much, for what, the proof, and the decision while pending. */
export function PaymentCard({
  payment,
  busy,
  running,
  onViewProof,
  onDownloadReceipt,
  onMarkCompleted,
  onMarkFailed,
  onAttach,
  onDetach,
}: PaymentCardProps) {
  const { t } = useTranslation('staffPayments');
  const titleId = `payment-${payment.id}-title`;
  const pending = payment.paymentStatus === 'pending';
  const openingProof = running?.kind === 'proof' && running.id === payment.id;
  const downloading = running?.kind === 'receipt' && running.id === payment.id;
  const knownMethod = PAYMENT_METHODS.find((known) => known === payment.paymentMethod);
  const method = knownMethod ? t(`method.${knownMethod}`) : payment.paymentMethod;
  let rental: string = payment.bookingRequestId === null ? t('card.noRental') : t('card.request', { id: payment.bookingRequestId });
  if (payment.rentalId !== null) {
    rental = payment.rentalVehicleDisplayName
      ? t('card.rentalWithVehicle', { id: payment.rentalId, vehicle: payment.rentalVehicleDisplayName })
      : t('card.rentalValue', { id: payment.rentalId });
  }

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {payment.receiptNumber}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {formatRM(payment.amount)}
            </Typography>
          </Box>
          <PaymentStatusChip status={payment.paymentStatus} label={t(`status.${payment.paymentStatus}`)} />
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('card.customer')} wide>
            {payment.customerName}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {payment.customerEmail}
            </Typography>
          </DetailItem>
          <DetailItem label={t('card.purpose')}>
            {PAYMENT_PURPOSES.includes(payment.paymentFor) ? t(`purpose.${payment.paymentFor}`) : payment.paymentFor}
          </DetailItem>
          <DetailItem label={t('card.method')}>{method}</DetailItem>
          <DetailItem label={t('card.reference')}>{payment.transactionId ?? t('card.none')}</DetailItem>
          <DetailItem label={t('card.date')}>{formatDateTime(payment.createdAt)}</DetailItem>
          <DetailItem label={t('card.rental')}>{rental}</DetailItem>
          {payment.verifiedAt && (
            <DetailItem label={t('card.verified')}>
              {t('card.verifiedValue', { date: formatDateTime(payment.verifiedAt), name: payment.verifiedBy ?? t('card.none') })}
            </DetailItem>
          )}
          {payment.notes && (
            <DetailItem label={t('card.notes')} wide>
              {payment.notes}
            </DetailItem>
          )}
          {payment.paymentStatus === 'failed' && payment.failureReason && (
            <DetailItem label={t('card.failureReason')} wide>
              {payment.failureReason}
            </DetailItem>
          )}
        </DetailGrid>
      </CardContent>
      <Divider sx={{ mx: { xs: 1.5, sm: 2 } }} />
      <CardActions
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: 1,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
          '& .MuiButton-root': TAP_TARGET,
        }}
      >
        {payment.proofUploaded ? (
          <Button
            variant="outlined"
            onClick={onViewProof}
            disabled={openingProof}
            startIcon={openingProof ? <CircularProgress size={16} color="inherit" /> : <ImageIcon />}
          >
            {t('card.viewProof')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1 }}>
            {t('card.noProof')}
          </Typography>
        )}
        {hasReceipt(payment.paymentStatus) && (
          <Button
            variant="outlined"
            onClick={onDownloadReceipt}
            disabled={downloading}
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
          >
            {t('card.downloadReceipt')}
          </Button>
        )}
        {payment.paymentStatus !== 'failed' && payment.rentalId !== null && (
          <Button variant="outlined" color="warning" onClick={onDetach} disabled={busy} startIcon={<LinkOffIcon />}>
            {t('card.detach')}
          </Button>
        )}
        {payment.paymentStatus === 'completed' && payment.rentalId === null && (
          <Button variant="outlined" onClick={onAttach} disabled={busy} startIcon={<LinkIcon />}>
            {t('card.attach')}
          </Button>
        )}
        {pending && (
          <>
            <Button variant="contained" color="success" onClick={onMarkCompleted} disabled={busy} startIcon={<CheckIcon />}>
              {t('card.markCompleted')}
            </Button>
            <Button variant="outlined" color="error" onClick={onMarkFailed} disabled={busy} startIcon={<CloseIcon />}>
              {t('card.markFailed')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
