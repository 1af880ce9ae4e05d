import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart, type BarDatum } from '../../../components/charts/BarChart';
import { formatDate, formatRM } from '../../../lib/format';
import { toSen, senToAmount } from '../../../lib/money';
import type { DashboardMetrics } from '../api/types';
import { DashboardCard } from './DashboardCard';

/** Bars by rental start day for the last 30 days; heights from whole sen, labels in RM. */
export function RevenueChart({ revenueByDay }: { revenueByDay: DashboardMetrics['revenueByDay'] }) {
  const { t } = useTranslation('staffDashboard');
  const data: BarDatum[] = revenueByDay.map(({ date, revenue }) => ({
    key: date,
    label: formatDate(date),
    axisLabel: formatDate(date).slice(0, 5),
    value: toSen(revenue) ?? 0,
    valueLabel: formatRM(revenue),
  }));
  const totalSen = data.reduce((sum, datum) => sum + datum.value, 0);
  const maxSen = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <DashboardCard id="revenue-chart" title={t('revenue.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('revenue.total', { amount: formatRM(senToAmount(totalSen)) })}
      </Typography>
      <BarChart
        title={t('revenue.chart')}
        data={data}
        maxLabel={maxSen > 0 ? formatRM(senToAmount(maxSen)) : undefined}
        height={180}
        axisLabelEvery={7}
        emptyLabel={t('revenue.empty')}
      />
    </DashboardCard>
  );
}
