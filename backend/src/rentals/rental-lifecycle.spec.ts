import { flatBasis } from '../bookings/pricing';
import { priceRental } from '../pricing/rental-price';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { RentalRefund } from '../ledger/entities/rental-refund.entity';
import { Payment } from '../payments/entities/payment.entity';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { ConflictException, ForbiddenException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUser, Role, ROLES } from '../auth/auth-user';
import { Customer } from '../customers/entities/customer.entity';
import { StaffLog } from '../staff-logs/entities/staff-log.entity';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { Rental } from './entities/rental.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import {
  AWAITING_ACTION,
  BILLABLE,
  BOOKED_STATUS,
  bookRental,
  EARNING,
  FINISHED,
  HOLDS_VEHICLE,
  ON_SCHEDULE,
  ON_THE_ROAD,
  RENTAL_ACTIONS,
  RENTAL_STATUSES,
  RENTAL_TRANSITIONS,
  RentalAction,
  rentalActions,
  RentalStatus,
  RETURNED,
  statusIn,
  transitionRental,
} from './rental-lifecycle';

/**
 * The lifecycle written out again by hand, status by action: the status a move leads to, or null
 * where it is refused. Its rows and columns must be exactly the module's statuses and actions,
 * so a status or an action added there without being thought through here fails this suite.
 */
// prettier-ignore
const EXPECTED: Record<string, Record<string, string | null>> = {
  awaiting_agreement:    { finalize_agreement: 'approved', hand_over: null,     request_extension: null,                  approve_extension: null,     decline_extension: null,     mark_returned: null,        cancel: 'cancelled', change_extras: 'awaiting_agreement' },
  approved:              { finalize_agreement: null,       hand_over: 'active', request_extension: null,                  approve_extension: null,     decline_extension: null,     mark_returned: null,        cancel: 'cancelled', change_extras: null },
  active:                { finalize_agreement: null,       hand_over: null,     request_extension: 'extension-requested', approve_extension: null,     decline_extension: null,     mark_returned: 'completed', cancel: 'cancelled', change_extras: null },
  'extension-requested': { finalize_agreement: null,       hand_over: null,     request_extension: null,                  approve_extension: 'active', decline_extension: 'active', mark_returned: 'completed', cancel: 'cancelled', change_extras: null },
  completed:             { finalize_agreement: null,       hand_over: null,     request_extension: null,                  approve_extension: null,     decline_extension: null,     mark_returned: null,        cancel: null,        change_extras: null },
  cancelled:             { finalize_agreement: null,       hand_over: null,     request_extension: null,                  approve_extension: null,     decline_extension: null,     mark_returned: null,        cancel: null,        change_extras: null },
};

/** Who makes each move: the rental's own customer, or staff (and the admin, who may do whatever staff may). */
const MADE_BY: Record<string, 'customer' | 'staff'> = {
  finalize_agreement: 'staff',
  hand_over: 'staff',
  request_extension: 'customer',
  approve_extension: 'staff',
  decline_extension: 'staff',
  mark_returned: 'staff',
  cancel: 'staff',
  change_extras: 'staff',
};

const sorted = (values: readonly string[]) => [...values].sort();
const mayAct = (action: string, role: Role) => (MADE_BY[action] === 'customer' ? role === 'customer' : role !== 'customer');

