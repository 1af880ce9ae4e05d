import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatRM } from '../../../lib/format';
import type { DashboardMetrics } from '../api/types';

interface MetricCardProps {
  id: string;
  label: string;
  value: ReactNode;
  caption?: string;
  icon: ReactNode;
  /** A theme palette colour for the icon. */
  tone: 'primary' | 'success' | 'warning' | 'info' | 'secondary' | 'error';
  /** The list behind the number: the whole card opens it. */
  to: string;
}

/** The staff screen's section (and its filters) behind a figure. */
const listOf = (query: string) => `${paths.staff}?tab=${query}`;

function MetricCard({ id, label, value, caption, icon, tone, to }: MetricCardProps) {
  const labelId = `metric-${id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          p: { xs: 1.5, sm: 2 },
          height: '100%',
          minHeight: 44,
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
        }}
      >
        <Avatar
          aria-hidden
          sx={{
            bgcolor: `${tone}.main`,
            color: `${tone}.contrastText`,
            width: { xs: 36, sm: 44 },
            height: { xs: 36, sm: 44 },
            display: { xs: 'none', sm: 'flex' },
          }}
        >
          {icon}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary" component="h3" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary" component="p">
              {caption}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Paper>
  );
}

/** The seven headline numbers; total revenue gets the widest card. */
export function MetricCards({ metrics }: { metrics: DashboardMetrics }) {
  const { t } = useTranslation('staffDashboard');
  const small = { xs: 6, sm: 4, md: 3 } as const;
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }}>
      <Grid size={{ xs: 12, sm: 12, md: 6 }}>
        <MetricCard
          id="revenue"
          to={listOf('payments')}
          label={t('metrics.totalRevenue.label')}
          value={formatRM(metrics.totalRevenue)}
          caption={t('metrics.totalRevenue.caption', { collected: formatRM(metrics.collectedRevenue) })}
          icon={<PaymentsIcon />}
          tone="success"
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="rented-week"
          to={listOf('rentals&filter=7days')}
          label={t('metrics.rentedThisWeek.label')}
          value={metrics.rentedThisWeek}
          caption={t('metrics.rentedThisWeek.caption')}
          icon={<EventAvailableIcon />}
          tone="primary"
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="available"
          to={listOf('vehicles')}
          label={t('metrics.availableCars.label')}
          value={metrics.availableCars}
          caption={t('metrics.availableCars.caption')}
          icon={<DirectionsCarIcon />}
          tone="info"
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="invoices"
          to={listOf('invoices')}
          label={t('metrics.invoicesToCollect.label')}
          value={metrics.invoicesToCollect}
          caption={t('metrics.invoicesToCollect.caption')}
          icon={<ReceiptLongIcon />}
          tone="warning"
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="active-today"
          to={listOf('rentals&status=active')}
          label={t('metrics.activeToday.label')}
          value={metrics.activeToday}
          caption={t('metrics.activeToday.caption')}
          icon={<DirectionsCarIcon />}
          tone="success"
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="pending"
          to={listOf('bookings')}
          label={t('metrics.pendingRequests.label')}
          value={metrics.pendingRequests}
          caption={t('metrics.pendingRequests.caption')}
          icon={<HourglassTopIcon />}
          tone={metrics.pendingRequests > 0 ? 'error' : 'secondary'}
        />
      </Grid>
      <Grid size={small}>
        <MetricCard
          id="customers"
          to={listOf('customers')}
          label={t('metrics.customers.label')}
          value={metrics.customers.total}
          caption={t('metrics.customers.caption', { active: metrics.customers.active })}
          icon={<GroupIcon />}
          tone="primary"
        />
      </Grid>
    </Grid>
  );
}
