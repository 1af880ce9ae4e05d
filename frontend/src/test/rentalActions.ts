import type { RentalAction, RentalStatus } from '../api/types';

/**
 * What the server's lifecycle table offers for each status, for test fixtures only: screens
 * never work this out, they draw their buttons from the `actions` the server sends.
 */
const STAFF_ACTIONS: Record<RentalStatus, RentalAction[]> = {
  awaiting_agreement: ['finalize_agreement', 'cancel'],
  approved: ['hand_over', 'cancel'],
  active: ['mark_returned', 'cancel'],
  'extension-requested': ['approve_extension', 'decline_extension', 'mark_returned', 'cancel'],
  completed: [],
  cancelled: [],
};

/** Staff (and the admin) on a rental in this status. */
export function staffActions(status: RentalStatus): RentalAction[] {
  return [...STAFF_ACTIONS[status]];
}

/** The rental's own customer: more days may be asked for while the car is out and no request waits. */
export function customerActions(status: RentalStatus): RentalAction[] {
  return status === 'active' ? ['request_extension'] : [];
}
