import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { clearRedirectAfterLogin, readRedirectAfterLogin } from '../../../lib/redirectAfterLogin';
import { useSessionActions } from '../../../lib/session';
import { useCustomerLoginMutation } from '../api/customersApi';
import { customerLandingPath } from '../utils/landingPath';
import type { CustomerLogin } from '../utils/loginSchema';

/**
 * Customer sign-in: store the session as 'customer', greet by name, then open the payment
 * portal if that is where the customer was heading, else the fleet. Failures toast 'Login Failed'.
 */
export function useCustomerSignIn(): (values: CustomerLogin) => Promise<void> {
  const [customerLogin] = useCustomerLoginMutation();
  const { logIn } = useSessionActions();
  const { toast } = useToast();
  const navigate = useNavigate();

  return async (values) => {
    try {
      const { token, user } = await customerLogin(values).unwrap();
      logIn({ token, user, role: 'customer' });
      toast({ title: 'Login Successful', description: `Welcome back, ${user.fullName}!` });
      const { path, clearRedirect } = customerLandingPath(readRedirectAfterLogin());
      if (clearRedirect) clearRedirectAfterLogin();
      navigate(path);
    } catch (error) {
      toast({ title: 'Login Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
}
