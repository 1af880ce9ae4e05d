import { kualaLumpurInstant } from '../common/dates/calendar-date';
import { HeldFields, heldAt } from './vehicle-schedule';

const rental = (fields: Partial<HeldFields>): HeldFields => ({
  status: 'completed',
  startDate: '2026-11-10',
  pickupTime: '10:00',
  endDate: '2026-11-12',
  returnTime: '18:00',
  returnDate: '2026-11-12',
  handedOverAt: new Date(kualaLumpurInstant('2026-11-10', '10:05').getTime() + 37_000),
  ...fields,
});
const at = (day: string, time: string) => kualaLumpurInstant(day, time);

describe('when a rental had its car', () => {
  it('runs from the handover minute to the return minute, both included', () => {
    expect(heldAt(rental({}), at('2026-11-10', '10:04'))).toBe(false);
    expect(heldAt(rental({}), at('2026-11-10', '10:05'))).toBe(true);
    expect(heldAt(rental({}), at('2026-11-12', '18:00'))).toBe(true);
    expect(heldAt(rental({}), at('2026-11-12', '18:01'))).toBe(false);
  });

  it('starts at the pickup time without a recorded handover, and ends at an early return', () => {
    expect(heldAt(rental({ handedOverAt: null }), at('2026-11-10', '10:00'))).toBe(true);
    expect(heldAt(rental({ handedOverAt: null }), at('2026-11-10', '09:59'))).toBe(false);
    expect(heldAt(rental({ returnDate: '2026-11-11' }), at('2026-11-12', '09:00'))).toBe(false);
  });

  it('ends at the minute the return inspection recorded the car back, not the agreed return time', () => {
    const inspected = rental({ returnedAt: new Date(at('2026-11-12', '15:42').getTime() + 20_000) });
    expect(heldAt(inspected, at('2026-11-12', '15:42'))).toBe(true);
    expect(heldAt(inspected, at('2026-11-12', '15:43'))).toBe(false);
    // Six hours late: the renter still had the car at 23:59 of the planned last day.
    const late = rental({ returnDate: '2026-11-13', returnedAt: at('2026-11-13', '00:10') });
    expect(heldAt(late, at('2026-11-12', '23:59'))).toBe(true);
    expect(heldAt(late, at('2026-11-13', '00:11'))).toBe(false);
  });

  it('stays open while the car is on the road, and never holds for a rental that never had it', () => {
    expect(heldAt(rental({ status: 'active', returnDate: null }), at('2026-11-20', '09:00'))).toBe(true);
    expect(heldAt(rental({ status: 'extension-requested', returnDate: null }), at('2026-11-13', '09:00'))).toBe(true);
    for (const status of ['awaiting_agreement', 'approved', 'cancelled'] as const) {
      expect(heldAt(rental({ status, returnDate: null }), at('2026-11-11', '09:00'))).toBe(false);
    }
  });
});
