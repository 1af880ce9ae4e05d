import { describe, expect, it } from 'vitest';
import { calendarItem, december } from '../test/calendarFactory';
import { bookingsByDay, isBookable, monthRange, parseMonth, shiftMonth } from './calendarMonth';
import { UNKNOWN_VEHICLE_COLOUR, VEHICLE_PALETTE, vehicleColours } from './vehicleColours';

describe('calendar months', () => {
  it('reads only real months from the address', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(parseMonth('1969-12')).toBeNull();
    expect(parseMonth('2026-12-01')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('takes bookings from today on, never on a past day', () => {
    expect(isBookable('2026-12-09', '2026-12-09')).toBe(true);
    expect(isBookable('2027-01-01', '2026-12-31')).toBe(true);
    expect(isBookable('2026-12-08', '2026-12-09')).toBe(false);
  });

  it('steps across years and covers the whole month, leap days included', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('puts a booking on every day from its start to its end, clipped to the month', () => {
    const byDay = bookingsByDay(december().items, monthRange('2026-12'));
    const ids = (day: string) => byDay.get(day)?.map((item) => item.id);
    expect(ids('2026-12-01')).toEqual([10, 11]);
    expect(ids('2026-12-03')).toEqual([11, 12, 13, 14, 15]);
    expect(ids('2026-12-06')).toEqual([14]);
    expect(ids('2026-12-07')).toBeUndefined();
    expect(ids('2026-12-12')).toEqual([16]);
    expect(byDay.has('2026-11-30')).toBe(false);
    expect([...byDay.keys()]).toHaveLength(9);
  });
});

describe('vehicle colours', () => {
  it('gives the active vehicles the palette in order, cycling after 30, and grey to any other', () => {
    expect(VEHICLE_PALETTE).toHaveLength(30);
    expect(new Set(VEHICLE_PALETTE).size).toBe(30);
    const vehicles = Array.from({ length: 32 }, (_, index) => ({ id: index + 1, displayName: `Car ${index + 1}` }));
    const colours = vehicleColours(vehicles);
    const item = (vehicleId: number | null) => calendarItem({ id: 1, vehicleId });
    expect(colours.ofItem(item(1))).toBe(VEHICLE_PALETTE[0]);
    expect(colours.ofItem(item(30))).toBe(VEHICLE_PALETTE[29]);
    expect(colours.ofItem(item(31))).toBe(VEHICLE_PALETTE[0]);
    expect(colours.ofItem(item(99))).toBe(UNKNOWN_VEHICLE_COLOUR);
    expect(colours.ofItem(item(null))).toBe(UNKNOWN_VEHICLE_COLOUR);
    expect(colours.isKnown(item(99))).toBe(false);
  });

  it('keeps white text readable (4.5:1) on every colour', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const colour of [...VEHICLE_PALETTE, UNKNOWN_VEHICLE_COLOUR]) {
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
