import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { customerLandingPath } from '../../features/customers/utils/landingPath';
import { clearRedirectAfterLogin, readRedirectAfterLogin } from '../../lib/redirectAfterLogin';
import { signedInDestinationFor, type AppPath, type SignedIn } from '../paths';
import { useSignedIn } from './useSignedIn';

/** Where to send someone who opens the form already signed in; null shows the form. */
function destinationFor(path: AppPath, signedIn: SignedIn): string | null {
  const destination = signedInDestinationFor(path, signedIn);
  if (!destination || !signedIn.customer) return destination;
  const landing = customerLandingPath(readRedirectAfterLogin());
  if (landing.clearRedirect) clearRedirectAfterLogin();
  return landing.path;
}

/**
 * A sign-in or registration form, unless its person is already signed in when they open it
 * (signed-in people are never sent to a sign-in form). A customer goes where they
 * were going (the page a tile or 'Login & Book' remembered) or to the fleet; staff go to the
 * dashboard. Decided once, on opening: signing in on the form itself is the form's own flow,
 * which then navigates where it should.
 */
export function SignedOutOnly({ path, children }: { path: AppPath; children: ReactNode }) {
  const signedIn = useSignedIn();
  const [destination] = useState(() => destinationFor(path, signedIn));
  return destination ? <Navigate to={destination} replace /> : children;
}
