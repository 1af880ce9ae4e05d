import Link from '@mui/material/Link';
import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormCard } from '../../../components/FormCard';
import { STANDALONE_LINK } from '../../../components/tapTarget';
import { CredentialsForm } from '../../../components/form';
import { useStaffSignIn } from '../hooks/useStaffSignIn';
import { usePageTitle } from '../../../components/layout/usePageTitle';

export function StaffLoginScreen() {
  const { t } = useTranslation('auth', { keyPrefix: 'staff' });
  usePageTitle(t('title'));
  const signIn = useStaffSignIn();
  return (
    <FormCard icon={<BadgeIcon />} title={t('title')} subtitle={t('subtitle')}>
      <CredentialsForm
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        onSubmit={signIn}
        footer={
          <Link component={RouterLink} to={paths.home} sx={{ ...STANDALONE_LINK, alignSelf: 'center' }}>
            {t('backToRoles')}
          </Link>
        }
      />
    </FormCard>
  );
}
