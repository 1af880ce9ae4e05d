import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { translateMessage } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import type { StaffPayment } from '../api/types';
import { MAX_FAILURE_REASON, failureReasonSchema } from '../utils/paymentForms';

interface ReasonFormProps {
  payment: StaffPayment;
  formId: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function ReasonForm({ payment, formId, pending, onConfirm, onClose }: ReasonFormProps) {
  const { t } = useTranslation('staffPayments');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = failureReasonSchema.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onConfirm(checked.data);
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('fail.question', { amount: formatRM(payment.amount), name: payment.customerName, receipt: payment.receiptNumber })}
        </DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t('fail.reason')}
            placeholder={t('fail.placeholder')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            disabled={pending}
            error={problem !== null}
            slotProps={{ htmlInput: { maxLength: MAX_FAILURE_REASON } }}
            helperText={problem ? translateMessage(problem) : `${reason.length}/${MAX_FAILURE_REASON}`}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={pending} sx={TAP_TARGET}>
          {t('fail.keep')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color="error"
          disabled={pending}
          sx={TAP_TARGET}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('fail.pending') : t('fail.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

export interface MarkFailedDialogProps {
  /** The payment the dialog is for; open while there is one. */
  payment: StaffPayment | null;
  pending: boolean;
  /** Called with the trimmed reason, which the customer is e-mailed. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 'Mark Failed': a required reason (1 to 500 characters) before the payment is refused. */
export function MarkFailedDialog({ payment, pending, onConfirm, onClose }: MarkFailedDialogProps) {
  const { t } = useTranslation('staffPayments');
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(payment);
  return (
    <Dialog open={payment !== null} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('fail.title')}</DialogTitle>
      {shown && (
        <ReasonForm key={shown.id} payment={shown} formId={`${titleId}-form`} pending={pending} onConfirm={onConfirm} onClose={onClose} />
      )}
    </Dialog>
  );
}
