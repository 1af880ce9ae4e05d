import Typography from '@mui/material/Typography';
import { BarChart, type BarDatum } from '../../../components/charts/BarChart';
import { formatDate, formatRM } from '../../../lib/format';
import { toSen, senToAmount } from '../../../lib/money';
import type { DashboardMetrics } from '../api/types';
import { DashboardCard } from './DashboardCard';

/** Bars by rental start day for the last 30 days; heights from whole sen, labels in RM. */
export function RevenueChart({ revenueByDay }: { revenueByDay: DashboardMetrics['revenueByDay'] }) {
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
    <DashboardCard id="revenue-chart" title="Revenue, Last 30 Days">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatRM(senToAmount(totalSen))} from rentals starting in the last 30 days
      </Typography>
      <BarChart
        title="Revenue by day, last 30 days"
        data={data}
        maxLabel={maxSen > 0 ? formatRM(senToAmount(maxSen)) : undefined}
        height={180}
        axisLabelEvery={7}
        emptyLabel="No revenue in the last 30 days"
      />
    </DashboardCard>
  );
}
