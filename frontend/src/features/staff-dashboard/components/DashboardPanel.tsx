import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MonthCalendar } from '../../../components/calendar';
import { dayLabel } from '../../../components/calendar/monthGrid';
import { LoadError } from '../../../components/LoadError';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useGetStaffDashboardQuery } from '../api/dashboardApi';
import { DashboardCard } from './DashboardCard';
import { DashboardSkeleton } from './DashboardSkeleton';
import { MetricCards } from './MetricCards';
import { QuickStats } from './QuickStats';
import { RecentRentals } from './RecentRentals';
import { OverdueRentals } from './OverdueRentals';
import { ComplianceDue } from './ComplianceDue';
import { RevenueChart } from './RevenueChart';
import { translateError } from '../../../i18n';

/** The staff Dashboard tab: headline numbers, this month, quick stats, revenue and recent rentals. */
export function DashboardPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffDashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetStaffDashboardQuery();

  const refresh = <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />;

  let body;
  if (isLoading || (error && isFetching)) body = <DashboardSkeleton />;
  else if (error || !data) body = <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  else {
    body = (
      <Stack spacing={2}>
        <MetricCards metrics={data} />
        <OverdueRentals count={data.overdueCount} rentals={data.overdueRentals} />
        <ComplianceDue compliance={data.compliance} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DashboardCard id="calendar" title={t('calendar.title')}>
              <MonthCalendar
                month={data.today}
                today={data.today}
                highlighted={data.activeRentalDays}
                highlightLabel={t('calendar.highlight')}
              />
            </DashboardCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <QuickStats metrics={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <RevenueChart revenueByDay={data.revenueByDay} />
          </Grid>
        </Grid>
        <RecentRentals rentals={data.recentRentals} />
      </Stack>
    );
  }

  return (
    <>
      <SectionToolbar title={title} subtitle={data ? t('todayIs', { date: dayLabel(data.today) }) : undefined} actions={refresh} />
      {body}
    </>
  );
}
