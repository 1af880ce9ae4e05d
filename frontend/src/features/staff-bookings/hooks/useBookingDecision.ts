import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useApproveBookingRequestMutation, useRejectBookingRequestMutation } from '../api/staffBookingsApi';
import type { StaffBookingRequest } from '../api/types';
import { translateError } from '../../../i18n';
import { useComplianceOverride } from '../../../components/compliance/useComplianceOverride';

/** Approve and reject, each with a toast for its outcome; each returns whether it succeeded. */
export function useBookingDecision() {
  const { toast } = useToast();
  const { t } = useTranslation('staffBookings');
  const [approveRequest, approval] = useApproveBookingRequestMutation();
  const [rejectRequest, rejection] = useRejectBookingRequestMutation();
  const { withOverride, overrideDialog } = useComplianceOverride();

  /** `discount` is a canonical amount in RM ('12.50'). */
  const approve = async (request: StaffBookingRequest, discount: string): Promise<boolean> => {
    try {
      const { rental } = await withOverride((complianceOverrideReason) =>
        approveRequest({ id: request.id, discount, complianceOverrideReason }).unwrap(),
      );
      toast({
        title: t('toasts.approved'),
        description: t('toasts.approvedDescription', { rentalId: rental.id, name: request.customerName }),
      });
      return true;
    } catch (error) {
      toast({ title: t('toasts.approvalFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  const reject = async (request: StaffBookingRequest, reason: string): Promise<boolean> => {
    try {
      await rejectRequest({ id: request.id, reason: reason.trim() || undefined }).unwrap();
      toast({
        title: t('toasts.rejected'),
        description: t('toasts.rejectedDescription', { id: request.id, name: request.customerName }),
      });
      return true;
    } catch (error) {
      toast({ title: t('toasts.rejectionFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    approve,
    reject,
    /** Asks an admin for the reason to approve a car whose compliance lapses; render it beside the list. */
    overrideDialog,
    /** The request whose approval or rejection is running, if any. */
    approvingId: approval.isLoading ? (approval.originalArgs?.id ?? null) : null,
    rejectingId: rejection.isLoading ? (rejection.originalArgs?.id ?? null) : null,
  };
}
