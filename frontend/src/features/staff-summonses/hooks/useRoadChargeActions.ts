import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import {
  useAssignRoadChargeMutation,
  useDisputeRoadChargeMutation,
  useMarkRoadChargePaidMutation,
  useWriteOffRoadChargeMutation,
} from '../api/roadChargesApi';
import type { RoadCharge } from '../api/types';

/** The list's moves, each toasting its outcome in the reader's language; true when it went through. */
export function useRoadChargeActions() {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'toasts' });
  const { toast } = useToast();
  const [assign, assigning] = useAssignRoadChargeMutation();
  const [markPaid, marking] = useMarkRoadChargePaidMutation();
  const [dispute, disputing] = useDisputeRoadChargeMutation();
  const [writeOff, writingOff] = useWriteOffRoadChargeMutation();

  const run = async (work: () => Promise<RoadCharge>, done: (charge: RoadCharge) => string, failed: string): Promise<boolean> => {
    try {
      const charge = await work();
      toast({ title: done(charge) });
      return true;
    } catch (error) {
      toast({ title: failed, description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    assign: (charge: RoadCharge, rentalId: number) =>
      run(
        () => assign({ id: charge.id, rentalId }).unwrap(),
        () => t('assigned', { id: rentalId }),
        t('assignFailed'),
      ),
    markPaid: (charge: RoadCharge) =>
      run(
        () => markPaid(charge.id).unwrap(),
        () => t('paid', { amount: formatRM(charge.amount) }),
        t('paidFailed'),
      ),
    dispute: (charge: RoadCharge, reason: string) =>
      run(
        () => dispute({ id: charge.id, reason }).unwrap(),
        () => t('disputed'),
        t('disputeFailed'),
      ),
    writeOff: (charge: RoadCharge, reason: string) =>
      run(
        () => writeOff({ id: charge.id, reason }).unwrap(),
        () => t('writtenOff'),
        t('writeOffFailed'),
      ),
    pending: {
      assign: assigning.isLoading,
      markPaid: marking.isLoading,
      dispute: disputing.isLoading,
      writeOff: writingOff.isLoading,
    },
  };
}
