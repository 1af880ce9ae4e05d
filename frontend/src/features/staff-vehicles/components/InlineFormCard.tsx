import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TAP_TARGET } from '../../../components/tapTarget';

/** Two fields on one line from a tablet up, one under the other on a phone. */
export const FIELD_PAIR = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export interface InlineFormCardProps {
  /** The card's heading (an h3 under the dialog's title). */
  title: string;
  /**
   * Called on submit, with the page reload prevented. The browser's own validation is off: each form
   * checks its fields itself, so the problem is worded (and translated) as the server words it.
   */
  onSubmit: () => void | Promise<void>;
  /** What went wrong, from the form's own checks or the server; read out as an alert when it appears. */
  problem: string | null;
  submitLabel: string;
  /** While true the button is disabled, so a second tap cannot send the form twice. */
  pending: boolean;
  /** The button's text while pending; without one it keeps submitLabel. */
  pendingLabel?: string;
  /** The card's main action is contained; a secondary card beside it (a setting rather than a record) is outlined. */
  submitVariant?: 'contained' | 'outlined';
  /** The form's fields, between the heading and the problem. */
  children: ReactNode;
}

/**
 * A small form inside a car's dialog, beside the list it adds to: a bordered card with a heading,
 * the fields, what went wrong, and one submit button.
 */
export function InlineFormCard({
  title,
  onSubmit,
  problem,
  submitLabel,
  pending,
  pendingLabel,
  submitVariant = 'contained',
  children,
}: InlineFormCardProps) {
  return (
    <Paper variant="outlined" component="form" noValidate sx={{ p: 1.5 }} onSubmit={(event) => (event.preventDefault(), void onSubmit())}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant={submitVariant} disabled={pending} sx={TAP_TARGET}>
            {pending && pendingLabel ? pendingLabel : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
