import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { useApproveBookingRequestMutation, useRejectBookingRequestMutation } from '../api/staffBookingsApi';
import type { StaffBookingRequest } from '../api/types';

/** Approve and reject with SPEC.md's toasts; each returns whether it succeeded. */
export function useBookingDecision() {
  const { toast } = useToast();
  const [approveRequest, approval] = useApproveBookingRequestMutation();
  const [rejectRequest, rejection] = useRejectBookingRequestMutation();

  const approve = async (request: StaffBookingRequest): Promise<boolean> => {
    try {
      const { rental } = await approveRequest(request.id).unwrap();
      toast({
        title: 'Request Approved!',
        description: `Rental #${rental.id} was created for ${request.customerName}. Complete the agreement in the 'Rental Agreements' tab.`,
      });
      return true;
    } catch (error) {
      toast({ title: 'Approval Failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  const reject = async (request: StaffBookingRequest, reason: string): Promise<boolean> => {
    try {
      await rejectRequest({ id: request.id, reason: reason.trim() || undefined }).unwrap();
      toast({
        title: 'Request Rejected',
        description: `Booking request #${request.id} from ${request.customerName} was rejected.`,
      });
      return true;
    } catch (error) {
      toast({ title: 'Rejection Failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    approve,
    reject,
    /** The request whose approval or rejection is running, if any. */
    approvingId: approval.isLoading ? approval.originalArgs ?? null : null,
    rejectingId: rejection.isLoading ? rejection.originalArgs?.id ?? null : null,
  };
}
