import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { paths } from '../../../app/paths';
import { CustomerSignInPrompt } from '../../../components/CustomerSignInPrompt';
import { useSession } from '../../../lib/session';
import { lazyScreen } from '../../../app/router/lazyScreen';

/**
 * The portal is its own chunk: the form library, its schemas and the upload code are fetched
 * only once a customer is signed in, so a visitor opening /payment gets the light sign-in prompt.
 */
const PaymentPortal = lazyScreen(
  () => import('./PaymentPortal'),
  (module) => module.PaymentPortal,
);

/** Signing in from here comes back here. */
function SignInPrompt() {
  const { t } = useTranslation('payments');
  return (
    <CustomerSignInPrompt
      title={t('signIn.title')}
      description={t('signIn.description')}
      actionLabel={t('signIn.action')}
      returnTo={paths.payment}
    />
  );
}

/** '/payment': the customer payment portal; a visitor is asked to sign in first. */
export function PaymentScreen() {
  const { t } = useTranslation('payments');
  const { isAuthenticated, isCustomer } = useSession();
  usePageTitle(t('title'));
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return <PaymentPortal />;
}
