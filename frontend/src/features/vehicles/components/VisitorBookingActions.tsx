import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';

/** Booking needs a customer sign-in; a visitor is offered both ways in (SPEC.md section 6). */
export function VisitorBookingActions() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Sign in or create a free account to request this booking.
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button
          component={RouterLink}
          to={paths.customerLogin}
          variant="contained"
          startIcon={<LoginIcon />}
          sx={{ flex: 1 }}
        >
          Login &amp; Book
        </Button>
        <Button
          component={RouterLink}
          to={paths.register}
          variant="outlined"
          startIcon={<PersonAddIcon />}
          sx={{ flex: 1 }}
        >
          Create Account
        </Button>
      </Stack>
    </Stack>
  );
}
