import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage, errorStatus } from '../../../lib/httpError';
import { useSessionActions } from '../../../lib/session';
import { useChangeAdminPasswordMutation } from '../api/adminApi';
import {
  CHANGE_PASSWORD_MESSAGES as M,
  toChangePasswordBody,
  type ChangePasswordForm,
} from '../utils/changePasswordSchema';

/** Which field a server 400 belongs to, by its message. */
const FIELD_OF_MESSAGE: ReadonlyArray<[keyof ChangePasswordForm, string]> = [
  ['currentPassword', M.currentIncorrect],
  ['currentPassword', M.currentRequired],
  ['newPassword', M.sameAsCurrent],
  ['newPassword', M.newTooShort],
  ['newPassword', M.newTooLong],
  ['newPassword', M.published],
];

/**
 * The admin's own password change. The answer carries a new token (older ones stop working),
 * so it replaces the session's at once; the panel stays open. Resolves true on success.
 */
export function useChangePassword(): {
  change: (values: ChangePasswordForm, setError: UseFormSetError<ChangePasswordForm>) => Promise<boolean>;
  saving: boolean;
} {
  const [changePassword, { isLoading: saving }] = useChangeAdminPasswordMutation();
  const { logIn } = useSessionActions();
  const { t } = useTranslation('admin', { keyPrefix: 'changePassword' });
  const { toast } = useToast();

  const change = async (values: ChangePasswordForm, setError: UseFormSetError<ChangePasswordForm>) => {
    try {
      const { token, user } = await changePassword(toChangePasswordBody(values)).unwrap();
      logIn({ token, user, role: 'admin' });
      toast({
        title: t('changed'),
        description: t('changedDescription'),
      });
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (errorStatus(error) === 400) {
        const match = FIELD_OF_MESSAGE.find(([, text]) => message.includes(text));
        if (match) setError(match[0], { type: 'server', message: match[1] }, { shouldFocus: true });
      }
      toast({ title: t('failed'), description: message, variant: 'destructive' });
      return false;
    }
  };

  return { change, saving };
}
