import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useAttachPaymentMutation, useDetachPaymentMutation, useUpdatePaymentStatusMutation } from '../api/staffPaymentsApi';
import type { StaffPayment } from '../api/types';
import { translateError } from '../../../i18n';

/** Mark Completed and Mark Failed, attach to a rental and detach; each toasts and says whether it worked. */
export function usePaymentActions() {
  const { t } = useTranslation('staffPayments');
  const { toast } = useToast();
  const [updateStatus, update] = useUpdatePaymentStatusMutation();
  const [attachTo, attaching] = useAttachPaymentMutation();
  const [detachFrom, detaching] = useDetachPaymentMutation();

  /** Runs a move of the payment with 'Payment Moved' or 'Move Failed'. */
  const move = async (run: () => Promise<unknown>, description: string) => {
    try {
      await run();
      toast({ title: t('toasts.moved'), description });
      return true;
    } catch (error) {
      toast({ title: t('toasts.moveFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

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
    attach: (payment: StaffPayment, rentalId: number) =>
      move(() => attachTo({ id: payment.id, rentalId }).unwrap(), t('toasts.attached', { receipt: payment.receiptNumber, id: rentalId })),
    detach: (payment: StaffPayment, reason: string) =>
      move(
        () => detachFrom({ id: payment.id, reason }).unwrap(),
        t('toasts.detached', { receipt: payment.receiptNumber, id: payment.rentalId }),
      ),
    updating: update.isLoading || attaching.isLoading || detaching.isLoading,
  };
}
