import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CarRentalIcon from '@mui/icons-material/CarRental';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TodayIcon from '@mui/icons-material/Today';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs } from '../../../components/tabs';
import { useTabParam } from '../../../components/tabs/useTabParam';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { BOTTOM_NAV_TAB_IDS, PHONE_HOME_TAB, STAFF_TAB_IDS, staffTabs, type StaffTab, type StaffTabId } from './staffTabs';

// Each tab's code loads when the tab is first opened, so the dashboard shell appears at once.
const TodayPanel = lazy(() => import('../../staff-today').then((m) => ({ default: m.TodayPanel })));
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
// Reports carries the chart library; it is downloaded only when the Reports tab is opened.
const ReportsPanel = lazy(() => import('../../staff-reports').then((m) => ({ default: m.ReportsPanel })));
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
    case 'today':
      return <TodayPanel title={tab.heading} />;
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
    case 'reports':
      return <ReportsPanel title={tab.heading} />;
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

/** The bottom bar's height; the page keeps this much room below its content so nothing hides under it. */
const BAR_HEIGHT = 56;
const MORE = 'more';
const BAR_ROOM = `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`;

const NAV_ICONS: Record<(typeof BOTTOM_NAV_TAB_IDS)[number], ReactNode> = {
  today: <TodayIcon />,
  bookings: <EventNoteIcon />,
  rentals: <CarRentalIcon />,
  calendar: <CalendarMonthIcon />,
};

const inBar = (id: StaffTabId): boolean => BOTTOM_NAV_TAB_IDS.some((barId) => barId === id);

/**
 * Below `md`: one section at a time with a bar fixed to the bottom of the screen, where a thumb
 * reaches, holding the four sections used at the car park and More for the rest. The open section
 * is always marked in the bar (More stands for the sections under it), and its own heading says
 * which one it is.
 */
function PhoneSections({ tabs }: { tabs: StaffTab[] }) {
  const { t } = useTranslation('staff');
  const [activeId, select] = useTabParam(STAFF_TAB_IDS, PHONE_HOME_TAB);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const barValue = inBar(activeId) ? activeId : MORE;
  const moreTabs = tabs.filter((tab) => !inBar(tab.id));
  const menuOpen = menuAnchor !== null;
  const openMenu = (event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget);
  const choose = (id: StaffTabId) => {
    setMenuAnchor(null);
    select(id);
    window.scrollTo({ top: 0 });
  };
  const actionSx = {
    minWidth: 0,
    px: 0.25,
    minHeight: BAR_HEIGHT,
    // The selected label keeps its size so the longest Malay label still fits a fifth of 360 px.
    '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.75rem', lineHeight: 1.2 },
  };

  return (
    <>
      <GlobalStyles
        styles={{
          body: { paddingBottom: BAR_ROOM },
          // A toast rises above the bar rather than covering it (a dialog open places its toast itself).
          'body:not(:has(.MuiDialog-root)) .MuiSnackbar-root': { marginBottom: BAR_ROOM },
        }}
      />
      <Paper variant="outlined">
        {/* A named region stands in for the wide layout's tab panel: screen readers jump to it by name. */}
        <Box component="section" id={`staff-section-${active.id}`} aria-label={active.label} sx={{ p: 2 }}>
          <StaffTabPanel tab={active} />
        </Box>
      </Paper>
      <Paper
        component="nav"
        aria-label={t('nav.label')}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom, 0px)',
        }}
      >
        <BottomNavigation
          showLabels
          value={barValue}
          onChange={(_event, value: string) => {
            if (value !== MORE) choose(value as StaffTabId);
          }}
          sx={{ height: BAR_HEIGHT }}
        >
          {BOTTOM_NAV_TAB_IDS.map((id) => (
            <BottomNavigationAction
              key={id}
              value={id}
              label={t(`nav.${id}`)}
              icon={NAV_ICONS[id]}
              aria-current={barValue === id ? 'page' : undefined}
              sx={actionSx}
            />
          ))}
          <BottomNavigationAction
            value={MORE}
            label={t('nav.more')}
            icon={<MoreHorizIcon />}
            onClick={openMenu}
            aria-haspopup="menu"
            aria-expanded={menuOpen ? 'true' : undefined}
            aria-controls={menuOpen ? 'staff-more-menu' : undefined}
            aria-current={barValue === MORE ? 'page' : undefined}
            sx={actionSx}
          />
        </BottomNavigation>
      </Paper>
      <Menu
        id="staff-more-menu"
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('nav.moreMenu') } }}
      >
        {moreTabs.map((tab) => (
          <MenuItem
            key={tab.id}
            selected={tab.id === activeId}
            aria-current={tab.id === activeId ? 'page' : undefined}
            onClick={() => choose(tab.id)}
            sx={{ minHeight: 44, minWidth: 200 }}
          >
            {tab.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** /staff for a signed-in staff member (the route checks the session). */
export function StaffDashboard() {
  const navigate = useNavigate();
  const { t } = useTranslation('staff');
  const theme = useTheme();
  // Read before the first paint, so a phone never opens the wide layout's default tab first.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const tabs = staffTabs(t);
  return (
    <>
      <SignedInPageTitle title={t('title')} afterLogout={() => navigate(paths.staffLogin)} />
      {narrow ? (
        <PhoneSections tabs={tabs} />
      ) : (
        <SectionTabs name="staff" ariaLabel={t('tabsLabel')} tabs={tabs} renderPanel={(tab) => <StaffTabPanel tab={tab} />} />
      )}
    </>
  );
}
