import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/useOnline';

/** "You're offline" while the browser has no connection, so no screen blames the data instead. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" data-testid="offline-banner" sx={{ mb: 2 }}>
      {t('offline.banner')}
    </Alert>
  );
}
