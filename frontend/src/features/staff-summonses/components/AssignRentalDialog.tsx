import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { translateMessage } from '../../../i18n';
import type { RoadCharge } from '../api/types';
import { rentalNumber, SUMMONS_FORM_MESSAGES } from '../utils/summonsForm';

export interface AssignRentalDialogProps {
  charge: RoadCharge | null;
  pending: boolean;
  onConfirm: (rentalId: number) => void;
  onClose: () => void;
}

function AssignForm({
  charge,
  formId,
  pending,
  onConfirm,
  onClose,
}: Omit<AssignRentalDialogProps, 'charge'> & { charge: RoadCharge; formId: string }) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'assign' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = rentalNumber(text);
    if (id === null) return setProblem(translateMessage(SUMMONS_FORM_MESSAGES.rental));
    setProblem(null);
    onConfirm(id);
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('question', { vehicle: charge.vehicle })}</DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t('rental')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={problem !== null}
            helperText={problem ?? t('hint')}
            required
            fullWidth
            autoFocus
            disabled={pending}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
        </form>
      </DialogContent>
      <FormDialogActions formId={formId} pending={pending} onCancel={onClose} submitLabel={t('submit')} pendingLabel={t('submitting')} />
    </>
  );
}

/** Charge an unmatched summons or toll to a rental staff found by hand. */
export function AssignRentalDialog(props: AssignRentalDialogProps) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'assign' });
  return (
    <ItemFormDialog item={props.charge} pending={props.pending} onClose={props.onClose} title={t('title')}>
      {(charge, formId) => <AssignForm key={charge.id} {...props} charge={charge} formId={formId} />}
    </ItemFormDialog>
  );
}
