import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { SectionHeading } from '../../../components/SectionHeading';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetMyActivityQuery } from '../api/accountApi';
import type { CustomerActivity } from '../api/types';
import { formatDay, formatNumber } from '../../../lib/format';
import { ACTIVITY_TYPES, isOneOf } from '../utils/loyalty';

export const ACTIVITY_PAGE_SIZE = 20;

function ActivityRow({ activity }: { activity: CustomerActivity }) {
  const { t } = useTranslation('account');
  const what = isOneOf(ACTIVITY_TYPES, activity.activityType) ? t(`activity.types.${activity.activityType}`) : activity.description;
  return (
    <ListItem divider sx={{ gap: 2, alignItems: 'flex-start' }}>
      <ListItemText primary={what} secondary={formatDay(activity.createdAt)} />
      {activity.pointsEarned > 0 && (
        <Typography sx={{ fontWeight: 600, color: 'success.dark', whiteSpace: 'nowrap', pt: 0.75 }}>
          {t('activity.points', { count: activity.pointsEarned, formatted: formatNumber(activity.pointsEarned) })}
        </Typography>
      )}
      {activity.pointsEarned < 0 && (
        <Typography sx={{ fontWeight: 600, color: 'error.dark', whiteSpace: 'nowrap', pt: 0.75 }}>
          {t('activity.pointsTaken', { count: -activity.pointsEarned, formatted: formatNumber(-activity.pointsEarned) })}
        </Typography>
      )}
    </ListItem>
  );
}

/** The customer's loyalty history, newest first, twenty a page (?page=2). */
export function ActivityList() {
  const { t } = useTranslation('account');
  const [page, setPage] = useSearchParamPage('page');
  const query = useGetMyActivityQuery({ page, limit: ACTIVITY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="account-activity-heading">
      <SectionHeading>
        <span id="account-activity-heading">{t('activity.heading')}</span>
      </SectionHeading>
      <PagedList
        query={query}
        texts={{ loadWhat: t('activity.loadWhat'), loading: t('activity.loading'), pages: t('activity.pages') }}
        empty={
          <EmptyState
            icon={<HistoryIcon color="action" sx={{ fontSize: 48 }} />}
            title={t('activity.empty.title')}
            description={t('activity.empty.description')}
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(items) => (
          <Paper variant="outlined">
            <List disablePadding>
              {items.map((activity) => (
                <ActivityRow key={activity.id} activity={activity} />
              ))}
            </List>
          </Paper>
        )}
      </PagedList>
    </section>
  );
}
