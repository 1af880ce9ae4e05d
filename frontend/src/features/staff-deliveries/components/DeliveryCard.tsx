import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { formatDateTime, formatRM } from '../../../lib/format';
import type { Delivery } from '../api/types';
import { formatKm } from '../utils/deliveryForm';

/** 44 px square tap targets. */
const ICON_BUTTON = { width: 44, height: 44 } as const;

export interface DeliveryCardProps {
  delivery: Delivery;
  /** Another action runs: the buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One delivery: the vehicle, when (Kuala Lumpur time), from where to where, km, expense and who recorded it. */
export function DeliveryCard({ delivery, busy, onEdit, onDelete }: DeliveryCardProps) {
  const { t } = useTranslation('staffDeliveries');
  const titleId = `delivery-${delivery.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {delivery.vehicleDelivered}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('card.route', { from: delivery.fromLocation, to: delivery.toLocation })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
            <Tooltip title={t('card.edit')}>
              <IconButton aria-label={t('card.edit')} color="primary" onClick={onEdit} disabled={busy} sx={ICON_BUTTON}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('card.delete')}>
              <IconButton aria-label={t('card.delete')} color="error" onClick={onDelete} disabled={busy} sx={ICON_BUTTON}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('card.time')}>{formatDateTime(delivery.deliveryTime)}</DetailItem>
          <DetailItem label={t('card.distance')}>{t('km', { km: formatKm(delivery.totalKm) })}</DetailItem>
          <DetailItem label={t('card.expense')}>{formatRM(delivery.miscExpense)}</DetailItem>
          <DetailItem label={t('card.staff')}>{delivery.staffName}</DetailItem>
        </DetailGrid>
      </CardContent>
    </Card>
  );
}
