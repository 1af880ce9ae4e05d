import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../../../i18n';
import { RentalFormDialog } from './RentalFormDialog';
import type { StaffRental } from '../api/types';
import { MAX_CANCEL_REASON } from '../utils/rentalForms';

/** What the dialog says; the question is about the rental it is for. */
export interface ReasonDialogTexts {
  title: string;
  question: (rental: StaffRental) => string;
  label: string;
  placeholder: string;
  keep: string;
  confirm: string;
  pending: string;
}

export interface ReasonDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  texts: ReasonDialogTexts;
  /** Trims and checks the reason (required, at most 500 characters). */
  schema: z.ZodType<string>;
  confirmColor?: ButtonProps['color'];
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

interface ReasonFormProps extends ReasonDialogProps {
  rental: StaffRental;
  formId: string;
}

function ReasonForm({ rental, pending, texts, schema, confirmColor, onConfirm, onClose, formId }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(reason);
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
        <DialogContentText sx={{ mb: 2 }}>{texts.question(rental)}</DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={texts.label}
            placeholder={texts.placeholder}
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
          {texts.keep}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={confirmColor}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? texts.pending : texts.confirm}
        </Button>
      </DialogActions>
    </>
  );
}

/** Asks for a reason (required, up to 500 characters) before an action: Cancel Rental, Decline Extension. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <RentalFormDialog rental={props.rental} pending={props.pending} onClose={props.onClose} title={props.texts.title}>
      {(rental, formId) => <ReasonForm key={rental.id} {...props} rental={rental} formId={formId} />}
    </RentalFormDialog>
  );
}
