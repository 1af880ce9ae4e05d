import { describe, expect, it } from 'vitest';
import { fleetBookingPath, readBookingLink } from './bookingLink';

const read = (path: string) => readBookingLink(new URL(path, 'http://app.test').searchParams);

describe('booking links', () => {
  it('carries the car, the dates and the chosen extras through sign-in and back', () => {
    const path = fleetBookingPath(12, { startDate: '2026-12-01', endDate: '2026-12-03' }, { addOns: { 3: 2, 5: 1 }, deliveryZoneId: 4 });
    expect(path).toBe('/vehicles?vehicle=12&start=2026-12-01&end=2026-12-03&addOn=3x2&addOn=5x1&zone=4');
    expect(read(path)).toEqual({
      vehicleId: 12,
      range: { startDate: '2026-12-01', endDate: '2026-12-03' },
      extras: { addOns: { 3: 2, 5: 1 }, deliveryZoneId: 4 },
    });
  });

  it('keeps a link without extras as it was', () => {
    expect(fleetBookingPath(7, { startDate: '', endDate: '' })).toBe('/vehicles?vehicle=7');
    expect(read('/vehicles?vehicle=7')).toEqual({
      vehicleId: 7,
      range: { startDate: '', endDate: '' },
      extras: { addOns: {}, deliveryZoneId: null },
    });
  });

  it('leaves out what an edited address gets wrong, and ignores one without a car', () => {
    const link = read('/vehicles?vehicle=7&start=2026-02-30&addOn=3x0&addOn=4x11&addOn=x2&addOn=01x1&addOn=5x1&addOn=6x1.5&zone=-1');
    expect(link).toEqual({ vehicleId: 7, range: { startDate: '', endDate: '' }, extras: { addOns: { 5: 1 }, deliveryZoneId: null } });
    expect(read('/vehicles?vehicle=0&addOn=5x1')).toBeNull();
    expect(read('/vehicles?vehicle=99999999999')).toBeNull();
  });

  it('reads no more add-ons than a car could be offered', () => {
    const many = Array.from({ length: 50 }, (_, index) => `addOn=${index + 1}x1`).join('&');
    expect(Object.keys(read(`/vehicles?vehicle=1&${many}`)!.extras.addOns)).toHaveLength(20);
  });
});
