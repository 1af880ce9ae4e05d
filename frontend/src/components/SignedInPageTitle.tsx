import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSession, useSessionActions } from '../lib/session';
import { PageTitle } from './PageTitle';

export interface SignedInPageTitleProps {
  title: string;
  /** Runs after the session is cleared, e.g. to move to a login screen. */
  afterLogout?: () => void;
}

/** The title of a signed-in area: who is signed in, and a Logout button. */
export function SignedInPageTitle({ title, afterLogout }: SignedInPageTitleProps) {
  const { user } = useSession();
  const { logOut } = useSessionActions();
  const handleLogout = () => {
    logOut();
    afterLogout?.();
  };
  return (
    <PageTitle
      title={title}
      subtitle={user?.username ? `Signed in as ${user.username}` : undefined}
      actions={
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={handleLogout}>
          Logout
        </Button>
      }
    />
  );
}
