import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../lib/session';
import { PageTitle } from './PageTitle';
import { TAP_TARGET } from './tapTarget';

export interface SignedInPageTitleProps {
  title: string;
  /** Runs after the session is cleared, e.g. to move to a login screen. */
  afterLogout?: () => void;
  /** More buttons, shown before Logout. */
  actions?: ReactNode;
}

/** The title of a signed-in area: who is signed in, and a Logout button. */
export function SignedInPageTitle({ title, afterLogout, actions }: SignedInPageTitleProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { logOut } = useSessionActions();
  const handleLogout = () => {
    logOut();
    afterLogout?.();
  };
  return (
    <PageTitle
      title={title}
      subtitle={user?.username ? t('signedInAs', { name: user.username }) : undefined}
      actions={
        <>
          {actions}
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={handleLogout} sx={TAP_TARGET}>
            {t('actions.logout')}
          </Button>
        </>
      }
    />
  );
}
