import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormTextField } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { STAFF_PASSWORD_MIN } from '../../../lib/validation';
import { useChangePassword } from '../hooks/useChangePassword';
import { changePasswordSchema, EMPTY_CHANGE_PASSWORD, type ChangePasswordForm } from '../utils/changePasswordSchema';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ChangePasswordFieldsProps {
  onClose: () => void;
  formId: string;
  changer: ReturnType<typeof useChangePassword>;
}

function ChangePasswordFields({ onClose, formId, changer: { change, saving } }: ChangePasswordFieldsProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useSession();
  const { control, handleSubmit, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });

  // The fields stay enabled while saving (the buttons are not), so a refused current password
  // can take the focus straight away.
  const submit = handleSubmit(async (values) => {
    if (await change(values, setError)) onClose();
  });

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('changePassword.note')}</DialogContentText>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} readOnly hidden />
          <FormTextField
            control={control}
            name="currentPassword"
            label={t('changePassword.current')}
            password
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
          />
          <FormTextField
            control={control}
            name="newPassword"
            label={t('changePassword.new')}
            password
            autoComplete="new-password"
            helperText={t('passwordHint', { min: STAFF_PASSWORD_MIN })}
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label={t('changePassword.confirm')}
            password
            autoComplete="new-password"
            required
            fullWidth
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={saving}
        onCancel={onClose}
        submitLabel={t('changePassword.submit')}
        pendingLabel={t('changePassword.pending')}
      />
    </>
  );
}

/** The admin changes their own password: current, new and confirmation, each with show/hide. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('admin');
  // Held here, so the dialog cannot be dismissed while the change runs.
  const changer = useChangePassword();
  return (
    <FormDialog open={open} pending={changer.saving} onClose={onClose} title={t('changePassword.title')} maxWidth="xs">
      {(formId) => <ChangePasswordFields onClose={onClose} formId={formId} changer={changer} />}
    </FormDialog>
  );
}
