import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useRetained } from '../../../components/useRetained';
import type { StaffBookingRequest } from '../api/types';

const MAX_REASON = 1000;

export interface RejectDialogProps {
  request: StaffBookingRequest | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

function RejectForm({ request, pending, onConfirm, onCancel }: RejectDialogProps & { request: StaffBookingRequest }) {
  const { t } = useTranslation(['staffBookings', 'common']);
  const [reason, setReason] = useState('');
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('reject.question', { id: request.id, name: request.customerName, vehicle: request.vehicleDisplayName || request.vehicleName })}
        </DialogContentText>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onConfirm(reason)}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('reject.pending') : t('reject.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Confirms a rejection and asks for an optional reason. */
export function RejectDialog(props: RejectDialogProps) {
  const { t } = useTranslation('staffBookings');
  const titleId = useId();
  const { pending, onCancel } = props;
  const request = useRetained(props.request);
  return (
    <Dialog open={props.request !== null} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('reject.title')}</DialogTitle>
      {request && <RejectForm key={request.id} {...props} request={request} />}
    </Dialog>
  );
}
