import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../components/DetailGrid';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDate } from '../../../lib/format';
import type { ReportRange, ReportSection } from '../api/types';
import { useExportReport } from '../hooks/useExportReport';

/** What a report's answer says about itself: the days the server settled on. */
export interface AnsweredRange {
  from: string;
  to: string;
}

export interface ReportFrameProps {
  section: ReportSection;
  /** The range as asked for (empty ends left to the server): the workbook is asked for the same. */
  asked: ReportRange;
  /** The range the server answered for; absent while nothing (or a failure) is on screen. */
  answered?: AnsweredRange;
  /** The totals' DetailItems; absent while nothing (or a failure) is on screen. */
  totals?: ReactNode;
  /** Columns of the totals grid; the vehicles' six figures take a wider one. */
  totalsColumns?: Record<'xs' | 'sm', string> & Partial<Record<'md', string>>;
  children: ReactNode;
}

/**
 * One report's frame: the days it covers as the server settled them (the empty fields mean a
 * default the person did not type), Export to Excel, the range's totals, then the report itself.
 */
export function ReportFrame({ section, asked, answered, totals, totalsColumns, children }: ReportFrameProps) {
  const { t } = useTranslation('staffReports');
  const { exportReport, exporting } = useExportReport();
  const totalsTitle = useId();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {answered ? t('range.shown', { from: formatDate(answered.from), to: formatDate(answered.to) }) : t('range.hint')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void exportReport(section, asked)}
          disabled={exporting !== null}
          startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
          sx={TAP_TARGET}
        >
          {exporting ? t('export.working') : t('export.button')}
        </Button>
      </Box>
      {totals && (
        <Paper variant="outlined" component="section" aria-labelledby={totalsTitle} sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }}>
          <Typography id={totalsTitle} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('totals.label')}
          </Typography>
          <DetailGrid columns={totalsColumns ?? { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }}>{totals}</DetailGrid>
        </Paper>
      )}
      {children}
    </Stack>
  );
}

export interface ReportCardProps {
  /** The card's heading and accessible name. */
  title: string;
  subtitle?: ReactNode;
  /** Beside the heading: a chip or a button. */
  aside?: ReactNode;
  /** DetailItems. */
  children: ReactNode;
}

/** One row of a report as a card: a heading, a line under it, and its figures in a grid. */
export function ReportCard({ title, subtitle, aside, children }: ReportCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside && <Box sx={{ flexShrink: 0 }}>{aside}</Box>}
      </Box>
      <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }}>{children}</DetailGrid>
    </Paper>
  );
}

/** The cards of a page: one column on a phone, two from 900 px, three on a wide desktop. */
export function ReportCardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
