import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch, type Language } from '../../i18n';

export interface HeaderProps {
  businessName: string;
  /** Phone number for the call-now link; the link is hidden until it is known. */
  businessPhone?: string;
  homeTo: string;
  /** Where the back button leads; no back button when null (the home screen). */
  backTo: string | null;
  /** Shown at the far end, e.g. the signed-in customer's menu. */
  account?: ReactNode;
  /** Told when the reader switches language. */
  onLanguageChanged?: (language: Language) => void;
}

/** Strips spaces and dashes so "+60 12-345 6789" dials on every phone. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Header({ businessName, businessPhone, homeTo, backTo, account, onLanguageChanged }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {backTo && (
          <IconButton color="inherit" component={RouterLink} to={backTo} aria-label={t('header.back')} title={t('header.back')}>
            <ArrowBackIcon />
          </IconButton>
        )}
        {/* A native title, not MUI's Tooltip: the header is on every first load, and Tooltip
            brings Popper (about 10 KB gzipped) with it. */}
        <IconButton color="inherit" component={RouterLink} to={homeTo} aria-label={t('header.home')} title={t('header.home')}>
          <HomeIcon />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
          <DirectionsCarIcon sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="h6" component="span" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {businessName}
          </Typography>
        </Box>
        <LanguageSwitch onChanged={onLanguageChanged} />
        {businessPhone && <CallNowLink phone={businessPhone} />}
        {account}
      </Toolbar>
    </AppBar>
  );
}

/** A labelled button on wide screens, an icon button on phones (360-390 px). */
function CallNowLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const href = telHref(phone);
  return (
    <>
      <Button
        href={href}
        color="inherit"
        variant="outlined"
        startIcon={<PhoneIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
      >
        {t('header.callNow')}
      </Button>
      <IconButton href={href} color="inherit" aria-label={t('header.callNowShort')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <PhoneIcon />
      </IconButton>
    </>
  );
}
