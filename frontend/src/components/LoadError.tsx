import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "the dashboard". */
  what: string;
  /** The failure's message (the server's text). */
  message: string;
  onRetry: () => void;
}

/** A list or panel that failed to load, with a Retry button. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      We could not load {what}. {message}
    </Alert>
  );
}
