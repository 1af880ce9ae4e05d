import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';

export function FleetError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('vehicles');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('fleet.retry')}
        </Button>
      }
    >
      {t('fleet.loadFailed', { message: translateMessage(message) })}
    </Alert>
  );
}

export interface FleetEmptyProps {
  title: string;
  description: string;
  /** e.g. a "Show all types" button. */
  action?: ReactNode;
}

export function FleetEmpty({ title, description, action }: FleetEmptyProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <DirectionsCarIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
