import { useSession } from '../../lib/session';
import type { SignedIn } from '../paths';

/** Whether a customer, or staff (a staff member or the admin), is signed in with a token. */
export function useSignedIn(): SignedIn {
  const { isAuthenticated, isCustomer, isStaff, isAdmin } = useSession();
  return { customer: isAuthenticated && isCustomer, staff: isAuthenticated && (isStaff || isAdmin) };
}
