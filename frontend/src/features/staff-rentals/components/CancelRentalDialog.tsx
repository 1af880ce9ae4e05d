import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import type { StaffRental } from '../api/types';
import { MAX_CANCEL_REASON, cancelReasonSchema } from '../utils/rentalForms';

export interface CancelRentalDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a rental is cancelled (required, up to 500 characters) before cancelling it. */
export function CancelRentalDialog({ rental, ...props }: CancelRentalDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <ReasonDialog
      {...props}
      item={rental}
      schema={cancelReasonSchema}
      maxLength={MAX_CANCEL_REASON}
      confirmColor="error"
      texts={{
        title: t('cancel.title'),
        question: (shown) => t('cancel.question', { id: shown.id, vehicle: shown.vehicleDisplayName, name: shown.customerName }),
        label: t('cancel.reason'),
        placeholder: t('cancel.placeholder'),
        keep: t('cancel.keep'),
        confirm: t('cancel.confirm'),
        pending: t('cancel.pending'),
      }}
    />
  );
}
