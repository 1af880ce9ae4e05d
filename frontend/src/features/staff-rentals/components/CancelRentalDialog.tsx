import { useTranslation } from 'react-i18next';
import type { StaffRental } from '../api/types';
import { cancelReasonSchema } from '../utils/rentalForms';
import { ReasonDialog } from './ReasonDialog';

export interface CancelRentalDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a rental is cancelled (required, up to 500 characters) before cancelling it. */
export function CancelRentalDialog(props: CancelRentalDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <ReasonDialog
      {...props}
      schema={cancelReasonSchema}
      confirmColor="error"
      texts={{
        title: t('cancel.title'),
        question: (rental) => t('cancel.question', { id: rental.id, vehicle: rental.vehicle, name: rental.customerName }),
        label: t('cancel.reason'),
        placeholder: t('cancel.placeholder'),
        keep: t('cancel.keep'),
        confirm: t('cancel.confirm'),
        pending: t('cancel.pending'),
      }}
    />
  );
}
