import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { STANDALONE_LINK } from '../../../components/tapTarget';
import { formatRM } from '../../../lib/format';
import type { DashboardMetrics } from '../api/types';
import { DashboardCard } from './DashboardCard';

/** 66.7 -> "66.7%", 50 -> "50.0%": one decimal, as the server rounds it. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/**
 * One dt/dd pair in a div (the only wrapper a dl allows): label left, value right, and the
 * value's bar under both. The dd's box is dissolved (display: contents) so its value and bar
 * sit in the pair's grid, while the bar stays part of the value for assistive technology.
 */
function Stat({ label, value, percent, to }: { label: string; value: string; percent?: number; to?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'baseline', columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ display: 'contents' }}>
        {to ? (
          // The figure opens the list it counts; the label names the link for a screen reader.
          <Link
            component={RouterLink}
            to={to}
            aria-label={`${label}: ${value}`}
            variant="subtitle1"
            sx={{ ...STANDALONE_LINK, minWidth: 44, justifyContent: 'flex-end', fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {value}
          </Link>
        ) : (
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        )}
        {percent !== undefined && (
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, percent))}
            aria-label={`${label} ${value}`}
            sx={{ gridColumn: '1 / -1', mt: 0.5, height: 6, borderRadius: 3 }}
          />
        )}
      </Box>
    </Box>
  );
}

/** This week's revenue, completion rate, extension requests and vehicle utilisation. */
export function QuickStats({ metrics }: { metrics: DashboardMetrics }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <DashboardCard id="quick-stats" title={t('quickStats.title')}>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Stat label={t('quickStats.weekRevenue')} value={formatRM(metrics.weekRevenue)} />
        <Stat label={t('quickStats.completionRate')} value={formatPercent(metrics.completionRate)} percent={metrics.completionRate} />
        <Stat
          label={t('quickStats.extensionRequests')}
          value={String(metrics.extensionRequests)}
          to={`${paths.staff}?tab=rentals&status=extension-requested`}
        />
        <Stat label={t('quickStats.utilization')} value={formatPercent(metrics.utilization)} percent={metrics.utilization} />
      </Stack>
    </DashboardCard>
  );
}
