import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import type { StaffRental } from '../api/types';

export interface RentalFormDialogProps {
  /** The rental the dialog is for; the dialog is open while there is one. */
  rental: StaffRental | null;
  pending: boolean;
  onClose: () => void;
  title: string;
  /** The form, given the rental (kept while the dialog fades out) and the id its submit button points at. */
  children: (rental: StaffRental, formId: string) => ReactNode;
}

/**
 * The shell of a rental action's form dialog (Cancel, Decline Extension, Mark Returned): full-screen on phones, not
 * closable while the action runs, and a fresh form for each rental.
 */
export function RentalFormDialog({ rental, pending, onClose, title, children }: RentalFormDialogProps) {
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(rental);
  return (
    <Dialog open={rental !== null} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {shown && children(shown, `${titleId}-form`)}
    </Dialog>
  );
}
