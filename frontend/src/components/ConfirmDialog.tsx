import { useId, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useRetained } from './useRetained';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  description: ReactNode;
  confirmLabel: string;
  /** Button text while the action runs, e.g. "Deleting...". */
  pendingLabel?: string;
  /** 'error' for destructive actions (the default). */
  confirmColor?: ButtonProps['color'];
  /** True while the confirmed action runs: both buttons are disabled and the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action, so nothing is destroyed by a slip of the finger. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  confirmColor = 'error',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} component="div">
          {description}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface ConfirmItemDialogProps<T> extends Omit<ConfirmDialogProps, 'open' | 'description' | 'onConfirm'> {
  /** What the action is about; the dialog is open while there is one. */
  item: T | null;
  /** The question about the item; still shown while the dialog closes after the item is cleared. */
  describe: (item: T) => ReactNode;
  onConfirm: (item: T) => void;
}

/** ConfirmDialog about one item of a list (delete this invoice, hide this review). */
export function ConfirmItemDialog<T>({ item, describe, onConfirm, ...dialog }: ConfirmItemDialogProps<T>) {
  const shown = useRetained(item);
  return (
    <ConfirmDialog
      {...dialog}
      open={item !== null}
      description={shown ? describe(shown) : ''}
      onConfirm={() => {
        if (item) onConfirm(item);
      }}
    />
  );
}
