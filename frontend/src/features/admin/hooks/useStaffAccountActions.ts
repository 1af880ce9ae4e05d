import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { fieldErrors, isApiError } from '../../../lib/httpError';
import { useRemoveStaffMutation, useResetStaffPasswordMutation, type StaffMemberView } from '../api/adminApi';
import type { ResetPasswordForm } from '../utils/resetPasswordSchema';
import { translateError, translateFieldError } from '../../../i18n';

/** The refusals of the new password that are not field errors but still belong under it. */
const NEW_PASSWORD_CODES: ReadonlySet<string> = new Set(['PUBLISHED_PASSWORD']);

/** Reset Password for one staff member: toasts the outcome; resolves true on success. */
export function useResetStaffPassword(): {
  reset: (member: StaffMemberView, values: ResetPasswordForm, setError: UseFormSetError<ResetPasswordForm>) => Promise<boolean>;
  saving: boolean;
} {
  const [resetPassword, { isLoading: saving }] = useResetStaffPasswordMutation();
  const { t } = useTranslation('admin', { keyPrefix: 'resetPassword' });
  const { toast } = useToast();

  const reset = async (member: StaffMemberView, values: ResetPasswordForm, setError: UseFormSetError<ResetPasswordForm>) => {
    try {
      await resetPassword({ id: member.id, newPassword: values.newPassword }).unwrap();
      toast({ title: t('done'), description: t('doneDescription', { username: member.username }) });
      return true;
    } catch (error) {
      const fieldError = fieldErrors(error).find((field) => field.field === 'newPassword');
      if (fieldError) setError('newPassword', { type: 'server', message: translateFieldError(fieldError) }, { shouldFocus: true });
      else if (isApiError(error) && error.code && NEW_PASSWORD_CODES.has(error.code)) {
        setError('newPassword', { type: 'server', message: translateError(error) }, { shouldFocus: true });
      }
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return { reset, saving };
}

/** Remove one staff member: toasts the outcome; resolves true on success. */
export function useRemoveStaff(): { remove: (member: StaffMemberView) => Promise<boolean>; removing: boolean } {
  const [removeStaff, { isLoading: removing }] = useRemoveStaffMutation();
  const { t } = useTranslation('admin', { keyPrefix: 'removeStaff' });
  const { toast } = useToast();

  const remove = async (member: StaffMemberView) => {
    try {
      await removeStaff(member.id).unwrap();
      toast({ title: t('done'), description: t('doneDescription', { username: member.username }) });
      return true;
    } catch (error) {
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return { remove, removing };
}
