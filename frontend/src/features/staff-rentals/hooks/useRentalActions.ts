import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatDate, formatRM } from '../../../lib/format';
import {
  useApproveExtensionMutation,
  useCancelRentalMutation,
  useDeclineExtensionMutation,
  useDeleteRentalMutation,
  useReturnRentalMutation,
} from '../api/staffRentalsApi';
import type { ReturnRentalBody, StaffRental } from '../api/types';
import { translateError } from '../../../i18n';
import { useComplianceOverride } from '../../../components/compliance/useComplianceOverride';

/** Cancel, delete, mark returned and the extension decisions with their toasts; each returns whether it succeeded. */
export function useRentalActions() {
  const { toast } = useToast();
  const { t } = useTranslation('staffRentals');
  const [cancelRental, cancellation] = useCancelRentalMutation();
  const [deleteRental, deletion] = useDeleteRentalMutation();
  const [returnRental, returning] = useReturnRentalMutation();
  const [approveRequest, approval] = useApproveExtensionMutation();
  const [declineRequest, declining] = useDeclineExtensionMutation();
  const { withOverride, overrideDialog } = useComplianceOverride();

  /** Runs the call; on failure shows the server's message under the given title. */
  const attempt = async <Result>(call: () => Promise<Result>, failedTitle: string, succeeded: (result: Result) => void) => {
    try {
      succeeded(await call());
      return true;
    } catch (error) {
      toast({ title: failedTitle, description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  const cancel = (rental: StaffRental, reason: string): Promise<boolean> =>
    attempt(
      () => cancelRental({ id: rental.id, reason }).unwrap(),
      t('toasts.cancelFailed'),
      () =>
        toast({
          title: t('toasts.cancelled'),
          description: t('toasts.cancelledDescription', { id: rental.id, name: rental.customerName }),
        }),
    );

  const remove = (rental: StaffRental): Promise<boolean> =>
    attempt(
      () => deleteRental(rental.id).unwrap(),
      t('toasts.deleteFailed'),
      () =>
        toast({ title: t('toasts.deleted'), description: t('toasts.deletedDescription', { id: rental.id, name: rental.customerName }) }),
    );

  const markReturned = (rental: StaffRental, body: ReturnRentalBody): Promise<boolean> =>
    attempt(
      () => returnRental({ id: rental.id, ...body }).unwrap(),
      t('toasts.returnFailed'),
      (updated) =>
        toast({
          title: t('toasts.returned'),
          description: t('toasts.returnedDescription', {
            id: rental.id,
            fee: formatRM(updated.extraMileageFee ?? '0.00'),
          }),
        }),
    );

  const approveExtension = (rental: StaffRental): Promise<boolean> =>
    attempt(
      () => withOverride((complianceOverrideReason) => approveRequest({ id: rental.id, complianceOverrideReason }).unwrap()),
      t('toasts.extensionFailed'),
      (updated) =>
        toast({
          title: t('toasts.extensionApproved'),
          description: t('toasts.extensionApprovedDescription', {
            id: rental.id,
            date: formatDate(updated.endDate),
            total: formatRM(updated.grandTotal),
          }),
        }),
    );

  const declineExtension = (rental: StaffRental, reason: string): Promise<boolean> =>
    attempt(
      () => declineRequest({ id: rental.id, reason }).unwrap(),
      t('toasts.extensionFailed'),
      () =>
        toast({
          title: t('toasts.extensionDeclined'),
          description: t('toasts.extensionDeclinedDescription', { id: rental.id, date: formatDate(rental.endDate) }),
        }),
    );

  return {
    /** Asks an admin for the reason to extend over a compliance lapse; render it beside the list. */
    overrideDialog,
    cancel,
    remove,
    markReturned,
    approveExtension,
    declineExtension,
    cancelling: cancellation.isLoading,
    deleting: deletion.isLoading,
    returning: returning.isLoading,
    approving: approval.isLoading,
    declining: declining.isLoading,
  };
}
