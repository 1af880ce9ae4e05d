import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useToast } from '../../../components/toast';
import { useSessionActions } from '../../../lib/session';
import type { Credentials } from '../../../lib/validation';
import { useStaffLoginMutation } from '../api/authApi';
import { translateError } from '../../../i18n';

/** Staff sign-in: store the session, greet, open the dashboard; or say why it failed. */
export function useStaffSignIn(): (credentials: Credentials) => Promise<void> {
  const [staffLogin] = useStaffLoginMutation();
  const { logIn } = useSessionActions();
  const { t } = useTranslation('auth', { keyPrefix: 'staff' });
  const { toast } = useToast();
  const navigate = useNavigate();

  return async (credentials) => {
    try {
      const { token, user } = await staffLogin(credentials).unwrap();
      logIn({ token, user, role: 'staff' });
      toast({ title: t('success'), description: t('welcomeBack', { name: user.username }) });
      void navigate(paths.staff);
    } catch (error) {
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    }
  };
}
