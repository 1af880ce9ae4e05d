import { lazy, Suspense } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { TAP_TARGET } from '../../../components/tapTarget';
import { ActivityLogPanel } from './ActivityLogPanel';
import { StaffActivityPanel } from './StaffActivityPanel';

// Only the admin answering a breach needs it: its code loads when the view is opened.
const BreachResponsePanel = lazy(() => import('./BreachResponsePanel').then((m) => ({ default: m.BreachResponsePanel })));

const VIEW_PARAM = 'activityView';
const FULL_LOG = 'log';
const BREACH = 'breach';
const VIEWS: readonly string[] = [FULL_LOG, BREACH];

/**
 * The Staff Activity tab: the 15 newest entries at a glance, the full log with paging and a date
 * filter, or the data breach response (who opened which identity documents, whom to notify). The
 * chosen view lives in the address (?activityView=log, ?activityView=breach).
 */
export function StaffActivityTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'log' });
  const [params, setParams] = useSearchParams();
  const requested = params.get(VIEW_PARAM) ?? '';
  const view = VIEWS.includes(requested) ? requested : 'newest';
  const show = (next: string | null) =>
    setParams(
      (current) => {
        if (next !== null && VIEWS.includes(next)) current.set(VIEW_PARAM, next);
        else if (next !== null) current.delete(VIEW_PARAM);
        return current;
      },
      { replace: true },
    );
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_event, next: string | null) => show(next)}
        aria-label={t('views')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="newest" sx={{ ...TAP_TARGET, px: 2 }}>
          {t('newestView')}
        </ToggleButton>
        <ToggleButton value={FULL_LOG} sx={{ ...TAP_TARGET, px: 2 }}>
          {t('fullView')}
        </ToggleButton>
        <ToggleButton value={BREACH} sx={{ ...TAP_TARGET, px: 2 }}>
          {t('breachView')}
        </ToggleButton>
      </ToggleButtonGroup>
      {view === FULL_LOG && <ActivityLogPanel />}
      {view === BREACH && (
        <Suspense fallback={<LoadingScreen />}>
          <BreachResponsePanel />
        </Suspense>
      )}
      {view === 'newest' && <StaffActivityPanel />}
    </>
  );
}
