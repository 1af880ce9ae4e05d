import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { formatDate } from '../../../lib/format';
import type { StaffRental } from '../api/types';
import { MAX_CANCEL_REASON, declineReasonSchema } from '../utils/rentalForms';

export interface DeclineExtensionDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  /** Called with the trimmed reason, which the customer sees on My Bookings. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Declines a customer's extension request, with the reason they will read. */
export function DeclineExtensionDialog({ rental, ...props }: DeclineExtensionDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <ReasonDialog
      {...props}
      item={rental}
      schema={declineReasonSchema}
      maxLength={MAX_CANCEL_REASON}
      confirmColor="error"
      texts={{
        title: t('declineExtension.title'),
        question: (shown) =>
          t('declineExtension.question', {
            id: shown.id,
            vehicle: shown.vehicleDisplayName,
            name: shown.customerName,
            date: shown.extensionRequestedUntil ? formatDate(shown.extensionRequestedUntil) : '—',
            end: formatDate(shown.endDate),
          }),
        label: t('declineExtension.reason'),
        placeholder: t('declineExtension.placeholder'),
        keep: t('declineExtension.keep'),
        confirm: t('declineExtension.confirm'),
        pending: t('declineExtension.pending'),
      }}
    />
  );
}
