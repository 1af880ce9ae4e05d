import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { OverdueChip } from '../../../components/OverdueChip';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import { ReviewStars } from '../../../components/ReviewStars';
import type { CustomerRental } from '../api/types';
import { Note } from './Note';
import { BalanceDueItem } from '../../../components/BalanceDueItem';
import { GrandTotalItem } from '../../../components/GrandTotalItem';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Link as RouterLink } from 'react-router-dom';
import { balancePaymentLink } from '../../../lib/paymentLinks';
import { daysUntil } from '../../../lib/calendarDate';
import { toSen } from '../../../lib/money';

export interface MyRentalCardProps {
  rental: CustomerRental;
  downloading: boolean;
  onDownloadAgreement: () => void;
  onRequestExtension: () => void;
  onLeaveReview: () => void;
  /** This rental's settlement statement is being fetched. */
  downloadingStatement?: boolean;
  onDownloadStatement?: () => void;
  /** This rental's condition report is being fetched. */
  downloadingReport?: boolean;
  onDownloadReport?: () => void;
}

/** One of the customer's rentals: car, status, dates, days, total, the agreement and any extension. */
export function MyRentalCard({
  rental,
  downloading,
  onDownloadAgreement,
  onRequestExtension,
  onLeaveReview,
  downloadingStatement = false,
  onDownloadStatement,
  downloadingReport = false,
  onDownloadReport,
}: MyRentalCardProps) {
  const { t } = useTranslation('bookings', { keyPrefix: 'rentalCard' });
  const { t: tCommon } = useTranslation('common', { keyPrefix: 'settlementStatement' });
  const statement = rental.settlementReady && onDownloadStatement;
  const { t: tReport } = useTranslation('common', { keyPrefix: 'conditionReport' });
  const report = rental.conditionReportReady && onDownloadReport;
  const { t: tReview } = useTranslation('account', { keyPrefix: 'review' });
  const { t: tOverdue } = useTranslation('bookings', { keyPrefix: 'overdueNotice' });
  const titleId = `my-rental-${rental.id}-title`;
  const requested = rental.status === 'extension-requested';
  const canExtend = rental.actions.includes('request_extension');
  const review = rental.review ?? null;
  const canReview = rental.status === 'completed' && review === null;
  const owing = rental.status !== 'cancelled' && (toSen(rental.account.balanceDue) ?? 0) > 0;
  // Once money has gone back, the customer sees how much, next to what they paid.
  const refunded = (toSen(rental.account.refunded) ?? 0) > 0;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {rental.vehicleDisplayName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('reference', { id: rental.id, createdAt: formatDateTime(rental.createdAt) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
            {rental.overdue && <OverdueChip />}
            <RentalStatusChip status={rental.status} />
          </Box>
        </Box>
        {rental.overdueSince && (
          <Typography role="status" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {tOverdue('body', { when: formatDateTime(rental.overdueSince) })}
          </Typography>
        )}
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('start')}>{formatDate(rental.startDate)}</DetailItem>
          <DetailItem label={t('end')}>{formatDate(rental.endDate)}</DetailItem>
          <DetailItem label={t('duration')}>{t('days', { count: rental.totalDays })}</DetailItem>
          <GrandTotalItem
            grandTotal={rental.grandTotal}
            serviceTaxAdded={rental.serviceTaxAdded}
            labels={{ total: t('grandTotal'), includesTax: (amount) => t('includesSst', { amount }) }}
          />
          <DetailItem label={t('paid')}>
            {rental.paid
              ? t('paidFully', { amount: formatRM(rental.paidAmount) })
              : t('paidPart', { amount: formatRM(rental.paidAmount), total: formatRM(rental.grandTotal) })}
          </DetailItem>
          <BalanceDueItem balanceDue={rental.account.balanceDue} labels={{ due: t('balanceDue'), owedBack: t('owedToYou') }} />
          <DetailItem label={t('depositHeld')}>
            {t('depositHeldOf', { held: formatRM(rental.account.depositHeld), deposit: formatRM(rental.account.deposit) })}
          </DetailItem>
          {refunded && <DetailItem label={t('refunded')}>{formatRM(rental.account.refunded)}</DetailItem>}
        </DetailGrid>
        {requested && rental.extensionRequestedUntil && (
          <Note
            label={t('extensionRequested', { date: formatDate(rental.extensionRequestedUntil) })}
            text={rental.extensionReason ?? ''}
            tone="customer"
          />
        )}
        {!requested && rental.extensionDeclineReason && (
          <Note label={t('extensionDeclined')} text={rental.extensionDeclineReason} tone="staff" />
        )}
        {rental.depositRefundDueOn && (toSen(rental.account.refundable) ?? 0) > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {daysUntil(rental.depositRefundDueOn) > 0
              ? t('depositBackOn', {
                  amount: formatRM(rental.account.refundable),
                  date: formatDate(rental.depositRefundDueOn),
                  count: daysUntil(rental.depositRefundDueOn),
                })
              : t('depositBackNow', { amount: formatRM(rental.account.refundable) })}
          </Typography>
        )}
        {review && <ReviewStars rating={review.rating} />}
        {rental.status === 'awaiting_agreement' && (
          <Typography variant="body2" color="text.secondary">
            {t('agreementAtPickup')}
          </Typography>
        )}
      </CardContent>
      {(rental.agreementReady || canExtend || canReview || owing || statement || report) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {owing && (
            <Button
              variant="contained"
              component={RouterLink}
              to={balancePaymentLink(rental.id, rental.account.balanceDue)}
              startIcon={<PaymentsIcon />}
              sx={{ minHeight: 44 }}
            >
              {t('payBalance', { amount: formatRM(rental.account.balanceDue) })}
            </Button>
          )}
          {canExtend && (
            <Button variant="contained" onClick={onRequestExtension} startIcon={<EventRepeatIcon />} sx={{ minHeight: 44 }}>
              {t('requestExtension')}
            </Button>
          )}
          {canReview && (
            <Button variant="contained" onClick={onLeaveReview} startIcon={<RateReviewIcon />} sx={{ minHeight: 44 }}>
              {tReview('leave')}
            </Button>
          )}
          {rental.agreementReady && (
            <Button
              variant="outlined"
              onClick={onDownloadAgreement}
              disabled={downloading}
              startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
              sx={{ minHeight: 44 }}
            >
              {downloading ? t('downloading') : t('downloadAgreement')}
            </Button>
          )}
          {statement && (
            <Button
              variant="outlined"
              onClick={onDownloadStatement}
              disabled={downloadingStatement}
              startIcon={downloadingStatement ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
              sx={{ minHeight: 44 }}
            >
              {downloadingStatement ? tCommon('downloading') : tCommon('download')}
            </Button>
          )}
          {report && (
            <Button
              variant="outlined"
              onClick={onDownloadReport}
              disabled={downloadingReport}
              startIcon={downloadingReport ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
              sx={{ minHeight: 44 }}
            >
              {downloadingReport ? tReport('downloading') : tReport('download')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
