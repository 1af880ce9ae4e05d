import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { DateRangeFilter, isReversedRange, type DateRange } from '../../../components/form/DateRangeFilter';
import { useSearchParamFilters, useSearchParamPage } from '../../../lib/useSearchParamPage';
import { LOG_PAGE_SIZE, useGetStaffLogsQuery } from '../api/adminApi';
import { ActivityEntry } from './ActivityEntry';
import { StaffFilter, staffIdParam } from './StaffFilter';

const PAGE_PARAM = 'logPage';

/**
 * Activity Log: every entry, 20 a page, of everyone or one staff member, between two Kuala Lumpur
 * days. Page and filters live in the address, so reload and Back keep them.
 */
export function ActivityLogPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'log' });
  const { t: tActivity } = useTranslation('admin', { keyPrefix: 'activity' });
  const [params] = useSearchParams();
  const [page, setPage] = useSearchParamPage(PAGE_PARAM);
  const setFilters = useSearchParamFilters(PAGE_PARAM);
  const staffId = params.get('logStaff') ?? '';
  const range: DateRange = { from: params.get('logFrom') ?? '', to: params.get('logTo') ?? '' };
  const reversed = isReversedRange(range);
  const query = useGetStaffLogsQuery(
    { staffId: staffIdParam(staffId), page, limit: LOG_PAGE_SIZE, from: range.from || undefined, to: range.to || undefined },
    { skip: reversed },
  );
  const filtered = staffId !== '' || range.from !== '' || range.to !== '';

  return (
    <>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
          <StaffFilter value={staffId} onChange={(value) => setFilters({ logStaff: value })} />
          <RefreshButton fetching={query.isFetching} onRefresh={() => void query.refetch()} label={tActivity('refresh')} />
        </Box>
        <DateRangeFilter clearable value={range} onChange={(next) => setFilters({ logFrom: next.from, logTo: next.to })} />
      </Stack>
      <PagedList
        query={query}
        texts={{ loadWhat: tActivity('loadWhat'), loading: tActivity('loading'), pages: t('pages') }}
        empty={<EmptyState title={filtered ? t('emptyFiltered') : tActivity('empty')} />}
        summary={(total) => t('found', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(items) => (
          <Stack component="ul" aria-label={t('list')} spacing={1.5} sx={{ m: 0, p: 0 }}>
            {items.map((log) => (
              <ActivityEntry key={log.id} log={log} />
            ))}
          </Stack>
        )}
      </PagedList>
    </>
  );
}
