import type { CredentialsFormControls } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { errorMessage, errorStatus } from '../../../lib/httpError';
import type { Credentials } from '../../../lib/validation';
import { useCreateStaffMutation } from '../api/adminApi';

/** Add Staff: create the account, confirm, clear the form; a taken name marks the field. */
export function useAddStaff(): (values: Credentials, form: CredentialsFormControls) => Promise<void> {
  const [createStaff] = useCreateStaffMutation();
  const { toast } = useToast();

  return async (values, form) => {
    try {
      const staff = await createStaff(values).unwrap();
      toast({ title: 'Staff Added', description: `${staff.username} can now sign in to the staff portal.` });
      form.reset();
    } catch (error) {
      if (errorStatus(error) === 409) {
        form.setError('username', { message: 'This username is already taken' });
      }
      toast({ title: 'Failed to Add Staff', description: errorMessage(error), variant: 'destructive' });
    }
  };
}
