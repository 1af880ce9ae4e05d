import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import type { StaffLogView } from '../api/adminApi';
import { detailPairs, formatLogTime, readableAction, targetText } from '../utils/activityFormat';

/**
 * One log entry as a card: time (Kuala Lumpur), who, what, on what, and the readable details.
 * An entry the app sent (not one the server recorded with the change) carries a label saying so.
 */
export function ActivityEntry({ log }: { log: StaffLogView }) {
  const { t } = useTranslation('admin', { keyPrefix: 'activity' });
  const { t: tAdmin } = useTranslation('admin');
  const details = detailPairs(log.details);
  const actionNames = tAdmin('actionNames', { returnObjects: true });
  const targetNames = tAdmin('targetNames', { returnObjects: true });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }}>
        <DetailItem label={t('time')}>
          <Box component="time" dateTime={log.timestamp}>
            {formatLogTime(log.timestamp)}
          </Box>
        </DetailItem>
        <DetailItem label={t('staff')}>{log.staffUsername ?? t('removedStaff')}</DetailItem>
        <DetailItem label={t('action')}>
          {readableAction(log.action, actionNames)}
          {log.reportedByClient && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <Chip size="small" variant="outlined" color="warning" label={t('reportedByClient')} />
            </Box>
          )}
        </DetailItem>
        <DetailItem label={t('target')}>{targetText(log.targetType, log.targetId, targetNames)}</DetailItem>
        {details.length > 0 && (
          <DetailItem label={t('details')} wide>
            {details.join('\n')}
          </DetailItem>
        )}
      </DetailGrid>
    </Paper>
  );
}
