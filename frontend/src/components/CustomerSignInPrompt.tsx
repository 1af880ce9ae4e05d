import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type AppPath } from '../app/paths';
import { rememberRedirectAfterLogin } from '../lib/redirectAfterLogin';
import { StatusMessage } from './StatusMessage';
import { TAP_TARGET } from './tapTarget';

export interface CustomerSignInPromptProps {
  title: string;
  description: string;
  actionLabel: string;
  /** Where signing in leads back to: the screen that showed the prompt. */
  returnTo: AppPath;
}

/** A customer-only screen opened by a visitor: why to sign in, and a Sign In that comes back here. */
export function CustomerSignInPrompt({ title, description, actionLabel, returnTo }: CustomerSignInPromptProps) {
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title={title}
      description={description}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.customerLogin}
          onClick={() => rememberRedirectAfterLogin(returnTo)}
          sx={TAP_TARGET}
        >
          {actionLabel}
        </Button>
      }
    />
  );
}
