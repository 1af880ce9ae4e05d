import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TAP_TARGET } from '../../../components/tapTarget';
import { ActivityLogPanel } from './ActivityLogPanel';
import { StaffActivityPanel } from './StaffActivityPanel';

const VIEW_PARAM = 'activityView';
const FULL_LOG = 'log';

/**
 * The Staff Activity tab: the 15 newest entries at a glance, or beside them the full log with paging
 * and a date filter. The chosen view lives in the address (?activityView=log).
 */
export function StaffActivityTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'log' });
  const [params, setParams] = useSearchParams();
  const fullLog = params.get(VIEW_PARAM) === FULL_LOG;
  const show = (view: string | null) =>
    setParams(
      (current) => {
        if (view === FULL_LOG) current.set(VIEW_PARAM, FULL_LOG);
        else if (view !== null) current.delete(VIEW_PARAM);
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
        value={fullLog ? FULL_LOG : 'newest'}
        onChange={(_event, view: string | null) => show(view)}
        aria-label={t('views')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="newest" sx={{ ...TAP_TARGET, px: 2 }}>
          {t('newestView')}
        </ToggleButton>
        <ToggleButton value={FULL_LOG} sx={{ ...TAP_TARGET, px: 2 }}>
          {t('fullView')}
        </ToggleButton>
      </ToggleButtonGroup>
      {fullLog ? <ActivityLogPanel /> : <StaffActivityPanel />}
    </>
  );
}
