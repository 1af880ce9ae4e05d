import { restedEnough, restsFrom, restsUntil, turnaroundReachDays } from './turnaround';

describe('turnaround buffer', () => {
  const returned = { date: '2026-12-05', time: '18:00' };

  it('lets a car out once the hours have passed, to the minute, and always with no buffer', () => {
    expect(restedEnough(returned, { date: '2026-12-06', time: '09:00' }, 0)).toBe(true);
    expect(restedEnough(returned, { date: '2026-12-06', time: '09:00' }, 15)).toBe(true);
    expect(restedEnough(returned, { date: '2026-12-06', time: '08:59' }, 15)).toBe(false);
    expect(restedEnough(returned, { date: '2026-12-06', time: '17:59' }, 24)).toBe(false);
    expect(restedEnough(returned, { date: '2026-12-06', time: '18:00' }, 24)).toBe(true);
    expect(restedEnough(returned, { date: '2026-12-08', time: '17:59' }, 72)).toBe(false);
  });

  it('names the last day the rest keeps the car after a return and the first before a pickup', () => {
    expect(restsUntil(returned, 24)).toBe('2026-12-06');
    // Ready at exactly midnight: the next day is free from its first minute.
    expect(restsUntil(returned, 6)).toBe('2026-12-05');
    expect(restsUntil(returned, 7)).toBe('2026-12-06');
    expect(restsFrom({ date: '2026-12-10', time: '09:00' }, 24)).toBe('2026-12-09');
    expect(restsFrom({ date: '2026-12-10', time: '09:00' }, 9)).toBe('2026-12-10');
    expect(restsFrom({ date: '2026-12-10', time: '09:00' }, 10)).toBe('2026-12-09');
  });

  it('looks far enough either side for any time of day', () => {
    for (const hours of [1, 23, 24, 25, 48, 72]) {
      const reach = turnaroundReachDays(hours);
      // The latest a rest can run: a return at 23:59 plus the hours.
      expect(restsUntil({ date: '2026-12-05', time: '23:59' }, hours) <= `2026-12-${String(5 + reach).padStart(2, '0')}`).toBe(true);
    }
    expect(turnaroundReachDays(0)).toBe(0);
  });
});
