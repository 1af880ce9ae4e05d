import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CredentialsForm } from '../../../components/form';
import { newStaffSchema, STAFF_PASSWORD_HINT } from '../../../lib/validation';
import { useAddStaff } from '../hooks/useAddStaff';

export function AddStaffForm() {
  const addStaff = useAddStaff();
  return (
    <Box component="section" aria-labelledby="add-staff-heading" sx={{ maxWidth: 420 }}>
      <Typography id="add-staff-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        Add Staff
      </Typography>
      <CredentialsForm
        submitLabel="Add Staff"
        pendingLabel="Adding..."
        passwordAutoComplete="new-password"
        schema={newStaffSchema}
        passwordHint={STAFF_PASSWORD_HINT}
        onSubmit={addStaff}
      />
    </Box>
  );
}
