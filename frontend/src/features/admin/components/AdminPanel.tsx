import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BarChartIcon from '@mui/icons-material/BarChart';
import { Link as RouterLink } from 'react-router-dom';
import { reportsPath } from '../../../app/paths';
import LockResetIcon from '@mui/icons-material/LockReset';
import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs, type SectionTab } from '../../../components/tabs';
import { TAP_TARGET } from '../../../components/tapTarget';
import { BookingSettingsPanel } from './BookingSettingsPanel';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PaymentSettingsPanel } from './PaymentSettingsPanel';
import { PrivacySettingsPanel } from './PrivacySettingsPanel';
import { StaffActivityTab } from './StaffActivityTab';
import { StaffManagementPanel } from './StaffManagementPanel';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { usePageTitle } from '../../../components/layout/usePageTitle';

// Its selects and menus are only needed on its own tab, so the panel's first load stays small.
const ReturnPriceListsPanel = lazy(() => import('./ReturnPriceListsPanel').then((m) => ({ default: m.ReturnPriceListsPanel })));

const RatePlansPanel = lazy(() => import('./RatePlansPanel').then((m) => ({ default: m.RatePlansPanel })));

const ADMIN_TAB_IDS = ['activity', 'staff', 'payments', 'returnPrices', 'ratePlans', 'bookings', 'privacy'] as const;

function AdminTabPanel({ tab }: { tab: SectionTab }) {
  const { t } = useTranslation('admin');
  // Each tab names the browser tab, so an admin with several open can tell them apart.
  usePageTitle(`${tab.label} · ${t('panel.title')}`);
  return (
    <>
      <SectionHeading>{tab.label}</SectionHeading>
      {tab.id === 'activity' && <StaffActivityTab />}
      {tab.id === 'staff' && <StaffManagementPanel />}
      {tab.id === 'payments' && <PaymentSettingsPanel />}
      {tab.id === 'returnPrices' && (
        <Suspense fallback={<LoadingScreen />}>
          <ReturnPriceListsPanel />
        </Suspense>
      )}
      {tab.id === 'ratePlans' && (
        <Suspense fallback={<LoadingScreen />}>
          <RatePlansPanel />
        </Suspense>
      )}
      {tab.id === 'bookings' && <BookingSettingsPanel />}
      {tab.id === 'privacy' && <PrivacySettingsPanel />}
    </>
  );
}

/** /admin for a signed-in admin; logging out shows the admin login again on the same path. */
export function AdminPanel() {
  const { t } = useTranslation('admin');
  const [changingPassword, setChangingPassword] = useState(false);
  const tabs: SectionTab[] = ADMIN_TAB_IDS.map((id) => ({ id, label: t(`panel.tabs.${id}`) }));
  return (
    <>
      <SignedInPageTitle
        title={t('panel.title')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {/* The figures live in the staff area, where staff see them too. */}
            <Button variant="outlined" startIcon={<BarChartIcon />} component={RouterLink} to={reportsPath} sx={TAP_TARGET}>
              {t('panel.reports')}
            </Button>
            <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setChangingPassword(true)} sx={TAP_TARGET}>
              {t('changePassword.title')}
            </Button>
          </Stack>
        }
      />
      <SectionTabs name="admin" ariaLabel={t('panel.sections')} tabs={tabs} renderPanel={(tab) => <AdminTabPanel tab={tab} />} />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
