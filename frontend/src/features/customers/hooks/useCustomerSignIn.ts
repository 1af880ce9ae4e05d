import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { clearRedirectAfterLogin, readRedirectAfterLogin } from '../../../lib/redirectAfterLogin';
import { useSessionActions } from '../../../lib/session';
import { useCustomerLoginMutation, useVerifySignInCodeMutation } from '../api/customersApi';
import { isSignInCodeSent, type CustomerSession, type SignInCodeCheck, type SignInCodeSent } from '../api/types';
import { customerLandingPath } from '../utils/landingPath';
import type { CustomerLogin } from '../utils/loginSchema';
import { translateError } from '../../../i18n';

export interface CustomerSignIn {
  /**
   * Step one, the e-mail. Resolves with "code sent" when the server wants the e-mailed code;
   * with null when the customer is already signed in (codes off) or the request failed.
   */
  requestSignIn: (values: CustomerLogin) => Promise<SignInCodeSent | null>;
  /** Step two, the code. Resolves true once signed in; false after a 'Login Failed' toast. */
  verifyCode: (check: SignInCodeCheck) => Promise<boolean>;
}

/**
 * Customer sign-in, with or without an e-mailed code. Either way the end is the same: store the
 * session as 'customer', greet by name, then open the payment portal if that is where the
 * customer was heading, else the fleet. Every failure toasts 'Login Failed' with the reason.
 */
export function useCustomerSignIn(): CustomerSignIn {
  const [customerLogin] = useCustomerLoginMutation();
  const [verifySignInCode] = useVerifySignInCodeMutation();
  const { logIn } = useSessionActions();
  const { t } = useTranslation('customers');
  const { toast } = useToast();
  const navigate = useNavigate();

  const finish = ({ token, user }: CustomerSession) => {
    logIn({ token, user, role: 'customer' });
    toast({ title: t('login.success'), description: t('login.welcomeBack', { name: user.fullName }) });
    const { path, clearRedirect } = customerLandingPath(readRedirectAfterLogin());
    if (clearRedirect) clearRedirectAfterLogin();
    void navigate(path);
  };

  const failed = (error: unknown) => toast({ title: t('login.failed'), description: translateError(error), variant: 'destructive' });

  return {
    requestSignIn: async (values) => {
      try {
        const result = await customerLogin(values).unwrap();
        if (isSignInCodeSent(result)) return result;
        finish(result);
      } catch (error) {
        failed(error);
      }
      return null;
    },
    verifyCode: async (check) => {
      try {
        finish(await verifySignInCode(check).unwrap());
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
  };
}
