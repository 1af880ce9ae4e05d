import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { StatusMessage } from '../../../components/StatusMessage';
import { rememberRedirectAfterLogin } from '../../../lib/redirectAfterLogin';
import { useSession } from '../../../lib/session';

/** Signing in from here comes back here, as the home screen's Payment tile does. */
function SignInPrompt() {
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title="Sign in to make a payment"
      description="Please sign in to your customer account to make payments and see your payment history."
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.customerLogin}
          onClick={() => rememberRedirectAfterLogin(paths.payment)}
        >
          Sign In
        </Button>
      }
    />
  );
}

/** '/payment': the customer payment portal (filled in by a later issue). */
export function PaymentScreen() {
  const { isAuthenticated, isCustomer } = useSession();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return <PageTitle title="Payment Portal" />;
}
