import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import type { InvoiceView } from '../api/types';

/** 44 px square tap targets. */
const ICON_BUTTON = { width: 44, height: 44 } as const;

export interface InvoiceCardProps {
  invoice: InvoiceView;
  downloading: boolean;
  /** Another action runs: the buttons wait. */
  busy: boolean;
  onDownload: () => void;
  onDelete: () => void;
}

/** One invoice: its number (INV-2026-000123), date, vehicle, amount and days, with download and delete. */
export function InvoiceCard({ invoice, downloading, busy, onDownload, onDelete }: InvoiceCardProps) {
  const { t } = useTranslation('staffInvoices');
  const titleId = `invoice-${invoice.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {invoice.number ?? t('card.title', { id: invoice.id })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.created', { date: formatDateTime(invoice.createdAt) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
            <Tooltip title={t('card.download')}>
              <IconButton
                aria-label={t('card.download')}
                aria-busy={downloading || undefined}
                color="primary"
                onClick={onDownload}
                disabled={downloading}
                sx={ICON_BUTTON}
              >
                {downloading ? <CircularProgress size={20} color="inherit" /> : <PictureAsPdfIcon />}
              </IconButton>
            </Tooltip>
            <Tooltip title={t('card.delete')}>
              <IconButton aria-label={t('card.delete')} color="error" onClick={onDelete} disabled={busy} sx={ICON_BUTTON}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }}>
          <DetailItem label={t('card.date')}>{formatDate(invoice.invoiceDate)}</DetailItem>
          <DetailItem label={t('card.amount')}>
            {formatRM(invoice.totalAmount)}
            {invoice.taxAmount !== null && invoice.taxAmount !== '0.00' && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('card.includesSst', { amount: formatRM(invoice.taxAmount) })}
              </Typography>
            )}
          </DetailItem>
          <DetailItem label={t('card.customer')}>{invoice.customerName}</DetailItem>
          <DetailItem label={t('card.vehicle')}>{invoice.vehicleRented}</DetailItem>
          <DetailItem label={t('card.days')}>{t('card.daysValue', { count: invoice.totalDays })}</DetailItem>
        </DetailGrid>
      </CardContent>
    </Card>
  );
}
