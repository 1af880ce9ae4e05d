import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { CustomerSignInPrompt } from '../../../components/CustomerSignInPrompt';
import { useSession } from '../../../lib/session';
import { useGetMyLoyaltyQuery } from '../api/accountApi';
import { AccountSkeleton } from './AccountSkeleton';
import { ActivityList } from './ActivityList';
import { BadgeList } from './BadgeList';
import { LoyaltyOverview } from './LoyaltyOverview';
import { TiersTable } from './TiersTable';
import { translateError } from '../../../i18n';
import { usePageTitle } from '../../../components/layout/usePageTitle';

/** 'Your data' (download my data, delete my account): its own chunk, so the page's first load stays as it was. */
const YourDataSection = lazy(() => import('./your-data/YourDataSection'));

/** Signing in from here comes back here. */
function SignInPrompt() {
  const { t } = useTranslation('account');
  return (
    <CustomerSignInPrompt
      title={t('signIn.title')}
      description={t('signIn.description')}
      actionLabel={t('signIn.action')}
      returnTo={paths.account}
    />
  );
}

function Loyalty() {
  const { t } = useTranslation('account');
  // Points move on the server (payments, returns, reviews): read afresh each time the page opens.
  const { data, error, isLoading, isFetching, refetch } = useGetMyLoyaltyQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading || (error && isFetching)) return <AccountSkeleton label={t('loading')} />;
  if (error || !data) return <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={4} aria-busy={isFetching}>
      <LoyaltyOverview loyalty={data} />
      <TiersTable tiers={data.tiers} currentTierId={data.tier.id} />
      <BadgeList badges={data.badges} />
    </Stack>
  );
}

/** '/account': the signed-in customer's loyalty points, tier, badges and activity history. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const { isAuthenticated, isCustomer } = useSession();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return (
    <>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button component={RouterLink} to={paths.vehicles} variant="outlined" startIcon={<DirectionsCarIcon />} sx={{ minHeight: 44 }}>
            {t('ourFleet')}
          </Button>
        }
      />
      <Stack spacing={4}>
        <Loyalty />
        <ActivityList />
        <Suspense fallback={null}>
          <YourDataSection />
        </Suspense>
      </Stack>
    </>
  );
}