describe('The rental lifecycle table', () => {
  it('has a hand-checked row for every status and a column for every action', () => {
    expect(sorted(Object.keys(EXPECTED))).toEqual(sorted(RENTAL_STATUSES));
    for (const status of RENTAL_STATUSES) expect(sorted(Object.keys(EXPECTED[status]))).toEqual(sorted(RENTAL_ACTIONS));
    expect(sorted(Object.keys(MADE_BY))).toEqual(sorted(RENTAL_ACTIONS));
  });

  it('matches the hand-checked table: the moves, where they lead and who makes them', () => {
    for (const action of RENTAL_ACTIONS) {
      const rule = RENTAL_TRANSITIONS[action];
      const from = RENTAL_STATUSES.filter((status) => EXPECTED[status][action] !== null);
      expect({ action, from: sorted(rule.from) }).toEqual({ action, from: sorted(from) });
      for (const status of from) expect({ action, status, to: rule.to }).toEqual({ action, status, to: EXPECTED[status][action] });
      for (const role of ROLES)
        expect({ action, role, allowed: rule.roles.includes(role) }).toEqual({ action, role, allowed: mayAct(action, role) });
    }
  });

  it('leaves no status stranded: each is reached, and each unfinished one has a way on', () => {
    for (const status of RENTAL_STATUSES) {
      const reached = status === BOOKED_STATUS || RENTAL_ACTIONS.some((action) => RENTAL_TRANSITIONS[action].to === status);
      expect({ status, reached }).toEqual({ status, reached: true });
      const leaves = RENTAL_ACTIONS.some((action) => RENTAL_TRANSITIONS[action].from.includes(status));
      expect({ status, leaves }).toEqual({ status, leaves: !FINISHED.includes(status) });
    }
  });

  it('derives the groups the rest of the app reads', () => {
    expect(sorted(HOLDS_VEHICLE)).toEqual(sorted(['awaiting_agreement', 'approved', 'active', 'extension-requested']));
    // Waiting on an extension decision the car is still with the customer.
    expect(sorted(ON_THE_ROAD)).toEqual(sorted(['active', 'extension-requested']));
    expect(sorted(EARNING)).toEqual(sorted(['active', 'completed']));
    expect(sorted(AWAITING_ACTION)).toEqual(sorted(['awaiting_agreement', 'approved', 'extension-requested']));
    expect(sorted(RETURNED)).toEqual(['completed']);
    expect(sorted(FINISHED)).toEqual(sorted(['completed', 'cancelled']));
    expect(sorted(BILLABLE)).toEqual(sorted(RENTAL_STATUSES.filter((status) => status !== 'cancelled')));
    expect(sorted(ON_SCHEDULE)).toEqual(sorted(RENTAL_STATUSES.filter((status) => status !== 'cancelled')));
    // A car on the road is held; a finished rental holds nothing.
    for (const status of ON_THE_ROAD) expect(HOLDS_VEHICLE).toContain(status);
    for (const status of FINISHED) expect(HOLDS_VEHICLE).not.toContain(status);
  });

  it('renders a group as a SQL IN list with bound parameters', () => {
    expect(statusIn('r.status', ON_THE_ROAD, 'onTheRoad')).toEqual({
      condition: 'r.status IN (:...onTheRoad)',
      parameters: { onTheRoad: ['active', 'extension-requested'] },
    });
  });

  it("offers an extension decision only while a request waits, and the request only to the rental's customer", () => {
    const requested = { status: 'extension-requested' as const, customerId: 1, extensionRequestedUntil: '2026-12-10' };
    expect(rentalActions(requested, 'staff')).toEqual(['approve_extension', 'decline_extension', 'mark_returned', 'cancel']);
    expect(rentalActions({ ...requested, extensionRequestedUntil: null }, 'staff')).toEqual(['mark_returned', 'cancel']);
    expect(rentalActions({ ...requested, status: 'active' }, 'customer')).toEqual(['request_extension']);
    expect(rentalActions({ ...requested, status: 'active' }, 'admin')).toEqual(['mark_returned', 'cancel']);
    // The extras change until the agreement is signed, beside the moves of a booked rental.
    expect(rentalActions({ ...requested, status: 'awaiting_agreement' }, 'staff')).toEqual([
      'finalize_agreement',
      'cancel',
      'change_extras',
    ]);
  });
});

