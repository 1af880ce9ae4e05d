import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { StatusMessage } from '../../../components/StatusMessage';
import { useSession } from '../../../lib/session';
import { BOOKINGS_TABS, useBookingsTab } from '../hooks/useBookingsTab';
import { BookingRequestList } from './BookingRequestList';
import { MyRentalsList } from './MyRentalsList';
import { usePageTitle } from '../../../components/layout/usePageTitle';

function SignInPrompt() {
  const { t } = useTranslation('bookings');
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title={t('signIn.title')}
      description={t('signIn.description')}
      action={
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={paths.customerLogin}>
            {t('signIn.signIn')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.register}>
            {t('signIn.createAccount')}
          </Button>
        </Stack>
      }
    />
  );
}

/** '/my-bookings': the signed-in customer's booking requests and rentals, each newest first. */
export function MyBookingsScreen() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('title'));
  const { isAuthenticated, isCustomer } = useSession();
  const [tab, selectTab] = useBookingsTab();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return (
    <>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button component={RouterLink} to={paths.vehicles} variant="outlined" startIcon={<DirectionsCarIcon />}>
            {t('ourFleet')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: (typeof BOOKINGS_TABS)[number]) => selectTab(next)}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 420 } }}
      >
        {BOOKINGS_TABS.map((id) => (
          <Tab key={id} value={id} label={t(`tabs.${id}`)} id={`my-bookings-tab-${id}`} aria-controls={`my-bookings-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`my-bookings-panel-${tab}`} aria-labelledby={`my-bookings-tab-${tab}`}>
        {tab === 'rentals' ? <MyRentalsList /> : <BookingRequestList />}
      </Box>
    </>
  );
}
