import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { fieldErrors, isApiError } from '../../../lib/httpError';
import { translateError, translateFieldError } from '../../../i18n';
import { useSessionActions } from '../../../lib/session';
import { useChangeAdminPasswordMutation } from '../api/adminApi';
import { toChangePasswordBody, type ChangePasswordForm } from '../utils/changePasswordSchema';

/** Refusals that are not field errors but still belong under one field. */
const FIELD_OF_CODE: Readonly<Record<string, keyof ChangePasswordForm>> = {
  WRONG_CURRENT_PASSWORD: 'currentPassword',
  SAME_PASSWORD: 'newPassword',
  PUBLISHED_PASSWORD: 'newPassword',
};

const isFormField = (field: string): field is 'currentPassword' | 'newPassword' => field === 'currentPassword' || field === 'newPassword';

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
      const fieldError = fieldErrors(error).find((field) => isFormField(field.field));
      const codeField = isApiError(error) && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (fieldError && isFormField(fieldError.field)) {
        setError(fieldError.field, { type: 'server', message: translateFieldError(fieldError) }, { shouldFocus: true });
      } else if (codeField) setError(codeField, { type: 'server', message: translateError(error) }, { shouldFocus: true });
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return { change, saving };
}
