import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from '../../../components/form';
import { newStaffSchema, STAFF_PASSWORD_MIN } from '../../../lib/validation';
import { useAddStaff } from '../hooks/useAddStaff';

export function AddStaffForm() {
  const { t } = useTranslation('admin');
  const addStaff = useAddStaff();
  return (
    <Box component="section" aria-labelledby="add-staff-heading" sx={{ maxWidth: 420 }}>
      <Typography id="add-staff-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {t('addStaff.title')}
      </Typography>
      <CredentialsForm
        submitLabel={t('addStaff.submit')}
        pendingLabel={t('addStaff.pending')}
        passwordAutoComplete="new-password"
        schema={newStaffSchema}
        usernameHint={t('addStaff.usernameHint')}
        passwordHint={t('passwordHint', { min: STAFF_PASSWORD_MIN })}
        onSubmit={addStaff}
      />
    </Box>
  );
}
