import { useTranslation } from 'react-i18next';
import type { CredentialsFormControls } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { errorStatus } from '../../../lib/httpError';
import type { Credentials } from '../../../lib/validation';
import { useCreateStaffMutation } from '../api/adminApi';
import { translateError } from '../../../i18n';

/** Add Staff: create the account, confirm, clear the form; a taken name marks the field. */
export function useAddStaff(): (values: Credentials, form: CredentialsFormControls) => Promise<void> {
  const [createStaff] = useCreateStaffMutation();
  const { t } = useTranslation('admin', { keyPrefix: 'addStaff' });
  const { toast } = useToast();

  return async (values, form) => {
    try {
      const staff = await createStaff(values).unwrap();
      toast({ title: t('added'), description: t('canSignIn', { username: staff.username }) });
      form.reset();
    } catch (error) {
      if (errorStatus(error) === 409) {
        form.setError('username', { message: 'This username is already taken' });
      }
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    }
  };
}
