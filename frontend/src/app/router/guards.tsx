import { lazy, useEffect, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from '../../components/StatusMessage';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import { lazyScreen } from './lazyScreen';

// The staff and admin areas (and the sign-in screens) are separate chunks, so customers never download them.
const StaffDashboard = lazy(() => import('../../features/staff').then((m) => ({ default: m.StaffDashboard })));
const AdminPanel = lazy(() => import('../../features/admin').then((m) => ({ default: m.AdminPanel })));
const AdminLoginScreen = lazyScreen(
  () => import('../../features/auth'),
  (m) => m.AdminLoginScreen,
);

/**
 * Staff-only screens (the dashboard, the agreement wizard): shown to a signed-in staff member or
 * admin. A session needs its token too, because every staff call is authorised by it (a migrated
 * legacy record has none); anyone else sees 'Unauthorized' with a way to the staff login.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isStaff, isAdmin } = useSession();
  const { t } = useTranslation();
  const staff = isAuthenticated && (isStaff || isAdmin);
  // Staff work at car parks without signal: their screens install the offline app. Its own
  // chunk, loaded here, so customers download neither the registration nor the precache.
  useEffect(() => {
    if (staff && 'serviceWorker' in navigator)
      void import('../../lib/offline/registerServiceWorker').then((module) => module.registerServiceWorker());
  }, [staff]);
  if (!isAuthenticated || !(isStaff || isAdmin)) {
    return (
      <StatusMessage
        icon={<LockIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('unauthorized.title')}
        description={t('unauthorized.staffDescription')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.staffLogin}>
            {t('unauthorized.staffLogin')}
          </Button>
        }
      />
    );
  }
  return children;
}

/** /staff: the dashboard, for staff only. */
export function StaffRoute() {
  return (
    <StaffOnly>
      <StaffDashboard />
    </StaffOnly>
  );
}

/** /admin: the admin login until an admin is signed in, then the panel. */
export function AdminRoute() {
  const { isAuthenticated, isAdmin } = useSession();
  return isAuthenticated && isAdmin ? <AdminPanel /> : <AdminLoginScreen />;
}
