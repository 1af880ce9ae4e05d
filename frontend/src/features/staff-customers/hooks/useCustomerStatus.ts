import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { useUpdateCustomerStatusMutation } from '../api/staffCustomersApi';
import type { CustomerStatus, StaffCustomer } from '../api/types';

/** Blacklist or re-activate a customer, with the 'Status Updated' / 'Update Failed' toasts. */
export function useCustomerStatus(customer: StaffCustomer) {
  const [update, { isLoading }] = useUpdateCustomerStatusMutation();
  const { toast } = useToast();

  const setStatus = async (status: CustomerStatus): Promise<boolean> => {
    try {
      const updated = await update({ id: customer.id, status }).unwrap();
      toast({
        title: 'Status Updated',
        description: `${updated.fullName} is now ${updated.status === 'active' ? 'active' : 'blacklisted'}.`,
      });
      return true;
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return { setStatus, updating: isLoading };
}
