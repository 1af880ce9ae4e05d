import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import type { ReportMonth } from '../api/types';
import { monthBars } from '../utils/reportFormat';

export const CHART_HEIGHT = 300;

export interface MonthsChartProps {
  /** Names what the chart shows ("Booked, collected and costs by month: Whole fleet"): its caption and accessible name. */
  title: string;
  months: readonly ReportMonth[];
}

/**
 * Booked, collected and costs side by side for each month of the range. Its own module, loaded
 * lazily: the chart library is most of the Reports tab's weight and only this draws with it.
 */
export function MonthsChart({ title, months }: MonthsChartProps) {
  const { t } = useTranslation('staffReports');
  const theme = useTheme();
  const captionId = useId();
  const money = (value: number | null) => (value === null ? '' : formatRM(value));
  // The axis has room for "12K", not "RM 12,000.00"; the tooltip gives the exact ringgit.
  const compact = new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <BarChart
        height={CHART_HEIGHT}
        dataset={monthBars(months)}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'RM', valueFormatter: (value: number) => compact.format(value), width: 56 }]}
        series={[
          { dataKey: 'booked', label: t('figures.booked'), valueFormatter: money, color: theme.palette.primary.main },
          { dataKey: 'collected', label: t('figures.collected'), valueFormatter: money, color: theme.palette.success.main },
          { dataKey: 'costs', label: t('figures.costs'), valueFormatter: money, color: theme.palette.error.main },
        ]}
      />
    </Box>
  );
}
