import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatDate, formatRM } from '../../../lib/format';
import { toSen, senToAmount } from '../../../lib/money';
import type { DashboardMetrics } from '../api/types';
import { DashboardCard } from './DashboardCard';

const RevenueBars = lazy(() => import('./RevenueBars').then((m) => ({ default: m.RevenueBars })));

const CHART_HEIGHT = 200;

/**
 * Revenue by rental start day for the last 30 days: drawn by the chart library, read by screen
 * readers as a list of "day: amount". Totals are added in whole sen.
 */
export function RevenueChart({ revenueByDay }: { revenueByDay: DashboardMetrics['revenueByDay'] }) {
  const { t } = useTranslation('staffDashboard');
  const totalSen = revenueByDay.reduce((sum, { revenue }) => sum + (toSen(revenue) ?? 0), 0);
  const empty = revenueByDay.every(({ revenue }) => (toSen(revenue) ?? 0) === 0);
  const bars = revenueByDay.map(({ date, revenue }) => ({ day: formatDate(date).slice(0, 5), revenue: (toSen(revenue) ?? 0) / 100 }));
  return (
    <DashboardCard id="revenue-chart" title={t('revenue.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('revenue.total', { amount: formatRM(senToAmount(totalSen)) })}
      </Typography>
      <Box component="figure" sx={{ m: 0, position: 'relative', minWidth: 0 }}>
        <Box role="list" aria-label={t('revenue.chart')} sx={visuallyHidden}>
          {revenueByDay.map(({ date, revenue }) => (
            <Box role="listitem" key={date}>
              {formatDate(date)}: {formatRM(revenue)}
            </Box>
          ))}
        </Box>
        {empty ? (
          <Typography variant="body2" color="text.secondary" sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
            {t('revenue.empty')}
          </Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />}>
            <RevenueBars bars={bars} height={CHART_HEIGHT} />
          </Suspense>
        )}
      </Box>
    </DashboardCard>
  );
}
