import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useToast, type ToastOptions } from '../../../components/toast';
import { errorStatus } from '../../../lib/httpError';
import { useSessionActions } from '../../../lib/session';
import type { Credentials } from '../../../lib/validation';
import { useAdminLoginMutation } from '../api/authApi';

/** Wrong credentials and other failures read differently, so the admin knows whether to retype or retry. */
function adminLoginFailure(error: unknown, t: TFunction<'auth', 'admin'>): ToastOptions {
  const status = errorStatus(error);
  // 403 covers a valid staff account that is not an admin.
  if (status === 401 || status === 403) {
    return { title: t('denied'), description: t('invalidCredentials'), variant: 'destructive' };
  }
  return { title: t('error'), description: t('failed'), variant: 'destructive' };
}

/** Admin sign-in: on success the session turns admin and /admin shows the panel. */
export function useAdminSignIn(): (credentials: Credentials) => Promise<void> {
  const [adminLogin] = useAdminLoginMutation();
  const { logIn } = useSessionActions();
  const { t } = useTranslation('auth', { keyPrefix: 'admin' });
  const { toast } = useToast();

  return async (credentials) => {
    try {
      const { token, user } = await adminLogin(credentials).unwrap();
      logIn({ token, user, role: 'admin' });
      toast({ title: t('granted'), description: t('welcome', { name: user.username }) });
    } catch (error) {
      toast(adminLoginFailure(error, t));
    }
  };
}
