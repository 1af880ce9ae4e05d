import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, isReversedRange, type DateRange } from '../../../components/form/DateRangeFilter';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { REPORT_SECTIONS, type ReportRange, type ReportSection } from '../api/types';
import { BalancesReport } from './BalancesReport';
import { DepositsReport } from './DepositsReport';
import { SummonsesReport } from './SummonsesReport';
import { VehiclesReport } from './VehiclesReport';

/** Empty ends: the server's last twelve months through the end of this one. */
const SERVER_DEFAULT: DateRange = { from: '', to: '' };

function SectionReport({ section, asked }: { section: ReportSection; asked: ReportRange }) {
  switch (section) {
    case 'vehicles':
      return <VehiclesReport asked={asked} />;
    case 'balances':
      return <BalancesReport asked={asked} />;
    case 'deposits':
      return <DepositsReport asked={asked} />;
    case 'summonses':
      return <SummonsesReport asked={asked} />;
  }
}

/**
 * The staff Reports tab: one From / To range for the four reports (what each car earned,
 * balances owed, deposits held and refunds due, open summonses), one report shown at a time.
 */
export function ReportsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffReports');
  const [section, setSection] = useState<ReportSection>('vehicles');
  const [range, setRange] = useState<DateRange>(SERVER_DEFAULT);
  // A reversed range is flagged on the To field and not asked for: the last good report stays.
  const [asked, setAsked] = useState<ReportRange>(range);
  if (!isReversedRange(range) && (asked.from !== range.from || asked.to !== range.to)) setAsked(range);

  return (
    <Stack spacing={2}>
      <SectionToolbar title={title} subtitle={t('subtitle')} />
      <DateRangeFilter clearable value={range} onChange={setRange} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={section}
          onChange={(_event, next: ReportSection) => setSection(next)}
          aria-label={t('sections.label')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {REPORT_SECTIONS.map((id) => (
            <Tab
              key={id}
              value={id}
              label={t(`sections.${id}`)}
              id={`report-tab-${id}`}
              aria-controls={`report-panel-${id}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`report-panel-${section}`} aria-labelledby={`report-tab-${section}`}>
        <SectionReport section={section} asked={asked} />
      </Box>
    </Stack>
  );
}
