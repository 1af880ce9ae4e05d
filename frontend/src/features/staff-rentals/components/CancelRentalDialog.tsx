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
import { translateMessage } from '../../../i18n';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
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
  const titleId = useId();
  const isPhone = useIsPhone();
  const rental = useRetained(props.rental);
  return (
    <Dialog
      open={props.rental !== null}
      onClose={props.pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      {rental && <CancelForm key={rental.id} {...props} rental={rental} formId={`${titleId}-form`} />}
    </Dialog>
  );
}
