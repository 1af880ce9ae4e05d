import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { CredentialsForm } from '../../../components/form';
import { useAdminSignIn } from '../hooks/useAdminSignIn';
import { usePageTitle } from '../../../components/layout/usePageTitle';

export function AdminLoginScreen() {
  const { t } = useTranslation('auth', { keyPrefix: 'admin' });
  usePageTitle(t('title'));
  const signIn = useAdminSignIn();
  return (
    <FormCard icon={<AdminPanelSettingsIcon />} title={t('title')} subtitle={t('subtitle')}>
      <CredentialsForm submitLabel={t('submit')} pendingLabel={t('pending')} onSubmit={signIn} />
    </FormCard>
  );
}
