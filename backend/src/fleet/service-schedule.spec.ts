import fc from 'fast-check';
import { addMonths } from '../common/dates/date-math';
import { serviceStatus, ServiceRecord } from './service-schedule';

const car = (overrides: Partial<ServiceRecord> = {}): ServiceRecord => ({
  odometerKm: 0,
  serviceEveryKm: 10_000,
  serviceEveryMonths: 6,
  lastServiceOn: '2026-06-15',
  lastServiceKm: 20_000,
  sinceOn: '2024-01-01',
  ...overrides,
});

describe('serviceStatus', () => {
  it('is due at the distance or the time, whichever comes first', () => {
    expect(serviceStatus(car({ odometerKm: 29_999 }), '2026-12-14')).toEqual({
      nextServiceKm: 30_000,
      nextServiceOn: '2026-12-15',
      due: false,
    });
    expect(serviceStatus(car({ odometerKm: 30_000 }), '2026-12-14').due).toBe(true);
    expect(serviceStatus(car({ odometerKm: 21_000 }), '2026-12-15').due).toBe(true);
  });

  it('counts from 0 km and the first registration before any service, and a car without a schedule is never due', () => {
    expect(serviceStatus(car({ lastServiceOn: null, lastServiceKm: null, odometerKm: 9_000 }), '2024-06-30')).toEqual({
      nextServiceKm: 10_000,
      nextServiceOn: '2024-07-01',
      due: false,
    });
    expect(serviceStatus(car({ serviceEveryKm: null, serviceEveryMonths: null, odometerKm: 999_999 }), '2030-01-01')).toEqual({
      nextServiceKm: null,
      nextServiceOn: null,
      due: false,
    });
  });

  it('is due exactly when the odometer reaches the next service or the day arrives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 500, max: 50_000 }),
        fc.integer({ min: 0, max: 400 }),
        (odometerKm, everyKm, daysOn) => {
          const today = new Date(Date.UTC(2026, 0, 1 + daysOn)).toISOString().slice(0, 10);
          const status = serviceStatus(car({ odometerKm, serviceEveryKm: everyKm, lastServiceKm: 0, lastServiceOn: '2026-01-01' }), today);
          expect(status.due).toBe(odometerKm >= everyKm || today >= '2026-07-01');
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month end when the month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-06-15', 6)).toBe('2026-12-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});
