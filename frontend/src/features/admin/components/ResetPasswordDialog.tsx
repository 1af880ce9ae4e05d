import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormTextField } from '../../../components/form';
import { STAFF_PASSWORD_MIN } from '../../../lib/validation';
import type { StaffMemberView } from '../api/adminApi';
import { useResetStaffPassword } from '../hooks/useStaffAccountActions';
import { EMPTY_RESET_PASSWORD, resetPasswordSchema, type ResetPasswordForm } from '../utils/resetPasswordSchema';

export interface ResetPasswordDialogProps {
  /** The staff member whose password is reset; the dialog is open while there is one. */
  member: StaffMemberView | null;
  onClose: () => void;
}

interface ResetPasswordFieldsProps {
  member: StaffMemberView;
  formId: string;
  onClose: () => void;
  resetter: ReturnType<typeof useResetStaffPassword>;
}

function ResetPasswordFields({ member, formId, onClose, resetter: { reset, saving } }: ResetPasswordFieldsProps) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_RESET_PASSWORD,
  });

  const submit = handleSubmit(async (values) => {
    if (await reset(member, values, setError)) onClose();
  });

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('resetPassword.note', { username: member.username })}</DialogContentText>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {/* Lets a password manager file the new password under the staff member's account. */}
          <input type="text" name="username" autoComplete="username" value={member.username} readOnly hidden />
          <FormTextField
            control={control}
            name="newPassword"
            label={t('resetPassword.new')}
            password
            autoComplete="new-password"
            helperText={t('passwordHint', { min: STAFF_PASSWORD_MIN })}
            required
            fullWidth
            autoFocus
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={saving}
        onCancel={onClose}
        submitLabel={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.pending')}
      />
    </>
  );
}

/** The admin sets a new password for a staff member (at least 8 characters, with show/hide). */
export function ResetPasswordDialog({ member, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('admin');
  // Held here, so the dialog cannot be dismissed while the reset runs.
  const resetter = useResetStaffPassword();
  return (
    <ItemFormDialog item={member} pending={resetter.saving} onClose={onClose} title={t('resetPassword.title')}>
      {(shown, formId) => <ResetPasswordFields key={shown.id} member={shown} formId={formId} onClose={onClose} resetter={resetter} />}
    </ItemFormDialog>
  );
}
