import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from '../../components/StatusMessage';
import { paths } from '../paths';
import { usePageTitle } from '../../components/layout/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage
      icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.home}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
