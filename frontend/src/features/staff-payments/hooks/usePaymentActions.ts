import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useUpdatePaymentStatusMutation } from '../api/staffPaymentsApi';
import type { StaffPayment } from '../api/types';
import { translateError } from '../../../i18n';

/** Mark Completed and Mark Failed with 'Status Updated' / 'Update Failed'; each says whether it worked. */
export function usePaymentActions() {
  const { t } = useTranslation('staffPayments');
  const { toast } = useToast();
  const [updateStatus, update] = useUpdatePaymentStatusMutation();

  const decide = async (payment: StaffPayment, body: { status: 'completed' } | { status: 'failed'; reason: string }) => {
    try {
      await updateStatus({ id: payment.id, ...body }).unwrap();
      toast({
        title: t('toasts.statusUpdated'),
        description: t(body.status === 'completed' ? 'toasts.completed' : 'toasts.failed', { receipt: payment.receiptNumber }),
      });
      return true;
    } catch (error) {
      toast({ title: t('toasts.updateFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    markCompleted: (payment: StaffPayment) => decide(payment, { status: 'completed' }),
    markFailed: (payment: StaffPayment, reason: string) => decide(payment, { status: 'failed', reason }),
    updating: update.isLoading,
  };
}
