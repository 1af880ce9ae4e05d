import { useToast, type ToastOptions } from '../../../components/toast';
import { errorStatus } from '../../../lib/httpError';
import { useSessionActions } from '../../../lib/session';
import type { Credentials } from '../../../lib/validation';
import { useAdminLoginMutation } from '../api/authApi';

/** SPEC.md section 8: wrong credentials and other failures read differently. */
function adminLoginFailure(error: unknown): ToastOptions {
  const status = errorStatus(error);
  // 403 covers a valid staff account that is not an admin.
  if (status === 401 || status === 403) {
    return { title: 'Access Denied', description: 'Invalid admin credentials.', variant: 'destructive' };
  }
  return { title: 'Error', description: 'Failed to authenticate. Please try again.', variant: 'destructive' };
}

/** Admin sign-in: on success the session turns admin and /admin shows the panel. */
export function useAdminSignIn(): (credentials: Credentials) => Promise<void> {
  const [adminLogin] = useAdminLoginMutation();
  const { logIn } = useSessionActions();
  const { toast } = useToast();

  return async (credentials) => {
    try {
      const { token, user } = await adminLogin(credentials).unwrap();
      logIn({ token, user, role: 'admin' });
      toast({ title: 'Access Granted', description: `Welcome, ${user.username}.` });
    } catch (error) {
      toast(adminLoginFailure(error));
    }
  };
}
