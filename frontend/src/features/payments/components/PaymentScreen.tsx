import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { StatusMessage } from '../../../components/StatusMessage';
import { rememberRedirectAfterLogin } from '../../../lib/redirectAfterLogin';
import { useSession } from '../../../lib/session';
import { lazyScreen } from '../../../app/router/lazyScreen';

/**
 * The portal is its own chunk: the form library, its schemas and the upload code are fetched
 * only once a customer is signed in, so a visitor opening /payment gets the light sign-in prompt.
 */
const PaymentPortal = lazyScreen(() => import('./PaymentPortal'), (module) => module.PaymentPortal);

/** Signing in from here comes back here, as the home screen's Payment tile does. */
function SignInPrompt() {
  const { t } = useTranslation('payments');
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title={t('signIn.title')}
      description={t('signIn.description')}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.customerLogin}
          onClick={() => rememberRedirectAfterLogin(paths.payment)}
        >
          {t('signIn.action')}
        </Button>
      }
    />
  );
}

/** '/payment': the customer payment portal; a visitor is asked to sign in first. */
export function PaymentScreen() {
  const { isAuthenticated, isCustomer } = useSession();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return <PaymentPortal />;
}
