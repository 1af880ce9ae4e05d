import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import LogoutIcon from '@mui/icons-material/Logout';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { visuallyHidden } from '../visuallyHidden';
import { useSession, useSessionActions } from '../../lib/session';

/** "Nur Aisyah binti Ahmad" -> "NA"; e-mail or "?" when there is no name. */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

const MENU_ID = 'account-menu';

/**
 * The signed-in customer's name in the header, on every screen, with their pages and Sign out.
 * Staff and admins sign out from their own dashboards, so they get nothing here.
 */
export function AccountMenu() {
  const { t } = useTranslation('customers', { keyPrefix: 'accountMenu' });
  const { isAuthenticated, isCustomer, user } = useSession();
  const { logOut } = useSessionActions();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!isAuthenticated || !isCustomer || !user) return null;
  const name = user.fullName || user.email || t('myAccount');
  const firstName = name.split(/\s+/)[0];
  const close = () => setAnchor(null);
  // Leave first, so the screen being left does not refetch its data without a session.
  const signOut = () => {
    close();
    void navigate(paths.home);
    logOut();
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-controls={anchor ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ flexShrink: 0, minWidth: 0, px: { xs: 0.5, sm: 1 }, gap: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {initialsOf(name)}
        </Avatar>
        {/* Named by its content, not aria-label: the full label for screen readers, the first name on screen. */}
        <Box component="span" sx={visuallyHidden}>
          {t('label', { name })}
        </Box>
        <Box
          component="span"
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {firstName}
        </Box>
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          {user.email && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.myBookings} onClick={close}>
          <ListItemIcon>
            <EventNoteIcon fontSize="small" />
          </ListItemIcon>
          {t('myBookings')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.account} onClick={close}>
          <ListItemIcon>
            <LoyaltyIcon fontSize="small" />
          </ListItemIcon>
          {t('accountPage')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.vehicles} onClick={close}>
          <ListItemIcon>
            <DirectionsCarIcon fontSize="small" />
          </ListItemIcon>
          {t('fleet')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.payment} onClick={close}>
          <ListItemIcon>
            <PaymentsIcon fontSize="small" />
          </ListItemIcon>
          {t('payment')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
