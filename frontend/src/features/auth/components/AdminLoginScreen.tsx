import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { FormCard } from '../../../components/FormCard';
import { CredentialsForm } from '../../../components/form';
import { useAdminSignIn } from '../hooks/useAdminSignIn';

export function AdminLoginScreen() {
  const signIn = useAdminSignIn();
  return (
    <FormCard icon={<AdminPanelSettingsIcon />} title="Admin Login" subtitle="Enter your administrator credentials">
      <CredentialsForm submitLabel="Access Admin Panel" pendingLabel="Verifying..." onSubmit={signIn} />
    </FormCard>
  );
}
