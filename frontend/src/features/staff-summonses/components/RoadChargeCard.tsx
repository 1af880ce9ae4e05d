import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PhotoIcon from '@mui/icons-material/Photo';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDateTime, formatRM } from '../../../lib/format';
import type { RoadCharge, RoadChargeAction, RoadChargeStatus } from '../api/types';

const STATUS_COLOR: Record<RoadChargeStatus, ChipProps['color']> = {
  unmatched: 'warning',
  charged: 'info',
  paid: 'success',
  disputed: 'error',
  written_off: 'default',
};

export interface RoadChargeCardProps {
  charge: RoadCharge;
  /** True while any move is being sent: every card's buttons wait. */
  busy: boolean;
  onAction: (action: RoadChargeAction) => void;
  /** Opens the notice's photo (shown when there is one); true while it loads. */
  onViewPhoto: () => void;
  openingPhoto: boolean;
}

/** One summons or toll: when, where, how much, the renter it was traced to, its state, and the moves open now. */
export function RoadChargeCard({ charge, busy, onAction, onViewPhoto, openingPhoto }: RoadChargeCardProps) {
  const { t } = useTranslation('staffSummonses');
  const titleId = `road-charge-${charge.id}-title`;
  const adminFee = Number(charge.adminFee) > 0;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t(`card.title.${charge.kind}`, { amount: formatRM(charge.amount), vehicle: charge.vehicle })}
          </Typography>
          <Chip label={t(`status.${charge.status}`)} color={STATUS_COLOR[charge.status]} size="small" sx={{ fontWeight: 600 }} />
        </Box>
        <DetailGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
          <DetailItem label={t('card.when')}>{formatDateTime(charge.occurredAt)}</DetailItem>
          <DetailItem label={t('card.place')}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {charge.place}
            </Box>
          </DetailItem>
          {charge.issuer && <DetailItem label={t('card.issuer')}>{t(`issuers.${charge.issuer}`)}</DetailItem>}
          {charge.noticeNumber && <DetailItem label={t('card.notice')}>{charge.noticeNumber}</DetailItem>}
          {adminFee && <DetailItem label={t('card.adminFee')}>{formatRM(charge.adminFee)}</DetailItem>}
          <DetailItem label={t('card.rental')}>
            {charge.rentalId === null
              ? t('card.noRental')
              : t('card.rentalValue', { id: charge.rentalId, name: charge.customerName ?? '' })}
          </DetailItem>
          {charge.statusReason && (
            <DetailItem label={t('card.reason')} wide>
              {charge.statusReason}
            </DetailItem>
          )}
        </DetailGrid>
      </CardContent>
      {(charge.actions.length > 0 || charge.hasPhoto) && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 2 }, pb: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {charge.hasPhoto && (
            <Button variant="text" startIcon={<PhotoIcon />} disabled={openingPhoto} onClick={onViewPhoto} sx={TAP_TARGET}>
              {t('card.viewPhoto')}
            </Button>
          )}
          {charge.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'write_off' ? 'text' : 'outlined'}
              color={action === 'write_off' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => onAction(action)}
              sx={TAP_TARGET}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
