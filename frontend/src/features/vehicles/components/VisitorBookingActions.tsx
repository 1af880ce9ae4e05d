import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { rememberRedirectAfterLogin } from '../../../lib/redirectAfterLogin';
import type { Extras } from '../../../components/quote/extras';
import type { DateRange } from '../api/types';
import { fleetBookingPath } from '../utils/bookingLink';

export interface VisitorBookingActionsProps {
  vehicleId: number;
  /** The checked dates and the chosen extras, kept through sign-in or registration. */
  range: DateRange;
  extras: Extras;
}

/**
 * Booking needs a customer sign-in; a visitor is offered both ways in (sign in or register).
 * Either way comes back to this car with these dates and extras once signed in.
 */
export function VisitorBookingActions({ vehicleId, range, extras }: VisitorBookingActionsProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'booking' });
  const comeBackHere = () => rememberRedirectAfterLogin(fleetBookingPath(vehicleId, range, extras));
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('visitorHint')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button
          component={RouterLink}
          to={paths.customerLogin}
          onClick={comeBackHere}
          variant="contained"
          startIcon={<LoginIcon />}
          sx={{ flex: 1 }}
        >
          {t('loginAndBook')}
        </Button>
        <Button
          component={RouterLink}
          to={paths.register}
          onClick={comeBackHere}
          variant="outlined"
          startIcon={<PersonAddIcon />}
          sx={{ flex: 1 }}
        >
          {t('createAccount')}
        </Button>
      </Stack>
    </Stack>
  );
}
