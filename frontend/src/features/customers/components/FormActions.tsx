import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
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

/**
 * On a 360 px phone the row is about 280 px wide. The submit button takes what Back leaves and
 * may not push past it: a long label ("Creating Account...", "Mendaftar Akaun...") wraps onto a
 * second line, centred, instead of overflowing the card or being clipped. Both buttons have
 * narrower side padding on phones (MUI's large buttons have 21-22 px) to leave the label room.
 */
export const BACK_BUTTON_SX = { ...TAP_TARGET, flexShrink: 0, px: { xs: 1.5, sm: 2.625 } } as const;
export const SUBMIT_BUTTON_SX = {
  ...TAP_TARGET,
  flex: 1,
  minWidth: 0,
  px: { xs: 1.5, sm: 2.75 },
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  lineHeight: 1.25,
} as const;

/** Small enough to leave the label room beside it on a phone. */
const PENDING_SPINNER_PX = 16;

/** Back (to role selection) and the submit button, side by side even on phones. */
export function FormActions({ submitLabel, pendingLabel, pending, submitIcon }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5}>
      <Button component={RouterLink} to={paths.home} variant="outlined" size="large" startIcon={<ArrowBackIcon />} sx={BACK_BUTTON_SX}>
        {t('header.back')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={PENDING_SPINNER_PX} color="inherit" /> : submitIcon}
        sx={SUBMIT_BUTTON_SX}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
