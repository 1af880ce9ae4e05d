import Link from '@mui/material/Link';
import BadgeIcon from '@mui/icons-material/Badge';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormCard } from '../../../components/FormCard';
import { CredentialsForm } from '../../../components/form';
import { useStaffSignIn } from '../hooks/useStaffSignIn';

export function StaffLoginScreen() {
  const signIn = useStaffSignIn();
  return (
    <FormCard icon={<BadgeIcon />} title="Staff Login" subtitle="Sign in to the staff dashboard">
      <CredentialsForm
        submitLabel="Sign In"
        pendingLabel="Signing In..."
        onSubmit={signIn}
        footer={
          <Link component={RouterLink} to={paths.home} sx={{ alignSelf: 'center' }}>
            Back to role selection
          </Link>
        }
      />
    </FormCard>
  );
}
