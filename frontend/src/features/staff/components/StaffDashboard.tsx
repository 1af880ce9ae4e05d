import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs } from '../../../components/tabs';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { staffTabs, type StaffTab } from './staffTabs';

// Each tab's code loads when the tab is first opened, so the dashboard shell appears at once.
const DashboardPanel = lazy(() => import('../../staff-dashboard').then((m) => ({ default: m.DashboardPanel })));
const CustomersPanel = lazy(() => import('../../staff-customers').then((m) => ({ default: m.CustomersPanel })));
const BookingsPanel = lazy(() => import('../../staff-bookings').then((m) => ({ default: m.BookingsPanel })));
const RentalsPanel = lazy(() => import('../../staff-rentals').then((m) => ({ default: m.RentalsPanel })));
const CalendarPanel = lazy(() => import('../../staff-calendar').then((m) => ({ default: m.CalendarPanel })));
const InvoicesPanel = lazy(() => import('../../staff-invoices').then((m) => ({ default: m.InvoicesPanel })));
const PaymentsPanel = lazy(() => import('../../staff-payments').then((m) => ({ default: m.PaymentsPanel })));
const DeliveriesPanel = lazy(() => import('../../staff-deliveries').then((m) => ({ default: m.DeliveriesPanel })));
const VehiclesPanel = lazy(() => import('../../staff-vehicles').then((m) => ({ default: m.VehiclesPanel })));
const SummonsesPanel = lazy(() => import('../../staff-summonses').then((m) => ({ default: m.SummonsesPanel })));
const UnsentMailCard = lazy(() => import('../../staff-mail').then((m) => ({ default: m.UnsentMailCard })));

/** One tab's content. */
function TabContent({ tab }: { tab: StaffTab }) {
  switch (tab.id) {
    case 'dashboard':
      return (
        <>
          <DashboardPanel title={tab.heading} />
          <UnsentMailCard />
        </>
      );
    case 'customers':
      return <CustomersPanel title={tab.heading} />;
    case 'bookings':
      return <BookingsPanel title={tab.heading} />;
    case 'rentals':
      return <RentalsPanel title={tab.heading} />;
    case 'calendar':
      return <CalendarPanel title={tab.heading} />;
    case 'invoices':
      return <InvoicesPanel title={tab.heading} />;
    case 'payments':
      return <PaymentsPanel title={tab.heading} />;
    case 'deliveries':
      return <DeliveriesPanel title={tab.heading} />;
    case 'vehicles':
      return <VehiclesPanel title={tab.heading} />;
    case 'summonses':
      return <SummonsesPanel title={tab.heading} />;
    default:
      return <SectionHeading>{tab.heading}</SectionHeading>;
  }
}

/** While a tab's code downloads, its heading is already there (the panel then draws its own). */
function TabLoading({ tab }: { tab: StaffTab }) {
  return (
    <>
      <SectionHeading>{tab.heading}</SectionHeading>
      <LoadingScreen />
    </>
  );
}

function StaffTabPanel({ tab }: { tab: StaffTab }) {
  const { t } = useTranslation('staff');
  // Each tab names the browser tab, so a staff member with several open can tell them apart.
  usePageTitle(`${tab.label} · ${t('title')}`);
  return (
    <Suspense fallback={<TabLoading tab={tab} />}>
      <TabContent tab={tab} />
    </Suspense>
  );
}

/** /staff for a signed-in staff member (the route checks the session). */
export function StaffDashboard() {
  const navigate = useNavigate();
  const { t } = useTranslation('staff');
  return (
    <>
      <SignedInPageTitle title={t('title')} afterLogout={() => navigate(paths.staffLogin)} />
      <SectionTabs name="staff" ariaLabel={t('tabsLabel')} tabs={staffTabs(t)} renderPanel={(tab) => <StaffTabPanel tab={tab} />} />
    </>
  );
}
