import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';

export interface LoadErrorProps {
  /** What could not be loaded, in the reader's language, e.g. "the dashboard". */
  what: string;
  /** The failure's message (the server's text). */
  message: string;
  onRetry: () => void;
}

/** A list or panel that failed to load, with a Retry button. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retryShort')}
        </Button>
      }
    >
      {t('loadError', { what })} {translateMessage(message)}
    </Alert>
  );
}
