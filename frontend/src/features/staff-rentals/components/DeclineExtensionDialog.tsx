import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { StaffRental } from '../api/types';
import { declineReasonSchema } from '../utils/rentalForms';
import { ReasonDialog } from './ReasonDialog';

export interface DeclineExtensionDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  /** Called with the trimmed reason, which the customer sees on My Bookings. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Declines a customer's extension request, with the reason they will read. */
export function DeclineExtensionDialog(props: DeclineExtensionDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <ReasonDialog
      {...props}
      schema={declineReasonSchema}
      confirmColor="error"
      texts={{
        title: t('declineExtension.title'),
        question: (rental) =>
          t('declineExtension.question', {
            id: rental.id,
            vehicle: rental.vehicle,
            name: rental.customerName,
            date: rental.extensionRequestedUntil ? formatDate(rental.extensionRequestedUntil) : '—',
            end: formatDate(rental.endDate),
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
