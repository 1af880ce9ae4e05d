import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import BarChartIcon from '@mui/icons-material/BarChart';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { LoadError } from '../../../components/LoadError';
import { PagedList } from '../../../components/PagedList';
import { TAP_TARGET } from '../../../components/tapTarget';
import { translateError } from '../../../i18n';
import { REPORT_FRESH_SECONDS, useGetVehicleReportQuery } from '../api/reportsApi';
import type { ReportMonth, ReportRange, VehicleReportRow } from '../api/types';
import { useRangePage } from '../hooks/useRangePage';
import { FigureItems } from './FigureItems';
import { REPORT_PAGE_SIZE } from './reportPageSize';
import { ReportCard, ReportCardGrid, ReportFrame } from './ReportFrame';

// The chart library loads with the chart, after the figures are already on screen.
const MonthsChart = lazy(() => import('./MonthsChart').then((m) => ({ default: m.MonthsChart })));

/** The car whose months the chart shows; its name is kept so it stays in the picker on another page. */
interface ChartCar {
  id: number;
  name: string;
}

const FIGURE_COLUMNS = { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' };

function ChartPlaceholder({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={300} />
    </Box>
  );
}

interface MonthsChartCardProps {
  fleetMonths: readonly ReportMonth[];
  asked: ReportRange;
  cars: readonly VehicleReportRow[];
  chartCar: ChartCar | null;
  onChartCar: (car: ChartCar | null) => void;
}

/**
 * The months chart with its car picker: the whole fleet's months come with the list; one car's are
 * asked for separately (with vehicleId), so the list and the fleet's totals stay as they were.
 */
function MonthsChartCard({ fleetMonths, asked, cars, chartCar, onChartCar }: MonthsChartCardProps) {
  const { t } = useTranslation('staffReports');
  const carQuery = useGetVehicleReportQuery(chartCar ? { ...asked, page: 1, limit: 1, vehicleId: chartCar.id } : skipToken, {
    refetchOnMountOrArgChange: REPORT_FRESH_SECONDS,
  });
  const options: ChartCar[] = cars.map((row) => ({ id: row.vehicleId, name: row.displayName }));
  if (chartCar && !options.some((option) => option.id === chartCar.id)) options.unshift(chartCar);
  const title = t('vehicles.chartTitle', { who: chartCar ? chartCar.name : t('vehicles.wholeFleet') });

  let chart: ReactNode;
  if (!chartCar) chart = <MonthsChart title={title} months={fleetMonths} />;
  // currentData, not data: while another car loads, the last car's months must not show under its name.
  else if (carQuery.currentData && !carQuery.error) chart = <MonthsChart title={title} months={carQuery.currentData.months} />;
  else if (carQuery.error && !carQuery.isFetching)
    chart = (
      <LoadError what={t('vehicles.chartLoadWhat')} message={translateError(carQuery.error)} onRetry={() => void carQuery.refetch()} />
    );
  else chart = <ChartPlaceholder label={t('vehicles.chartLoading')} />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <NativeSelectField
          label={t('vehicles.chartFor')}
          value={chartCar ? String(chartCar.id) : ''}
          onChange={(value) => onChartCar(options.find((option) => String(option.id) === value) ?? null)}
        >
          <option value="">{t('vehicles.wholeFleet')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <Suspense fallback={<ChartPlaceholder label={t('vehicles.chartLoading')} />}>{chart}</Suspense>
    </Paper>
  );
}

/**
 * Each car's days rented, utilisation, booked, collected, costs and profit over the range, most
 * profitable first; the fleet's totals; and the months chart, for the fleet or one car.
 */
export function VehiclesReport({ asked }: { asked: ReportRange }) {
  const { t } = useTranslation('staffReports');
  const [page, setPage] = useRangePage(asked);
  const [chartCar, setChartCar] = useState<ChartCar | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const query = useGetVehicleReportQuery({ ...asked, page, limit: REPORT_PAGE_SIZE }, { refetchOnMountOrArgChange: REPORT_FRESH_SECONDS });
  // A failed answer for a new range must not leave the last range's figures beside its error.
  const shown = query.error ? undefined : query.data;

  const showChartOf = (row: VehicleReportRow) => {
    setChartCar({ id: row.vehicleId, name: row.displayName });
    // On a phone the chart is screens away from the card tapped; bring it into view.
    chartRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <ReportFrame
      section="vehicles"
      asked={asked}
      answered={shown}
      totals={shown && <FigureItems figures={shown.totals} />}
      totalsColumns={FIGURE_COLUMNS}
    >
      {shown && shown.total > 0 && (
        <Box ref={chartRef} sx={{ scrollMarginTop: 16 }}>
          <MonthsChartCard fleetMonths={shown.months} asked={asked} cars={shown.items} chartCar={chartCar} onChartCar={setChartCar} />
        </Box>
      )}
      <PagedList
        query={query}
        texts={{ loadWhat: t('vehicles.loadWhat'), loading: t('vehicles.loading'), pages: t('vehicles.pages') }}
        empty={
          <EmptyState
            icon={<DirectionsCarIcon color="action" sx={{ fontSize: 40 }} />}
            title={t('vehicles.empty')}
            description={t('vehicles.emptyDescription')}
          />
        }
        summary={(total) => t('vehicles.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <ReportCardGrid>
            {rows.map((row) => {
              const name = row.displayName;
              return (
                <ReportCard
                  key={row.vehicleId}
                  title={name}
                  subtitle={!row.isActive && <Chip size="small" label={t('vehicles.inactive')} sx={{ mt: 0.5 }} />}
                  aside={
                    <Button
                      size="small"
                      startIcon={<BarChartIcon />}
                      onClick={() => showChartOf(row)}
                      aria-label={t('vehicles.chartOf', { name })}
                      aria-pressed={chartCar?.id === row.vehicleId}
                      sx={TAP_TARGET}
                    >
                      {t('vehicles.chart')}
                    </Button>
                  }
                >
                  <FigureItems figures={row} />
                </ReportCard>
              );
            })}
          </ReportCardGrid>
        )}
      </PagedList>
    </ReportFrame>
  );
}
