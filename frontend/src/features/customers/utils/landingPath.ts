import { paths } from '../../../app/paths';

/** A fleet address 'Login & Book' remembered: the chosen car and dates, nothing else (no other origin). */
const REMEMBERED_BOOKING = /^\/vehicles\?[\w=&%.-]*$/;

/**
 * Where a customer goes after signing in: the payment portal when the
 * stored redirect-after-login value asks for it, the chosen car and dates when 'Login & Book'
 * stored them, otherwise the fleet. A used value is cleared by the caller; any other
 * value is left alone and never followed.
 */
export function customerLandingPath(storedRedirect: string | null): { path: string; clearRedirect: boolean } {
  if (storedRedirect === paths.payment) return { path: paths.payment, clearRedirect: true };
  if (storedRedirect && REMEMBERED_BOOKING.test(storedRedirect)) return { path: storedRedirect, clearRedirect: true };
  return { path: paths.vehicles, clearRedirect: false };
}
