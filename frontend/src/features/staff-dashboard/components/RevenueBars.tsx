import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { currentLocale } from '../../../i18n';
import { formatRM } from '../../../lib/format';

export interface RevenueBar {
  /** The day as the axis shows it, e.g. "07/03". */
  day: string;
  /** Ringgit, for drawing only: every figure shown as text comes from the server's exact amounts. */
  revenue: number;
}

/**
 * The 30 days drawn with the chart library, in a module of its own that the dashboard loads after
 * its figures: the library is the heaviest thing on the screen and the figures must not wait for it.
 * Hidden from screen readers, which read the same days as a list beside it (RevenueChart).
 */
export function RevenueBars({ bars, height }: { bars: readonly RevenueBar[]; height: number }) {
  const theme = useTheme();
  // The axis has room for "1.2K", not "RM 1,200.00"; the tooltip gives the exact ringgit.
  const compact = new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <BarChart
      aria-hidden
      height={height}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      dataset={bars.map((bar) => ({ ...bar }))}
      xAxis={[{ scaleType: 'band', dataKey: 'day', tickLabelInterval: (_value, index) => (bars.length - 1 - index) % 7 === 0 }]}
      yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 44 }]}
      series={[
        { dataKey: 'revenue', valueFormatter: (value) => (value === null ? '' : formatRM(value)), color: theme.palette.primary.main },
      ]}
    />
  );
}
