import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useCancelRentalMutation, useDeleteRentalMutation, useReturnRentalMutation } from '../api/staffRentalsApi';
import type { ReturnRentalBody, StaffRental } from '../api/types';

/** Cancel, delete and mark returned with their toasts; each returns whether it succeeded. */
export function useRentalActions() {
  const { toast } = useToast();
  const { t } = useTranslation('staffRentals');
  const [cancelRental, cancellation] = useCancelRentalMutation();
  const [deleteRental, deletion] = useDeleteRentalMutation();
  const [returnRental, returning] = useReturnRentalMutation();

  const cancel = async (rental: StaffRental, reason: string): Promise<boolean> => {
    try {
      await cancelRental({ id: rental.id, reason }).unwrap();
      toast({ title: t('toasts.cancelled'), description: t('toasts.cancelledDescription', { id: rental.id, name: rental.customerName }) });
      return true;
    } catch (error) {
      toast({ title: t('toasts.cancelFailed'), description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  const remove = async (rental: StaffRental): Promise<boolean> => {
    try {
      await deleteRental(rental.id).unwrap();
      toast({ title: t('toasts.deleted'), description: t('toasts.deletedDescription', { id: rental.id, name: rental.customerName }) });
      return true;
    } catch (error) {
      toast({ title: t('toasts.deleteFailed'), description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  const markReturned = async (rental: StaffRental, body: ReturnRentalBody): Promise<boolean> => {
    try {
      const updated = await returnRental({ id: rental.id, ...body }).unwrap();
      toast({
        title: t('toasts.returned'),
        description: t('toasts.returnedDescription', { id: rental.id, fee: formatRM(updated.extraMileageFee ?? '0.00') }),
      });
      return true;
    } catch (error) {
      toast({ title: t('toasts.returnFailed'), description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    cancel,
    remove,
    markReturned,
    cancelling: cancellation.isLoading,
    deleting: deletion.isLoading,
    returning: returning.isLoading,
  };
}
