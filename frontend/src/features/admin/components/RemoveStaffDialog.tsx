import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import type { StaffMemberView } from '../api/adminApi';
import { useRemoveStaff } from '../hooks/useStaffAccountActions';

export interface RemoveStaffDialogProps {
  /** The staff member to remove; the dialog is open while there is one. */
  member: StaffMemberView | null;
  onClose: () => void;
}

/** Asks before removing a staff account: it cannot be undone, and the member's past activity stays in the log. */
export function RemoveStaffDialog({ member, onClose }: RemoveStaffDialogProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'removeStaff' });
  const { remove, removing } = useRemoveStaff();
  return (
    <ItemFormDialog item={member} pending={removing} onClose={onClose} title={t('title')}>
      {(shown, formId) => (
        <>
          <DialogContent>
            <DialogContentText>{t('question', { username: shown.username })}</DialogContentText>
            <form
              id={formId}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void remove(shown).then((removed) => {
                  if (removed) onClose();
                });
              }}
            />
          </DialogContent>
          <FormDialogActions
            formId={formId}
            pending={removing}
            onCancel={onClose}
            submitLabel={t('confirm')}
            pendingLabel={t('pending')}
            submitColor="error"
          />
        </>
      )}
    </ItemFormDialog>
  );
}
