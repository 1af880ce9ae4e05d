import { EntityManager, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuthUser, Role } from '../auth/auth-user';
import { ServerLogAction } from '../staff-logs/server-log-actions';
import { recordServerLog, StaffLogDetails } from '../staff-logs/staff-logs.service';
import { Rental } from './entities/rental.entity';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { appError } from '../common/errors/app-error';
import { bookingEntries, postEntries } from '../ledger/rental-account';
import { fromSen } from '../common/money/money';
import type { PriceBasis, RentalPrice } from '../pricing/rental-price';

/**
 * The rental lifecycle in one place: every status, every move between them with who may make
 * it, and the groups of statuses the rest of the app asks about ("does it hold the car?", "is
 * the car out?", "does it count as revenue?"). Services change a status only through
 * transitionRental or bookRental below; reports and checks read the groups from here, so a new
 * status or move is added here once and a test that walks the whole table notices a gap.
 */

/** Every status a rental can have, in the order a rental normally passes through them. */
export const RENTAL_STATUSES = ['awaiting_agreement', 'approved', 'active', 'completed', 'cancelled', 'extension-requested'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** The status every new rental starts in: the agreement is made at pickup. */
export const BOOKED_STATUS: RentalStatus = 'awaiting_agreement';

/** What a status means for the car, the money and the staff's work. */
export interface StatusTraits {
  /** The rental keeps its car's dates from being booked again. */
  holdsVehicle: boolean;
  /** The car is with the customer now. */
  onTheRoad: boolean;
  /** The rental counts as revenue on the dashboard. */
  earning: boolean;
  /** Staff have to do something next (the agreement, the keys, an extension decision). */
  awaitingAction: boolean;
  /** The car came back: the rental may be reviewed and earns loyalty. */
  returned: boolean;
  /** Nothing can happen to the rental any more. */
  finished: boolean;
  /** The rental is owed its total (a cancelled one is not). */
  billable: boolean;
}

const traits = (set: Partial<StatusTraits>): StatusTraits => ({
  holdsVehicle: false,
  onTheRoad: false,
  earning: false,
  awaitingAction: false,
  returned: false,
  finished: false,
  billable: false,
  ...set,
});

/**
 * Each status with its traits. A Record, so a status added to RENTAL_STATUSES does not compile
 * until it is described here. Waiting on an extension decision the car is still out: it holds
 * the car and is on the road, exactly like an active rental.
 */
export const STATUS_TRAITS: Record<RentalStatus, StatusTraits> = {
  awaiting_agreement: traits({ holdsVehicle: true, awaitingAction: true, billable: true }),
  approved: traits({ holdsVehicle: true, awaitingAction: true, billable: true }),
  active: traits({ holdsVehicle: true, onTheRoad: true, earning: true, billable: true }),
  'extension-requested': traits({ holdsVehicle: true, onTheRoad: true, awaitingAction: true, billable: true }),
  completed: traits({ earning: true, returned: true, finished: true, billable: true }),
  cancelled: traits({ finished: true }),
};

const statusesWhere = (trait: keyof StatusTraits): readonly RentalStatus[] =>
  RENTAL_STATUSES.filter((status) => STATUS_TRAITS[status][trait]);

/** Rentals in these statuses keep their car's dates from being booked (availability, approvals, manual bookings, extensions). */
export const HOLDS_VEHICLE = statusesWhere('holdsVehicle');
/** The car is with the customer: the dashboard's cars on the road, not available. */
export const ON_THE_ROAD = statusesWhere('onTheRoad');
/** Counted as revenue on the dashboard. */
export const EARNING = statusesWhere('earning');
/** Staff have something to do next. */
export const AWAITING_ACTION = statusesWhere('awaitingAction');
/** The car came back. */
export const RETURNED = statusesWhere('returned');
/** Neither cancelled nor returned any more. */
export const FINISHED = statusesWhere('finished');
/** Owed their total: the invoices still to collect are among these. */
export const BILLABLE = statusesWhere('billable');
/** What the staff calendar shows: rentals holding their car and those that came back (on the days they had it). */
export const ON_SCHEDULE: readonly RentalStatus[] = RENTAL_STATUSES.filter(
  (status) => STATUS_TRAITS[status].holdsVehicle || STATUS_TRAITS[status].returned,
);

/** Who may make a move. The admin may do whatever staff may; 'customer' means the rental's own customer. */
const STAFF: readonly Role[] = ['staff', 'admin'];
const CUSTOMER: readonly Role[] = ['customer'];

/** The moves of an existing rental, as the API names them in a rental's `actions`. */
export const RENTAL_ACTIONS = [
  'finalize_agreement',
  'hand_over',
  'request_extension',
  'approve_extension',
  'decline_extension',
  'mark_returned',
  'cancel',
  'change_extras',
] as const;
export type RentalAction = (typeof RENTAL_ACTIONS)[number];

/** The fields besides its status that decide whether a move is open now. */
export type RentalFields = Pick<Rental, 'status' | 'customerId' | 'extensionRequestedUntil'>;

export interface TransitionRule {
  from: readonly RentalStatus[];
  to: RentalStatus;
  roles: readonly Role[];
  /** The staff log entry the move writes (none for a customer's own move). */
  log: ServerLogAction | null;
  /** A condition on the rental's other fields, when the status alone does not decide. */
  requires?: (rental: RentalFields) => boolean;
}

const hasExtensionRequest = (rental: RentalFields) =>
  rental.extensionRequestedUntil !== null && rental.extensionRequestedUntil !== undefined;

/**
 * Every move between statuses. A Record, so an action added to RENTAL_ACTIONS does not compile
 * without its row. A move made from any other status is refused with 409; a move by a role not
 * listed with 403.
 */
export const RENTAL_TRANSITIONS: Record<RentalAction, TransitionRule> = {
  // Wizard step 5: the agreement PDF is made and the car is ready for its keys.
  finalize_agreement: { from: ['awaiting_agreement'], to: 'approved', roles: STAFF, log: 'rental_agreement_finalized' },
  // Complete Handover: the keys change hands.
  hand_over: { from: ['approved'], to: 'active', roles: STAFF, log: 'rental_handed_over' },
  // The customer asks for more days from My Bookings; staff then decide.
  request_extension: { from: ['active'], to: 'extension-requested', roles: CUSTOMER, log: null },
  approve_extension: {
    from: ['extension-requested'],
    to: 'active',
    roles: STAFF,
    log: 'rental_extension_approved',
    requires: hasExtensionRequest,
  },
  decline_extension: {
    from: ['extension-requested'],
    to: 'active',
    roles: STAFF,
    log: 'rental_extension_declined',
    requires: hasExtensionRequest,
  },
  // Only a car that is out can come back.
  mark_returned: { from: ['active', 'extension-requested'], to: 'completed', roles: STAFF, log: 'rental_returned' },
  // The add-ons and delivery can change until the agreement is signed; the status stays.
  change_extras: { from: ['awaiting_agreement'], to: 'awaiting_agreement', roles: STAFF, log: 'rental_extras_changed' },
  // Anything not finished can be cancelled.
  cancel: {
    from: ['awaiting_agreement', 'approved', 'active', 'extension-requested'],
    to: 'cancelled',
    roles: STAFF,
    log: 'rental_cancelled',
  },
};

/** The ways a rental comes to be, each starting at BOOKED_STATUS, with the staff log entry it writes. */
export const RENTAL_ENTRIES = {
  // Approving a customer's booking request; the entry is logged against the request.
  approve_request: { roles: STAFF, log: 'booking_request_approved' },
  // Staff book a car for a customer from the calendar.
  manual_booking: { roles: STAFF, log: 'manual_booking_created' },
} as const satisfies Record<string, { roles: readonly Role[]; log: ServerLogAction }>;
export type RentalEntry = keyof typeof RENTAL_ENTRIES;

/** True when the role may make the move at all. */
export function roleMay(action: RentalAction, role: Role): boolean {
  return RENTAL_TRANSITIONS[action].roles.includes(role);
}

/** True when the move starts from this status (whoever makes it). */
export function startsFrom(action: RentalAction, status: RentalStatus): boolean {
  return RENTAL_TRANSITIONS[action].from.includes(status);
}

/**
 * The moves the caller may make on the rental now, in table order: what the rental's views
 * carry as `actions`, so screens draw their buttons from the server's rule. A customer only
 * ever sees their own rentals, so the role decides; staff and the admin get the same moves.
 */
export function rentalActions(rental: RentalFields, role: Role): RentalAction[] {
  return RENTAL_ACTIONS.filter((action) => {
    const rule = RENTAL_TRANSITIONS[action];
    return rule.roles.includes(role) && rule.from.includes(rental.status) && (rule.requires?.(rental) ?? true);
  });
}

/**
 * A set of statuses as a SQL condition with bound parameters, for raw queries:
 * statusIn('r.status', ON_THE_ROAD, 'onTheRoad') -> { condition: 'r.status IN (:...onTheRoad)', parameters }.
 * The parameter name must be unique within the query.
 */
export function statusIn(
  column: string,
  statuses: readonly RentalStatus[],
  parameter: string,
): { condition: string; parameters: Record<string, RentalStatus[]> } {
  return { condition: `${column} IN (:...${parameter})`, parameters: { [parameter]: [...statuses] } };
}

export interface RentalTransition {
  id: number;
  action: RentalAction;
  actor: AuthUser;
  /** Columns written together with the new status. */
  set?: Omit<QueryDeepPartialEntity<Rental>, 'status'>;
  /** What the row must still hold besides its status: the values the caller read and relies on. */
  where?: Omit<FindOptionsWhere<Rental>, 'id' | 'status'>;
  /** A raw condition the row must also meet (for columns an equality cannot compare, such as JSON). */
  andWhere?: { condition: string; parameters: ObjectLiteral };
  /**
   * The answer when the row did not change: the move does not start from the rental's status,
   * or the rental changed or went meanwhile (`current` is the row as it is now, null when gone).
   */
  refused: (current: Rental | null) => Error;
  /** The staff log's details; a function runs after the update (in the same transaction) and returns them. */
  details?: StaffLogDetails | ((manager: EntityManager) => Promise<StaffLogDetails>);
}

/**
 * The one way an existing rental changes status: checks the role against the table, then ONE
 * conditional UPDATE (this id, a status the move starts from, and the caller's own guards; a
 * customer only on their own rental), so of parallel moves exactly one changes the row and the
 * others get the caller's refusal; then the move's staff log entry in the same transaction.
 * Run it inside the caller's transaction.
 */
export async function transitionRental(manager: EntityManager, transition: RentalTransition): Promise<void> {
  const { id, action, actor } = transition;
  const rule = RENTAL_TRANSITIONS[action];
  if (!rule.roles.includes(actor.role)) throw appError(AUTH_ERRORS.PERMISSION_DENIED);
  const owner = actor.role === 'customer' ? { customerId: actor.id } : {};
  const update = manager
    .createQueryBuilder()
    .update(Rental)
    .set({ ...transition.set, status: rule.to })
    .where({ ...transition.where, ...owner, id })
    .andWhere('status IN (:...lifecycleFrom)', { lifecycleFrom: [...rule.from] });
  if (transition.andWhere) update.andWhere(transition.andWhere.condition, transition.andWhere.parameters);
  const result = await update.execute();
  if (!result.affected) throw transition.refused(await manager.findOneBy(Rental, { id }));
  const details = typeof transition.details === 'function' ? await transition.details(manager) : transition.details;
  if (rule.log !== null && actor.role !== 'customer') {
    await recordServerLog(manager, actor, { action: rule.log, targetType: 'rental', targetId: id, details });
  }
}

/** The columns a booking's price sets: never written by hand. */
type PricedColumns = 'totalDays' | 'rentalPerDay' | 'deposit' | 'discount' | 'grandTotal' | 'serviceTaxAdded' | 'priceBasis';

export interface RentalBooking {
  entry: RentalEntry;
  actor: AuthUser;
  /** The new rental's other columns; its status is always BOOKED_STATUS. */
  values: Omit<Partial<Rental>, 'id' | 'status' | PricedColumns>;
  /** What it is priced from and its price (pricing/rental-price.ts): its money columns and its account come from these. */
  priced: { basis: PriceBasis; price: RentalPrice };
  /** Where the entry is logged: the rental itself unless told (an approval is logged on its request). */
  logTarget?: { type: string; id: number };
  details: (rental: Rental) => StaffLogDetails;
}

/**
 * The one way a rental comes to be: saved in BOOKED_STATUS and logged, in the caller's
 * transaction. Call it inside reserveVehicle (bookings/vehicle-schedule.ts), which has locked the
 * car and checked its dates.
 */
export async function bookRental(manager: EntityManager, booking: RentalBooking): Promise<Rental> {
  const entry = RENTAL_ENTRIES[booking.entry];
  if (!entry.roles.includes(booking.actor.role)) throw appError(AUTH_ERRORS.PERMISSION_DENIED);
  const { basis, price } = booking.priced;
  const rental = await manager.save(
    manager.create(Rental, {
      ...booking.values,
      totalDays: price.totalDays,
      rentalPerDay: fromSen(basis.vehicle.plan.dailySen),
      deposit: fromSen(price.depositSen),
      discount: fromSen(price.discountSen),
      grandTotal: fromSen(price.totalSen),
      serviceTaxAdded: fromSen(price.addedTaxSen),
      priceBasis: basis,
      status: BOOKED_STATUS,
    }),
  );
  // The account opens with the booking: each line of its price and the deposit asked.
  await postEntries(manager, rental.id, bookingEntries(rental.id, price), null);
  const target = booking.logTarget ?? { type: 'rental', id: rental.id };
  await recordServerLog(manager, booking.actor, {
    action: entry.log,
    targetType: target.type,
    targetId: target.id,
    details: booking.details(rental),
  });
  return rental;
}
