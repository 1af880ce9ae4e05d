import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { translateError } from '../../../i18n';

export interface PanelLoadErrorProps {
  /** What could not be loaded, in the reader's language ("the staff members"). */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A list of the admin panel that failed to load, with Retry. Announced politely (role status,
 * not alert): the list loads beside forms whose refusals are the page's alerts.
 */
export function PanelLoadError({ what, error, onRetry }: PanelLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="status"
      action={
        <Button color="inherit" onClick={onRetry} sx={TAP_TARGET}>
          {t('actions.retryShort')}
        </Button>
      }
    >
      {t('loadError', { what })} {translateError(error)}
    </Alert>
  );
}
