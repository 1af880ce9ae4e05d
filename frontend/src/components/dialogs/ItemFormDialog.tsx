import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsPhone } from '../useIsPhone';
import { useRetained } from '../useRetained';

export interface ItemFormDialogProps<T> {
  /** The record the dialog is for (a rental, a payment); the dialog is open while there is one. */
  item: T | null;
  pending: boolean;
  onClose: () => void;
  title: string;
  /** The form, given the record (kept while the dialog fades out) and the id its submit button points at. */
  children: (item: T, formId: string) => ReactNode;
}

/**
 * The shell of an action's form dialog on one record (Cancel Rental, Decline Extension, Mark
 * Returned, Mark Failed): full-screen on phones and not closable while the action runs.
 */
export function ItemFormDialog<T>({ item, pending, onClose, title, children }: ItemFormDialogProps<T>) {
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(item);
  return (
    <Dialog open={item !== null} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {shown !== null && children(shown, `${titleId}-form`)}
    </Dialog>
  );
}
