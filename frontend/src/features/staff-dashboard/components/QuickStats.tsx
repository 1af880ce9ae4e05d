import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRM } from '../../../lib/format';
import type { DashboardMetrics } from '../api/types';
import { DashboardCard } from './DashboardCard';

/** 66.7 -> "66.7%", 50 -> "50.0%": one decimal, as the server rounds it. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

function Stat({ label, value, percent }: { label: string; value: string; percent?: number }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" component="dt">
          {label}
        </Typography>
        <Typography variant="subtitle1" component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
      </Box>
      {percent !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, percent))}
          aria-label={`${label} ${value}`}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}

/** This week's revenue, completion rate, extension requests and vehicle utilisation. */
export function QuickStats({ metrics }: { metrics: DashboardMetrics }) {
  return (
    <DashboardCard id="quick-stats" title="Quick Stats">
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Stat label="This Week Revenue" value={formatRM(metrics.weekRevenue)} />
        <Stat label="Completion Rate" value={formatPercent(metrics.completionRate)} percent={metrics.completionRate} />
        <Stat label="Extension Requests" value={String(metrics.extensionRequests)} />
        <Stat label="Vehicle Utilization" value={formatPercent(metrics.utilization)} percent={metrics.utilization} />
      </Stack>
    </DashboardCard>
  );
}
