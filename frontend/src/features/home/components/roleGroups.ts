import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LoginIcon from '@mui/icons-material/Login';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { paths } from '../../../app/paths';
import type home from '../../../i18n/locales/en/home';
import { rememberRedirectAfterLogin } from '../../../lib/redirectAfterLogin';

export interface RoleTile {
  /** Names the tile's title and description in the home catalogue (tiles.<id>). */
  id: keyof typeof home.tiles;
  icon: SvgIconComponent;
  to: string;
  /** Runs before navigating, e.g. to remember where to go after signing in. */
  onSelect?: () => void;
}

export interface RoleGroup {
  /** Names the group's heading in the home catalogue (groups.<id>). */
  id: keyof typeof home.groups;
  tiles: RoleTile[];
}

/** The home screen's entries; their texts are in the home catalogue. */
export const ROLE_GROUPS: RoleGroup[] = [
  {
    id: 'fleet',
    tiles: [{ id: 'vehicles', icon: DirectionsCarIcon, to: paths.vehicles }],
  },
  {
    id: 'customer',
    tiles: [
      { id: 'signIn', icon: LoginIcon, to: paths.customerLogin },
      {
        id: 'payment',
        icon: PaymentsIcon,
        to: paths.customerLogin,
        onSelect: () => rememberRedirectAfterLogin(paths.payment),
      },
      { id: 'join', icon: PersonAddIcon, to: paths.register },
    ],
  },
  {
    id: 'staff',
    tiles: [
      { id: 'staffPortal', icon: BadgeIcon, to: paths.staffLogin },
      { id: 'admin', icon: AdminPanelSettingsIcon, to: paths.admin },
    ],
  },
];
