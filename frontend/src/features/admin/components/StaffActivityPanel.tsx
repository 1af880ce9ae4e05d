import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { CardListSkeleton } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { ACTIVITY_LIMIT, useGetStaffLogsQuery } from '../api/adminApi';
import { ActivityEntry } from './ActivityEntry';
import { PanelLoadError } from './PanelLoadError';
import { ALL_STAFF, StaffFilter, staffIdParam } from './StaffFilter';

/** Staff Activity: the 15 newest log entries, of everyone or of one staff member, with Refresh. */
export function StaffActivityPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'activity' });
  const [staffId, setStaffId] = useState(ALL_STAFF);
  const logs = useGetStaffLogsQuery({ staffId: staffIdParam(staffId), limit: ACTIVITY_LIMIT });
  const { data, error, isLoading, isFetching, refetch } = logs;

  let list;
  if (isLoading || (error && isFetching)) list = <CardListSkeleton label={t('loading')} />;
  else if (error || !data) list = <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  else if (data.items.length === 0)
    list = <EmptyState title={t('empty')} description={staffId === ALL_STAFF ? undefined : t('emptyFiltered')} />;
  else
    list = (
      <Stack component="ul" aria-label={t('list')} aria-busy={isFetching} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {data.items.map((log) => (
          <ActivityEntry key={log.id} log={log} />
        ))}
      </Stack>
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, mb: 1 }}>
        <StaffFilter value={staffId} onChange={setStaffId} />
        <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('newest', { limit: ACTIVITY_LIMIT })}
      </Typography>
      {list}
    </>
  );
}
