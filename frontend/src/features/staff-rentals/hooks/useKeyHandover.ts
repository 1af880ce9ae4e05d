import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage, errorStatus } from '../../../lib/httpError';
import { useCompleteKeyHandoverMutation } from '../api/staffRentalsApi';
import type { StaffRental } from '../api/types';
import { useComplianceOverride } from '../../../components/compliance/useComplianceOverride';

/**
 * Complete Handover: the photo goes up (none when the wizard's key photo is reused), the rental becomes active and the
 * list refreshes. 'Upload Failed' carries the server's message, or a default text when no
 * answer came.
 */
export function useKeyHandover() {
  const { toast } = useToast();
  const { t } = useTranslation('staffRentals');
  const [complete, { isLoading }] = useCompleteKeyHandoverMutation();
  const { withOverride, overrideDialog } = useComplianceOverride();

  const handOver = async (rental: StaffRental, photo: File | undefined, overrideReason?: string): Promise<boolean> => {
    try {
      await withOverride((complianceOverrideReason) =>
        complete({ id: rental.id, photo, overrideReason, complianceOverrideReason }).unwrap(),
      );
      toast({
        title: t('toasts.handedOver'),
        description: t('toasts.handedOverDescription', { id: rental.id, name: rental.customerName }),
      });
      return true;
    } catch (error) {
      toast({
        title: t('toasts.handoverFailed'),
        description: errorStatus(error) === null ? t('toasts.handoverFailedDefault') : errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { handOver, handingOver: isLoading, overrideDialog };
}
