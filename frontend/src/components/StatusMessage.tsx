import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatusMessageProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** Usually one button leading somewhere useful. */
  action?: ReactNode;
}

/** A centred card for "you cannot be here" states: not found, unauthorized, sign in first. */
export function StatusMessage({ icon, title, description, action }: StatusMessageProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {action}
      </Stack>
    </Paper>
  );
}
