import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { EmptyState } from '../../../components/EmptyState';
import { CardListSkeleton } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { ACTIVITY_LIMIT, useGetStaffLogsQuery, useGetStaffMembersQuery, type StaffLogView } from '../api/adminApi';
import { detailPairs, formatLogTime, readableAction, targetText } from '../utils/activityFormat';
import { PanelLoadError } from './PanelLoadError';

const ALL = '';

function ActivityEntry({ log }: { log: StaffLogView }) {
  const { t } = useTranslation('admin', { keyPrefix: 'activity' });
  const details = detailPairs(log.details);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
        <DetailItem label={t('time')}>
          <Box component="time" dateTime={log.timestamp}>
            {formatLogTime(log.timestamp)}
          </Box>
        </DetailItem>
        <DetailItem label={t('staff')}>{log.staffUsername ?? t('removedStaff')}</DetailItem>
        <DetailItem label={t('action')}>{readableAction(log.action)}</DetailItem>
        <DetailItem label={t('target')}>{targetText(log.targetType, log.targetId)}</DetailItem>
        {details.length > 0 && (
          <DetailItem label={t('details')} wide>
            {details.join('\n')}
          </DetailItem>
        )}
      </DetailGrid>
    </Paper>
  );
}

/** Staff Activity: the 15 newest log entries, of everyone or of one staff member, with Refresh. */
export function StaffActivityPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'activity' });
  const [staffId, setStaffId] = useState(ALL);
  const members = useGetStaffMembersQuery();
  const logs = useGetStaffLogsQuery({ staffId: staffId === ALL ? undefined : Number(staffId) });
  const { data, error, isLoading, isFetching, refetch } = logs;

  let list;
  if (isLoading || (error && isFetching)) list = <CardListSkeleton label={t('loading')} />;
  else if (error || !data) list = <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  else if (data.items.length === 0) list = <EmptyState title={t('empty')} description={staffId === ALL ? undefined : t('emptyFiltered')} />;
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
        <Box sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}>
          <NativeSelectField label={t('filter')} value={staffId} onChange={setStaffId}>
            <option value={ALL}>{t('allStaff')}</option>
            {(members.data ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.username}
              </option>
            ))}
          </NativeSelectField>
        </Box>
        <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('newest', { limit: ACTIVITY_LIMIT })}
      </Typography>
      {list}
    </>
  );
}
