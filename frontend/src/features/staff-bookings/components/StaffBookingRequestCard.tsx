import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QuoteDetails } from '../../../components/quote/QuoteDetails';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import { TierChip } from '../../../components/TierChip';
import type { CustomerTier, StaffBookingRequest } from '../api/types';
import { discountAmount, hasTierDiscount, percentText } from '../utils/discount';
import { bookingRequestWhatsAppLink } from '../utils/whatsapp';

export interface StaffBookingRequestCardProps {
  request: StaffBookingRequest;
  approving: boolean;
  rejecting: boolean;
  /** Another request is being decided: this card's buttons wait. */
  busy: boolean;
  /** Given the discount staff chose, as the API takes it ('12.50'). */
  onApprove: (discount: string) => void;
  onReject: () => void;
}

/** The customer's tier, and its discount when it has one ("5% tier discount"). */
function TierLine({ tier }: { tier: CustomerTier }) {
  const { t } = useTranslation('staffBookings');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <TierChip tierName={tier.tierName} />
      {hasTierDiscount(tier.discountPercentage) && (
        <Typography variant="body2" component="span">
          {t('card.tierDiscount', { percent: percentText(tier.discountPercentage, currentLocale()) })}
        </Typography>
      )}
    </Box>
  );
}

/** One pending request: who, which car, when, how to reach them, and the decision buttons. */
export function StaffBookingRequestCard({ request, approving, rejecting, busy, onApprove, onReject }: StaffBookingRequestCardProps) {
  const { t } = useTranslation(['staffBookings', 'common', 'vehicles']);
  const titleId = `booking-request-${request.id}-title`;
  const whatsapp = bookingRequestWhatsAppLink(request);
  const na = t('card.notAvailable');
  const overlaps = request.overlapsWith.map((id) => t('card.overlapRequest', { id })).join(', ');
  const disabled = approving || rejecting || busy;
  const missingDocuments = request.missingDocuments.map((document) => t(`card.document.${document}`)).join(', ');
  const money = (amount: string | null) => (amount === null ? na : formatRM(amount));
  // Prefilled with the tier's discount; staff may change it before the one-tap Approve.
  const [discountText, setDiscountText] = useState(request.suggestedDiscount);
  const discount = discountAmount(discountText);
  const suggestion = t('card.discountSuggested', { amount: formatRM(request.suggestedDiscount) });
  const discountHelp = discount === null ? t('card.discountInvalid') : suggestion;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {request.customerName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.sent', { id: request.id, date: formatDateTime(request.createdAt) })}
            </Typography>
          </Box>
          <Chip label={t(`common:status.${request.status}`)} color="warning" size="small" sx={{ fontWeight: 600 }} />
        </Box>
        {request.overlapsWith.length > 0 && (
          // Warned here, before approving: the server refuses the others once one is approved.
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            {t('card.overlap', { count: request.overlapsWith.length, requests: overlaps })}
          </Alert>
        )}
        {missingDocuments && (
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            {t('card.missingDocuments', { documents: missingDocuments })}
          </Alert>
        )}
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('card.vehicle')}>{request.vehicleDisplayName}</DetailItem>
          <DetailItem label={t('card.category')}>
            {request.vehicleCategory ? t(`vehicles:categories.${request.vehicleCategory}`) : na}
          </DetailItem>
          <DetailItem label={t('card.pickup')}>{formatDate(request.startDate)}</DetailItem>
          <DetailItem label={t('card.return')}>{formatDate(request.endDate)}</DetailItem>
          <DetailItem label={t('card.duration')}>{t('card.days', { count: request.totalDays })}</DetailItem>
          <DetailItem label={t('card.dailyRate')}>{money(request.dailyRate)}</DetailItem>
          <DetailItem label={t('card.deposit')}>{money(request.deposit)}</DetailItem>
          <DetailItem label={t('card.estimatedTotal')}>
            {money(request.estimatedTotal)}
            {request.estimatedTotal !== null && (
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', fontWeight: 400 }}>
                {t('card.estimatedTotalNote')}
              </Typography>
            )}
          </DetailItem>
          <DetailItem label={t('card.phone')}>{request.phoneNumber || na}</DetailItem>
          <DetailItem label={t('card.email')} span={{ xs: '1 / -1', lg: 'span 2' }}>
            {request.email || na}
          </DetailItem>
          <DetailItem label={t('card.notes')} span={{ xs: '1 / -1' }}>
            {request.customerMessage || na}
          </DetailItem>
          <DetailItem label={t('card.tier')} span={{ xs: '1 / -1' }}>
            <TierLine tier={request.customerTier} />
          </DetailItem>
        </DetailGrid>
        {request.quote && <QuoteDetails quote={request.quote} totalLabel={t('card.estimatedTotal')} />}
        <TextField
          label={t('card.discount')}
          value={discountText}
          onChange={(event) => setDiscountText(event.target.value)}
          error={discount === null}
          helperText={discountHelp}
          disabled={disabled}
          sx={{ maxWidth: { sm: 280 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 10, autoComplete: 'off' },
          }}
        />
      </CardContent>
      <CardActions
        sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          variant="contained"
          color="success"
          onClick={() => discount !== null && onApprove(discount)}
          disabled={disabled || discount === null}
          startIcon={approving ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
        >
          {approving ? t('card.approving') : t('card.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={onReject}
          disabled={disabled}
          startIcon={rejecting ? <CircularProgress size={16} color="inherit" /> : <CloseIcon />}
        >
          {t('card.reject')}
        </Button>
        {whatsapp ? (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="text"
            startIcon={<WhatsAppIcon />}
            sx={{ color: '#128c7e' }}
          >
            {t('card.whatsapp')}
          </Button>
        ) : (
          <Button variant="text" disabled startIcon={<WhatsAppIcon />}>
            {t('card.whatsapp')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
