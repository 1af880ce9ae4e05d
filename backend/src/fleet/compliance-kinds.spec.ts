import fc from 'fast-check';
import { addDays } from '../common/dates/date-math';
import { COMPLIANCE_KINDS, COMPLIANCE_REMINDER_DAYS, lapsedOver, reminderDue } from './compliance-kinds';

const DAY0 = '2026-12-01';
const day = (offset: number) => addDays(DAY0, offset);

describe('lapsedOver', () => {
  it('covers a rental through the expiry day, and not a day past it', () => {
    const insurance = { kind: 'insurance' as const, expiresOn: day(10) };
    expect(lapsedOver([insurance], { startDate: day(5), endDate: day(10) })).toEqual([]);
    expect(lapsedOver([insurance], { startDate: day(5), endDate: day(11) })).toEqual([insurance]);
    // Lapsed before the rental even starts: refused too.
    expect(lapsedOver([insurance], { startDate: day(20), endDate: day(21) })).toEqual([insurance]);
  });

  it('names the earliest lapse first, and only those that lapse', () => {
    const items = [
      { kind: 'permit' as const, expiresOn: day(3) },
      { kind: 'road_tax' as const, expiresOn: day(8) },
      { kind: 'insurance' as const, expiresOn: day(3) },
      { kind: 'inspection' as const, expiresOn: day(40) },
    ];
    expect(lapsedOver(items, { startDate: day(1), endDate: day(9) }).map((item) => item.kind)).toEqual(['insurance', 'permit', 'road_tax']);
  });

  it('is exactly "some day of the range is after the expiry"', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom(...COMPLIANCE_KINDS), expiry: fc.integer({ min: -30, max: 60 }) }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        (raw, start, length) => {
          const items = raw.map(({ kind, expiry }) => ({ kind, expiresOn: day(expiry) }));
          const range = { startDate: day(start), endDate: day(start + length) };
          const lapsed = lapsedOver(items, range);
          for (const item of items) {
            const someDayAfter = Array.from({ length: length + 1 }, (_, offset) => day(start + offset)).some(
              (date) => date > item.expiresOn,
            );
            expect(lapsed.includes(item)).toBe(someDayAfter);
          }
        },
      ),
    );
  });
});

describe('reminderDue', () => {
  it('sends 30, 14, 7 and 1 days ahead, each once, and nothing once lapsed', () => {
    expect(reminderDue(45, null)).toBeNull();
    expect(reminderDue(30, null)).toBe(30);
    expect(reminderDue(20, 30)).toBeNull();
    expect(reminderDue(14, 30)).toBe(14);
    expect(reminderDue(7, 14)).toBe(7);
    expect(reminderDue(2, 7)).toBeNull();
    expect(reminderDue(1, 7)).toBe(1);
    expect(reminderDue(1, 1)).toBeNull();
    expect(reminderDue(0, null)).toBeNull();
    expect(reminderDue(-3, null)).toBeNull();
  });

  it('an item recorded late gets only the closest reminder, not the ones it missed', () => {
    expect(reminderDue(5, null)).toBe(7);
  });

  it('walking day by day sends each reminder whose day is reached exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (startDaysLeft) => {
        let sent: number | null = null;
        const reminders: number[] = [];
        for (let left = startDaysLeft; left >= -2; left -= 1) {
          const due = reminderDue(left, sent);
          if (due !== null) {
            reminders.push(due);
            sent = due;
          }
        }
        const reached = COMPLIANCE_REMINDER_DAYS.filter((days) => days < startDaysLeft);
        const first = COMPLIANCE_REMINDER_DAYS.filter((days) => days >= startDaysLeft).pop();
        expect(reminders).toEqual([...(first === undefined ? [] : [first]), ...reached]);
      }),
    );
  });
});
