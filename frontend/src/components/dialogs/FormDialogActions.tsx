import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../tapTarget';

export interface FormDialogActionsProps {
  /** The id of the form the submit button sends. */
  formId: string;
  /** True while the form is being sent: both buttons are disabled and the submit one spins. */
  pending: boolean;
  onCancel: () => void;
  /** 'Cancel' unless the dialog words it otherwise ('Keep Rental'). */
  cancelLabel?: string;
  submitLabel: string;
  /** The submit button's text while the form is being sent. */
  pendingLabel: string;
  submitColor?: ButtonProps['color'];
  /** Also disables the submit button (e.g. while a figure it depends on is still loading). */
  submitDisabled?: boolean;
}

/**
 * The foot of a form dialog: Cancel and the submit button, 44 px tall, wrapping onto two lines
 * on a narrow phone.
 */
export function FormDialogActions({
  formId,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  submitColor,
  submitDisabled = false,
}: FormDialogActionsProps) {
  const { t } = useTranslation('common');
  return (
    <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
      <Button onClick={onCancel} disabled={pending} sx={TAP_TARGET}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        color={submitColor}
        disabled={pending || submitDisabled}
        sx={TAP_TARGET}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
