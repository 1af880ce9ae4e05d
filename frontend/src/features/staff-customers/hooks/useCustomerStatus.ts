import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useUpdateCustomerStatusMutation } from '../api/staffCustomersApi';
import type { CustomerStatus, StaffCustomer } from '../api/types';
import { translateError } from '../../../i18n';

/** Blacklist or re-activate a customer, with the 'Status Updated' / 'Update Failed' toasts. */
export function useCustomerStatus(customer: StaffCustomer) {
  const [update, { isLoading }] = useUpdateCustomerStatusMutation();
  const { toast } = useToast();
  const { t } = useTranslation('staffCustomers');

  const setStatus = async (status: CustomerStatus): Promise<boolean> => {
    try {
      const updated = await update({ id: customer.id, status }).unwrap();
      toast({
        title: t('status.updated'),
        description: t(updated.status === 'active' ? 'status.nowActive' : 'status.nowBlacklisted', { name: updated.fullName }),
      });
      return true;
    } catch (error) {
      toast({ title: t('status.updateFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return { setStatus, updating: isLoading };
}
