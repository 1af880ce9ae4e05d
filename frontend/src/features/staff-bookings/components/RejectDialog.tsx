import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import type { StaffBookingRequest } from '../api/types';

const MAX_REASON = 1000;

export interface RejectDialogProps {
  request: StaffBookingRequest | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

interface RejectFormProps extends Omit<RejectDialogProps, 'request'> {
  request: StaffBookingRequest;
  formId: string;
}

function RejectForm({ request, formId, pending, onConfirm, onCancel }: RejectFormProps) {
  const { t } = useTranslation(['staffBookings', 'common']);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('reject.question', { id: request.id, name: request.customerName, vehicle: request.vehicleDisplayName || request.vehicleName })}
        </DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t('reject.reason')}
            placeholder={t('reject.placeholder')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
            helperText={`${reason.length}/${MAX_REASON}`}
          />
        </form>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onCancel}
        submitLabel={t('reject.confirm')}
        pendingLabel={t('reject.pending')}
        submitColor="error"
      />
    </>
  );
}

/** Confirms a rejection and asks for an optional reason; a fresh, empty form for each request. */
export function RejectDialog({ request, pending, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('staffBookings');
  return (
    <ItemFormDialog item={request} pending={pending} onClose={onCancel} title={t('reject.title')}>
      {(shown, formId) => (
        <RejectForm key={shown.id} request={shown} formId={formId} pending={pending} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    </ItemFormDialog>
  );
}