describe('transitionRental and bookRental on a database', () => {
  let dataSource: DataSource;
  let owner: Customer;
  let stranger: Customer;
  let vehicle: Vehicle;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Rental, Customer, Vehicle, StaffLog, LedgerEntry, Payment, BookingRequest, StaffMember, RentalRefund],
      synchronize: true,
    });
    await dataSource.initialize();
    const customer = (email: string) =>
      dataSource
        .getRepository(Customer)
        .save({ fullName: 'Nur Aisyah', email, phone: '0123456789', address: 'Petaling Jaya', icPassportNumber: '900101-14-5678' });
    owner = await customer('owner@example.com');
    stranger = await customer('stranger@example.com');
    vehicle = await dataSource.getRepository(Vehicle).save({ name: 'Perodua Myvi', make: 'Perodua', model: 'Myvi', category: 'Hatchback' });
  });

  afterAll(() => dataSource.destroy());

  const actors: Record<Role, AuthUser> = {
    customer: { id: 0, role: 'customer', username: 'owner@example.com', displayName: 'Owner' },
    staff: { id: 11, role: 'staff', username: 'staff', displayName: 'Staff' },
    admin: { id: 12, role: 'admin', username: 'admin', displayName: 'Admin' },
  };
  const actor = (role: Role): AuthUser => (role === 'customer' ? { ...actors.customer, id: owner.id } : actors[role]);

  const rentalIn = (status: RentalStatus, customer: Customer = owner) =>
    dataSource.getRepository(Rental).save({
      customerId: customer.id,
      vehicleId: vehicle.id,
      vehicle: vehicle.name,
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      totalDays: 3,
      rentalPerDay: '100.00',
      deposit: '200.00',
      grandTotal: '500.00',
      status,
      // A waiting request, so a decision is never refused for lack of one.
      extensionRequestedUntil: '2026-12-08',
    });

  /** What the move did: the status after it, or the refusal's HTTP status. */
  async function attempt(
    status: RentalStatus,
    action: RentalAction,
    role: Role,
  ): Promise<{ outcome: string | number; logs: string[]; offered: boolean }> {
    const rental = await rentalIn(status);
    const offered = rentalActions(rental, role).includes(action);
    let outcome: string | number;
    try {
      await dataSource.transaction((manager) =>
        transitionRental(manager, {
          id: rental.id,
          action,
          actor: actor(role),
          refused: (current) => new ConflictException(`refused in ${current?.status}`),
          details: { test: true },
        }),
      );
      outcome = (await dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).status;
    } catch (error) {
      if (error instanceof ConflictException) expect(error.message).toBe(`refused in ${status}`);
      outcome = error instanceof ForbiddenException || error instanceof ConflictException ? error.getStatus() : String(error);
      // A refused move changes nothing.
      await expect(dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({ status });
    }
    const logs = (await dataSource.getRepository(StaffLog).findBy({ targetId: String(rental.id) })).map((log) => log.action);
    return { outcome, logs, offered };
  }

  // Every status x every action x every role.
  const cases = RENTAL_STATUSES.flatMap((status) => RENTAL_ACTIONS.flatMap((action) => ROLES.map((role) => ({ status, action, role }))));

  it.each(cases)('$status, $action by $role', async ({ status, action, role }) => {
    const target = EXPECTED[status][action];
    const allowed = mayAct(action, role);
    const expectedOutcome = !allowed ? 403 : target === null ? 409 : target;
    const expectedLogs = allowed && target !== null && role !== 'customer' ? [RENTAL_TRANSITIONS[action].log] : [];
    await expect(attempt(status, action, role)).resolves.toEqual({
      outcome: expectedOutcome,
      logs: expectedLogs,
      offered: allowed && target !== null,
    });
  });

  it("refuses a customer's move on another customer's rental", async () => {
    const rental = await rentalIn('active', stranger);
    const move = dataSource.transaction((manager) =>
      transitionRental(manager, {
        id: rental.id,
        action: 'request_extension',
        actor: actor('customer'),
        refused: (current) => new ConflictException(`not yours: ${current?.customerId}`),
      }),
    );
    await expect(move).rejects.toThrow(`not yours: ${stranger.id}`);
    await expect(dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({ status: 'active' });
  });

  it("refuses when the caller's own guard no longer holds, and when the rental is gone", async () => {
    const rental = await rentalIn('extension-requested');
    const decide = (id: number) =>
      dataSource.transaction((manager) =>
        transitionRental(manager, {
          id,
          action: 'approve_extension',
          actor: actor('staff'),
          where: { extensionRequestedUntil: '2026-12-09' },
          refused: (current) => new ConflictException(current ? 'changed' : 'gone'),
        }),
      );
    await expect(decide(rental.id)).rejects.toThrow('changed');
    await expect(decide(2_000_000_000)).rejects.toThrow('gone');
  });

  it('books a new rental in the first status, logged where the caller says, and only for staff', async () => {
    const book = (role: Role) =>
      dataSource.transaction((manager) =>
        bookRental(manager, {
          entry: 'approve_request',
          actor: actor(role),
          values: {
            customerId: owner.id,
            vehicleId: vehicle.id,
            vehicle: vehicle.name,
            startDate: '2027-01-01',
            endDate: '2027-01-02',
          },
          priced: (() => {
            const basis = flatBasis({
              vehicleId: vehicle.id,
              category: vehicle.category,
              dailySen: 10_000,
              depositSen: 0,
              startDate: '2027-01-01',
              endDate: '2027-01-02',
            });
            return { basis, price: priceRental({ ...basis, discount: null, serviceTax: null }) };
          })(),
          logTarget: { type: 'booking_request', id: 77 },
          details: (created) => ({ rentalId: created.id }),
        }),
      );
    const rental = await book('staff');
    expect(rental.status).toBe(BOOKED_STATUS);
    await expect(
      dataSource.getRepository(StaffLog).findOneByOrFail({ targetType: 'booking_request', targetId: '77' }),
    ).resolves.toMatchObject({
      action: 'booking_request_approved',
      details: { rentalId: rental.id },
    });
    // Its account opens in the same transaction: the days it was booked for, at their rate.
    await expect(dataSource.getRepository(LedgerEntry).findBy({ rentalId: rental.id })).resolves.toMatchObject([
      { kind: 'charge', category: 'rental_days', amountSen: 10_000, sourceKey: `rental:${rental.id}:days` },
    ]);
    await expect(book('customer')).rejects.toBeInstanceOf(ForbiddenException);
  });
});
