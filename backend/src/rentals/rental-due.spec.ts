import { Rental } from './entities/rental.entity';
import { overdueSince, reminderDue, reminderOwed, RentalTimes } from './rental-due';

/** 2026-12-04 18:00 in Kuala Lumpur is 10:00 UTC. */
const at = (utc: string) => new Date(utc);
const rental = (set: Partial<RentalTimes> = {}): RentalTimes => ({
  status: 'active',
  startDate: '2026-12-01',
  pickupTime: '09:00',
  endDate: '2026-12-04',
  returnTime: '18:00',
  ...set,
});

describe('overdueSince', () => {
  it('is null until the return time has passed and the return instant after it', () => {
    expect(overdueSince(rental(), at('2026-12-04T09:59:00Z'))).toBeNull();
    expect(overdueSince(rental(), at('2026-12-04T10:00:59Z'))).toBeNull();
    expect(overdueSince(rental(), at('2026-12-04T10:01:00Z'))).toEqual(at('2026-12-04T10:00:00Z'));
  });

  it('counts an extension waiting on a decision as still out, and a returned or cancelled rental never', () => {
    const late = at('2026-12-06T00:00:00Z');
    expect(overdueSince(rental({ status: 'extension-requested' }), late)).not.toBeNull();
    for (const status of ['completed', 'cancelled', 'approved', 'awaiting_agreement'] as Rental['status'][])
      expect(overdueSince(rental({ status }), late)).toBeNull();
  });

  it('follows the return day an approved extension moved', () => {
    expect(overdueSince(rental({ endDate: '2026-12-06' }), at('2026-12-05T12:00:00Z'))).toBeNull();
  });
});

describe('reminderDue', () => {
  it('reminds of the pickup 24 hours ahead, only while it is still tomorrow', () => {
    const booked = rental({ status: 'approved' });
    expect(reminderDue('pickup', booked, at('2026-11-30T00:59:00Z'))).toEqual({ at: at('2026-11-30T01:00:00Z'), marker: '2026-12-01' });
    expect(reminderOwed('pickup', booked, null, at('2026-11-30T00:59:00Z'))).toBe(false);
    expect(reminderOwed('pickup', booked, null, at('2026-11-30T01:00:00Z'))).toBe(true);
    expect(reminderOwed('pickup', booked, '2026-12-01', at('2026-11-30T01:00:00Z'))).toBe(false);
    // Past midnight in Kuala Lumpur (16:00 UTC) it is today's pickup: no "tomorrow" e-mail.
    expect(reminderOwed('pickup', booked, null, at('2026-11-30T16:00:00Z'))).toBe(false);
    expect(reminderOwed('pickup', rental({ status: 'cancelled' }), null, at('2026-11-30T02:00:00Z'))).toBe(false);
  });

  it('reminds of the return 24 hours ahead while the car is out', () => {
    expect(reminderOwed('return', rental(), null, at('2026-12-03T09:59:00Z'))).toBe(false);
    expect(reminderOwed('return', rental(), null, at('2026-12-03T10:00:00Z'))).toBe(true);
    expect(reminderOwed('return', rental({ status: 'completed' }), null, at('2026-12-03T10:00:00Z'))).toBe(false);
    expect(reminderOwed('return', rental({ endDate: '2026-12-05' }), '2026-12-04', at('2026-12-04T10:00:00Z'))).toBe(true);
  });

  it('sends an overdue notice at the return time and then once each day at that time', () => {
    expect(reminderOwed('overdue', rental(), null, at('2026-12-04T10:00:59Z'))).toBe(false);
    expect(reminderDue('overdue', rental(), at('2026-12-04T10:01:00Z'))).toMatchObject({ marker: '2026-12-04' });
    expect(reminderOwed('overdue', rental(), null, at('2026-12-04T10:01:00Z'))).toBe(true);
    expect(reminderOwed('overdue', rental(), '2026-12-04', at('2026-12-04T15:59:00Z'))).toBe(false);
    // The next morning: today's notice waits for 18:00.
    expect(reminderOwed('overdue', rental(), '2026-12-04', at('2026-12-05T01:00:00Z'))).toBe(false);
    expect(reminderOwed('overdue', rental(), '2026-12-04', at('2026-12-05T10:01:00Z'))).toBe(true);
    expect(reminderOwed('overdue', rental({ status: 'completed' }), null, at('2026-12-05T10:01:00Z'))).toBe(false);
  });
});
