import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { RentalFormDialog } from './RentalFormDialog';
import type { StaffRental } from '../api/types';
import { MAX_CANCEL_REASON, cancelReasonSchema } from '../utils/rentalForms';

export interface CancelRentalDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

interface CancelFormProps extends CancelRentalDialogProps {
  rental: StaffRental;
  formId: string;
}

function CancelForm({ rental, pending, onConfirm, onClose, formId }: CancelFormProps) {
  const { t } = useTranslation('staffRentals');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = cancelReasonSchema.safeParse(reason);
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
          {t('cancel.question', { id: rental.id, vehicle: rental.vehicle, name: rental.customerName })}
        </DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t('cancel.reason')}
            placeholder={t('cancel.placeholder')}
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
            slotProps={{ htmlInput: { maxLength: MAX_CANCEL_REASON } }}
            helperText={problem ? translateMessage(problem) : `${reason.length}/${MAX_CANCEL_REASON}`}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel.keep')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color="error"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('cancel.pending') : t('cancel.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Asks why a rental is cancelled (required, up to 500 characters) before cancelling it. */
export function CancelRentalDialog(props: CancelRentalDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <RentalFormDialog rental={props.rental} pending={props.pending} onClose={props.onClose} title={t('cancel.title')}>
      {(rental, formId) => <CancelForm key={rental.id} {...props} rental={rental} formId={formId} />}
    </RentalFormDialog>
  );
}
