import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import type { StaffRental } from '../api/types';
import { canCancel, canMarkReturned, formatKm } from '../utils/rentalForms';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface RentalCardProps {
  rental: StaffRental;
  /** An action on some rental is running: the buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
  onMarkReturned: () => void;
}

/** One rental (SPEC.md section 2): car, money, dates, status, customer, and what staff may do next. */
export function RentalCard({ rental, busy, onCancel, onDelete, onMarkReturned }: RentalCardProps) {
  const { t } = useTranslation('staffRentals');
  const titleId = `rental-${rental.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('card.title', { id: rental.id })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.created', { date: formatDateTime(rental.createdAt) })}
            </Typography>
          </Box>
          <RentalStatusChip status={rental.status} />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
        >
          <Detail label={t('card.vehicle')}>{rental.vehicle}</Detail>
          <Detail label={t('card.colour')}>{rental.color || t('card.notAvailable')}</Detail>
          <Detail label={t('card.grandTotal')}>{formatRM(rental.grandTotal)}</Detail>
          <Detail label={t('card.duration')}>{t('card.days', { count: rental.totalDays })}</Detail>
          <Detail label={t('card.start')}>{formatDate(rental.startDate)}</Detail>
          <Detail label={t('card.end')}>{formatDate(rental.endDate)}</Detail>
          <Detail label={t('card.customer')}>
            {rental.customerName}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {t('card.customerId', { id: rental.customerId })}
            </Typography>
          </Detail>
          {rental.returnDate && (
            <Detail label={t('card.returned')}>
              {t('card.returnedOn', { date: formatDate(rental.returnDate), km: formatKm(rental.returnMileage ?? 0) })}
            </Detail>
          )}
          {rental.extraMileageFee !== null && <Detail label={t('card.extraMileageFee')}>{formatRM(rental.extraMileageFee)}</Detail>}
          {rental.status === 'cancelled' && rental.cancellationReason && (
            <Detail label={t('card.cancellationReason')} wide>
              {rental.cancellationReason}
            </Detail>
          )}
        </Box>
      </CardContent>
      <CardActions
        sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        {canMarkReturned(rental.status) && (
          <Button variant="contained" onClick={onMarkReturned} disabled={busy} startIcon={<AssignmentReturnIcon />}>
            {t('card.markReturned')}
          </Button>
        )}
        {canCancel(rental.status) && (
          <Button variant="outlined" color="error" onClick={onCancel} disabled={busy} startIcon={<CancelIcon />}>
            {t('card.cancel')}
          </Button>
        )}
        <Button variant="text" color="error" onClick={onDelete} disabled={busy} startIcon={<DeleteIcon />}>
          {t('card.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
