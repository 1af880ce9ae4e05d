import { paths } from '../../../app/paths';

/**
 * Where a customer goes after signing in (SPEC.md section 2): the payment portal when the
 * stored redirect-after-login value asks for it (the caller then clears it), otherwise the fleet.
 */
export function customerLandingPath(storedRedirect: string | null): {
  path: typeof paths.payment | typeof paths.vehicles;
  clearRedirect: boolean;
} {
  if (storedRedirect === paths.payment) return { path: paths.payment, clearRedirect: true };
  return { path: paths.vehicles, clearRedirect: false };
}
