import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsPhone } from '../useIsPhone';

export interface FormDialogProps {
  open: boolean;
  /** True while the form is being sent: the dialog cannot be dismissed until it settles. */
  pending: boolean;
  onClose: () => void;
  title: ReactNode;
  /** 'sm' suits most forms; a short one (a password change) reads better narrower. */
  maxWidth?: DialogProps['maxWidth'];
  /** The dialog's content and actions, given the id its submit button points at. */
  children: (formId: string) => ReactNode;
}

/**
 * The shell every form dialog shares: titled for screen readers, full-screen on a phone so the
 * keyboard never hides the fields, and not dismissible by Escape or a backdrop tap while the form
 * is being sent. Its content unmounts when closed, so every opening starts with a fresh form.
 */
export function FormDialog({ open, pending, onClose, title, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  const isPhone = useIsPhone();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(`${titleId}-form`)}
    </Dialog>
  );
}
