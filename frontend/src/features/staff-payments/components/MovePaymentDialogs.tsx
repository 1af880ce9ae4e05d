import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { useRetained } from '../../../components/useRetained';
import { translateMessage } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import type { StaffPayment } from '../api/types';
import { MAX_FAILURE_REASON, PAYMENT_FORM_MESSAGES, detachReasonSchema, rentalNumber } from '../utils/paymentForms';

interface MoveDialogProps<T> {
  /** The payment the dialog is for; open while there is one. */
  payment: StaffPayment | null;
  pending: boolean;
  onConfirm: (value: T) => void;
  onClose: () => void;
}

/**
 * 'Attach to Rental': a completed payment the customer made without naming the rental goes to one
 * of their rentals, by its number; the server refuses another customer's rental.
 */
export function AttachPaymentDialog({ payment, pending, onConfirm, onClose }: MoveDialogProps<number>) {
  const { t } = useTranslation('staffPayments');
  const shown = useRetained(payment);
  return (
    <FormDialog open={payment !== null} pending={pending} onClose={onClose} title={t('attach.title')} maxWidth="xs">
      {(formId) => shown && <AttachForm formId={formId} payment={shown} pending={pending} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function AttachForm({
  formId,
  payment,
  pending,
  onConfirm,
  onClose,
}: { formId: string; payment: StaffPayment } & Omit<MoveDialogProps<number>, 'payment'>) {
  const { t } = useTranslation('staffPayments');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = rentalNumber(text);
    if (id === null) {
      setProblem(PAYMENT_FORM_MESSAGES.rentalNumberRequired);
      return;
    }
    onConfirm(id);
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('attach.question', { amount: formatRM(payment.amount), name: payment.customerName, receipt: payment.receiptNumber })}
        </DialogContentText>
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            label={t('attach.rental')}
            placeholder="12"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            required
            fullWidth
            autoFocus
            disabled={pending}
            error={problem !== null}
            helperText={problem ? translateMessage(problem) : t('attach.hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
        </form>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('attach.confirm')}
        pendingLabel={t('attach.pending')}
      />
    </>
  );
}

/** 'Detach from Rental': a required reason, kept on the reversing entry and in the log. */
export function DetachPaymentDialog({ payment, ...props }: MoveDialogProps<string>) {
  const { t } = useTranslation('staffPayments');
  return (
    <ReasonDialog
      {...props}
      item={payment}
      schema={detachReasonSchema}
      maxLength={MAX_FAILURE_REASON}
      confirmColor="warning"
      texts={{
        title: t('detach.title'),
        question: (shown) =>
          t('detach.question', { amount: formatRM(shown.amount), receipt: shown.receiptNumber, id: shown.rentalId ?? '' }),
        label: t('detach.reason'),
        placeholder: t('detach.placeholder'),
        keep: t('detach.keep'),
        confirm: t('detach.confirm'),
        pending: t('detach.pending'),
      }}
    />
  );
}
