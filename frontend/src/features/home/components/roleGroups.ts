import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LoginIcon from '@mui/icons-material/Login';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { paths } from '../../../app/paths';
import { rememberRedirectAfterLogin } from '../../../lib/redirectAfterLogin';

export interface RoleTile {
  title: string;
  description: string;
  icon: SvgIconComponent;
  to: string;
  /** Runs before navigating, e.g. to remember where to go after signing in. */
  onSelect?: () => void;
}

export interface RoleGroup {
  title: string;
  tiles: RoleTile[];
}

/** The home screen's entries; titles and descriptions are SPEC.md section 1's texts. */
export const ROLE_GROUPS: RoleGroup[] = [
  {
    title: 'Explore Our Fleet',
    tiles: [
      {
        title: 'View Our Vehicles',
        description: 'Browse our cars and check availability',
        icon: DirectionsCarIcon,
        to: paths.vehicles,
      },
    ],
  },
  {
    title: 'Customer Portal',
    tiles: [
      { title: 'Sign In', description: 'Access your account', icon: LoginIcon, to: paths.customerLogin },
      {
        title: 'Payment',
        description: 'Make payments',
        icon: PaymentsIcon,
        to: paths.customerLogin,
        onSelect: () => rememberRedirectAfterLogin(paths.payment),
      },
      { title: 'Join Us', description: 'Create new account', icon: PersonAddIcon, to: paths.register },
    ],
  },
  {
    title: 'Staff & Administration',
    tiles: [
      { title: 'Staff Portal', description: 'Team member access', icon: BadgeIcon, to: paths.staffLogin },
      {
        title: 'Admin Panel',
        description: 'System administration',
        icon: AdminPanelSettingsIcon,
        to: paths.admin,
      },
    ],
  },
];
