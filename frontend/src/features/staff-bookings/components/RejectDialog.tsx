import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
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
  const [reason, setReason] = useState('');
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Reject request #{request.id} from {request.customerName} for the {request.vehicleDisplayName || request.vehicleName}?
          The customer sees the reason, if you give one.
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          placeholder="e.g. The car is in for service that week"
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
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onConfirm(reason)}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? 'Rejecting...' : 'Reject Request'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Confirms a rejection and asks for an optional reason. */
export function RejectDialog(props: RejectDialogProps) {
  const titleId = useId();
  const { pending, onCancel } = props;
  const request = useRetained(props.request);
  return (
    <Dialog open={props.request !== null} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Reject Booking Request</DialogTitle>
      {request && <RejectForm key={request.id} {...props} request={request} />}
    </Dialog>
  );
}
