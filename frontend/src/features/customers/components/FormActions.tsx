import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { TAP_TARGET } from '../../../components/tapTarget';

export interface FormActionsProps {
  submitLabel: string;
  /** Shown on the submit button while the request runs ("Signing In..."). */
  pendingLabel: string;
  pending: boolean;
  submitIcon?: ReactNode;
}

/** Back (to role selection, SPEC.md section 2) and the submit button, side by side even on phones. */
export function FormActions({ submitLabel, pendingLabel, pending, submitIcon }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button
        component={RouterLink}
        to={paths.home}
        variant="outlined"
        size="large"
        startIcon={<ArrowBackIcon />}
        sx={{ ...TAP_TARGET, flexShrink: 0 }}
      >
        Back
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : submitIcon}
        sx={{ ...TAP_TARGET, flex: 1 }}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
