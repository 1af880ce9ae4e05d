import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { formatRM } from '../../../lib/format';
import type { DeliveryTotals } from '../api/types';
import { formatKm } from '../utils/deliveryForm';

/** The period's count, kilometres and expenses, as the server summed them over the whole range. */
export function DeliveryTotalsSummary({ totals }: { totals: DeliveryTotals }) {
  const { t } = useTranslation('staffDeliveries');
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      aria-live="polite"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, bgcolor: 'action.hover' }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('totals.title')}
      </Typography>
      <DetailGrid columns="repeat(3, minmax(0, 1fr))">
        <DetailItem label={t('totals.count')}>{totals.count}</DetailItem>
        <DetailItem label={t('totals.totalKm')}>{t('km', { km: formatKm(totals.totalKm) })}</DetailItem>
        <DetailItem label={t('totals.miscExpense')}>{formatRM(totals.miscExpense)}</DetailItem>
      </DetailGrid>
    </Paper>
  );
}
