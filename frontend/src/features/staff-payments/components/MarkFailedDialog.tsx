import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { formatRM } from '../../../lib/format';
import type { StaffPayment } from '../api/types';
import { MAX_FAILURE_REASON, failureReasonSchema } from '../utils/paymentForms';

export interface MarkFailedDialogProps {
  /** The payment the dialog is for; open while there is one. */
  payment: StaffPayment | null;
  pending: boolean;
  /** Called with the trimmed reason, which the customer is e-mailed. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 'Mark Failed': a required reason (1 to 500 characters) before the payment is refused. */
export function MarkFailedDialog({ payment, ...props }: MarkFailedDialogProps) {
  const { t } = useTranslation('staffPayments');
  return (
    <ReasonDialog
      {...props}
      item={payment}
      schema={failureReasonSchema}
      maxLength={MAX_FAILURE_REASON}
      confirmColor="error"
      texts={{
        title: t('fail.title'),
        question: (shown) => t('fail.question', { amount: formatRM(shown.amount), name: shown.customerName, receipt: shown.receiptNumber }),
        label: t('fail.reason'),
        placeholder: t('fail.placeholder'),
        keep: t('fail.keep'),
        confirm: t('fail.confirm'),
        pending: t('fail.pending'),
      }}
    />
  );
}
