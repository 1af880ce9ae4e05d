import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import type { BookingRequest } from '../../../api/types';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import { QuoteDetails } from '../../../components/quote/QuoteDetails';
import { BookingStatusChip } from './BookingStatusChip';
import { Note } from './Note';

/** One request: car, status, dates, days, the price it was sent with (line by line on demand), and the messages both ways. */
export function BookingRequestCard({ request }: { request: BookingRequest }) {
  const { t } = useTranslation('bookings', { keyPrefix: 'card' });
  return (
    <Card variant="outlined" component="article" aria-labelledby={`booking-${request.id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`booking-${request.id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {request.vehicleDisplayName || request.vehicleName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('requestSent', { id: request.id, sentAt: formatDateTime(request.createdAt) })}
            </Typography>
          </Box>
          <BookingStatusChip status={request.status} />
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('pickup')}>{formatDate(request.startDate)}</DetailItem>
          <DetailItem label={t('return')}>{formatDate(request.endDate)}</DetailItem>
          <DetailItem label={t('duration')}>{t('days', { count: request.totalDays })}</DetailItem>
          <DetailItem label={t('estimatedTotal')}>
            {request.estimatedTotal === null ? t('toBeConfirmed') : formatRM(request.estimatedTotal)}
          </DetailItem>
        </DetailGrid>
        {request.quote && <QuoteDetails quote={request.quote} />}
        {request.customerMessage && <Note label={t('yourMessage')} text={request.customerMessage} tone="customer" />}
        {request.staffReason && <Note label={t('ourReply')} text={request.staffReason} tone="staff" />}
      </CardContent>
    </Card>
  );
}
