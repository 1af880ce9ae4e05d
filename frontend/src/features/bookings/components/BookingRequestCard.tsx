import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingRequest } from '../../../api/types';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import { BookingStatusChip } from './BookingStatusChip';
import { Note } from './Note';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One request: car, status, dates, days, estimate, and the messages both ways. */
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
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
        >
          <Detail label={t('pickup')}>{formatDate(request.startDate)}</Detail>
          <Detail label={t('return')}>{formatDate(request.endDate)}</Detail>
          <Detail label={t('duration')}>{t('days', { count: request.totalDays })}</Detail>
          <Detail label={t('estimatedTotal')}>
            {request.estimatedTotal === null ? t('toBeConfirmed') : formatRM(request.estimatedTotal)}
          </Detail>
        </Box>
        {request.customerMessage && <Note label={t('yourMessage')} text={request.customerMessage} tone="customer" />}
        {request.staffReason && <Note label={t('ourReply')} text={request.staffReason} tone="staff" />}
      </CardContent>
    </Card>
  );
}
