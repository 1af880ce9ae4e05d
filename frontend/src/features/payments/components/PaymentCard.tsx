import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import type { PaymentView } from '../../../api/types';
import { paths } from '../../../app/paths';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { STANDALONE_LINK, TAP_TARGET } from '../../../components/tapTarget';
import { translateMessage } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate, formatRM } from '../../../lib/format';
import type { ReceiptKind } from '../api/paymentsApi';

export interface PaymentCardProps {
  payment: PaymentView;
  /** Which receipt is being fetched for this payment, if any. */
  downloading: ReceiptKind | null;
  onDownload: (kind: ReceiptKind) => void;
  onUploadProof: () => void;
}

/** One payment in the history: receipt number, status, amount, purpose, date, rental, receipts. */
export function PaymentCard({ payment, downloading, onDownload, onUploadProof }: PaymentCardProps) {
  const { t } = useTranslation('payments');
  const titleId = `payment-${payment.id}-title`;
  const hasReceipt = payment.paymentStatus !== 'failed';
  const needsProof = payment.paymentStatus === 'pending' && !payment.proofUploaded;
  const rentalText =
    payment.rentalId === null
      ? payment.bookingRequestId === null
        ? null
        : t('card.requestLink', { id: payment.bookingRequestId })
      : payment.rentalVehicleDisplayName
        ? t('card.rentalLink', { id: payment.rentalId, vehicle: payment.rentalVehicleDisplayName })
        : t('card.rentalLinkNoVehicle', { id: payment.rentalId });
  const busy = downloading !== null;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {payment.receiptNumber}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {payment.proofUploaded ? t('card.proofUploaded') : t('card.proofMissing')}
            </Typography>
          </Box>
          <PaymentStatusChip status={payment.paymentStatus} label={t(`statuses.${payment.paymentStatus}`)} />
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('card.amount')}>{formatRM(payment.amount)}</DetailItem>
          <DetailItem label={t('card.purpose')}>{t(`purposes.${payment.paymentFor}`, { defaultValue: payment.paymentFor })}</DetailItem>
          <DetailItem label={t('card.date')}>{formatDate(todayInKualaLumpur(new Date(payment.createdAt)))}</DetailItem>
          {payment.transactionId && <DetailItem label={t('card.reference')}>{payment.transactionId}</DetailItem>}
          {rentalText && (
            <DetailItem label={t('card.rental')} wide>
              <Link component={RouterLink} to={`${paths.myBookings}?tab=rentals`} sx={STANDALONE_LINK}>
                {rentalText}
              </Link>
            </DetailItem>
          )}
          {payment.notes && (
            <DetailItem label={t('card.notes')} wide>
              {payment.notes}
            </DetailItem>
          )}
          {payment.paymentStatus === 'failed' && payment.failureReason && (
            <DetailItem label={t('card.failureReason')} wide>
              <Box component="span" sx={{ color: 'error.main' }}>
                {translateMessage(payment.failureReason)}
              </Box>
            </DetailItem>
          )}
        </DetailGrid>
      </CardContent>
      {(hasReceipt || needsProof) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {needsProof && (
            <Button
              variant="contained"
              onClick={onUploadProof}
              startIcon={<CloudUploadIcon />}
              aria-label={t('card.uploadProofLabel', { receiptNumber: payment.receiptNumber })}
              sx={TAP_TARGET}
            >
              {t('card.uploadProof')}
            </Button>
          )}
          {hasReceipt && (
            <>
              <Button
                variant="outlined"
                onClick={() => onDownload('pdf')}
                disabled={busy}
                startIcon={downloading === 'pdf' ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
                aria-label={t('card.downloadReceiptLabel', { receiptNumber: payment.receiptNumber })}
                sx={TAP_TARGET}
              >
                {downloading === 'pdf' ? t('card.downloading') : t('card.downloadReceipt')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => onDownload('jpeg')}
                disabled={busy}
                startIcon={downloading === 'jpeg' ? <CircularProgress size={16} color="inherit" /> : <ImageIcon />}
                aria-label={t('card.receiptImageLabel', { receiptNumber: payment.receiptNumber })}
                sx={TAP_TARGET}
              >
                {downloading === 'jpeg' ? t('card.downloading') : t('card.receiptImage')}
              </Button>
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
