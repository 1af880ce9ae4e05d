import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage, errorStatus } from '../../../lib/httpError';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../lib/validation';
import { useRemoveStaffMutation, useResetStaffPasswordMutation, type StaffMemberView } from '../api/adminApi';
import type { ResetPasswordForm } from '../utils/resetPasswordSchema';
import { translateError } from '../../../i18n';

/** The server's password messages, which belong under the field. */
const FIELD_MESSAGES = [
  `Password must be at least ${STAFF_PASSWORD_MIN} characters`,
  `Password must be at most ${STAFF_PASSWORD_MAX} characters`,
  'New password is required',
  'That password is published in our documentation. Please choose another',
];

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
      const message = errorMessage(error);
      const fieldMessage = FIELD_MESSAGES.find((text) => message.includes(text));
      if (errorStatus(error) === 400 && fieldMessage) {
        setError('newPassword', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      }
      toast({ title: t('failed'), description: message, variant: 'destructive' });
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
