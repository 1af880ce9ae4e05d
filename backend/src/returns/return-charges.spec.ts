import fc from 'fast-check';
import { returnDueAt } from '../rentals/rental-due';
import { fuelCharge, lateHourlySen, lateReturnCharge, policyCharges, ReturnPolicy } from './return-charges';

const policy: ReturnPolicy = { fuelChargePerBarSen: 1_000, lateReturnGraceMinutes: 60, lateReturnHourlyPercent: 10 };
const due = returnDueAt({ endDate: '2026-11-20', returnTime: '18:00' });
const after = (minutes: number) => new Date(due.getTime() + minutes * 60_000);

describe('fuel short', () => {
  it('charges each bar below the pickup level, an empty tank included, and nothing for a fuller tank', () => {
    expect(fuelCharge(6, 4, 1_000)).toEqual({ barsShort: 2, amountSen: 2_000 });
    expect(fuelCharge(8, 0, 1_000)).toEqual({ barsShort: 8, amountSen: 8_000 });
    expect(fuelCharge(4, 8, 1_000)).toEqual({ barsShort: 0, amountSen: 0 });
    expect(fuelCharge(null, 0, 1_000)).toEqual({ barsShort: 0, amountSen: 0 });
  });

  it('refuses levels outside 0 to 8 and prices that are not whole sen', () => {
    expect(() => fuelCharge(9, 0, 1_000)).toThrow(RangeError);
    expect(() => fuelCharge(4, -1, 1_000)).toThrow(RangeError);
    expect(() => fuelCharge(4, 2.5, 1_000)).toThrow(RangeError);
    expect(() => fuelCharge(4, 2, 10.5)).toThrow(RangeError);
  });

  it('is never negative and never more than a full tank', () => {
    const level = fc.integer({ min: 0, max: 8 });
    fc.assert(
      fc.property(level, level, fc.integer({ min: 0, max: 100_000 }), (out, back, price) => {
        const { barsShort, amountSen } = fuelCharge(out, back, price);
        return barsShort >= 0 && barsShort <= out && amountSen === barsShort * price && amountSen <= 8 * price;
      }),
    );
  });
});

describe('late return', () => {
  it('is due at the return time of the end date in Kuala Lumpur', () => {
    expect(due.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('is free up to the last grace minute and charges the first started hour one minute later', () => {
    expect(lateReturnCharge(due, after(-300), 10_000, policy).amountSen).toBe(0);
    expect(lateReturnCharge(due, after(60), 10_000, policy).amountSen).toBe(0);
    expect(lateReturnCharge(due, new Date(after(61).getTime() - 1), 10_000, policy).amountSen).toBe(0);
    expect(lateReturnCharge(due, after(61), 10_000, policy)).toMatchObject({ minutesLate: 61, hours: 1, amountSen: 1_000 });
    expect(lateReturnCharge(due, after(120), 10_000, policy)).toMatchObject({ hours: 1, amountSen: 1_000 });
    expect(lateReturnCharge(due, after(121), 10_000, policy)).toMatchObject({ hours: 2, amountSen: 2_000 });
  });

  it('stops at one daily rate for the first day and adds one more daily rate per further day', () => {
    // 10 started hours reach the daily rate; 20 do not pass it.
    expect(lateReturnCharge(due, after(60 + 600), 10_000, policy).amountSen).toBe(10_000);
    expect(lateReturnCharge(due, after(60 + 1_200), 10_000, policy).amountSen).toBe(10_000);
    expect(lateReturnCharge(due, after(60 + 1_440), 10_000, policy)).toMatchObject({ fullDays: 1, hours: 0, amountSen: 10_000 });
    expect(lateReturnCharge(due, after(60 + 1_441), 10_000, policy)).toMatchObject({ fullDays: 1, hours: 1, amountSen: 11_000 });
    expect(lateReturnCharge(due, after(60 + 3 * 1_440 - 1), 10_000, policy).amountSen).toBe(30_000);
  });

  it('rounds the hourly fee to the nearest sen, half up', () => {
    expect(lateHourlySen(12_345, 10)).toBe(1_235);
    expect(lateHourlySen(12_344, 10)).toBe(1_234);
    expect(lateHourlySen(5, 10)).toBe(1);
  });

  it('never charges more than a daily rate per started day late, and never less for a later return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 1_440 }),
        fc.integer({ min: 0, max: 1_440 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_440 }),
        fc.integer({ min: 0, max: 100 }),
        (minutes, more, daily, grace, percent) => {
          const terms = { ...policy, lateReturnGraceMinutes: grace, lateReturnHourlyPercent: percent };
          const charge = lateReturnCharge(due, after(minutes), daily, terms);
          const later = lateReturnCharge(due, after(minutes + more), daily, terms);
          const daysLate = Math.ceil(Math.max(0, minutes - grace) / 1_440);
          return (
            Number.isInteger(charge.amountSen) &&
            charge.amountSen >= 0 &&
            charge.amountSen <= daysLate * daily &&
            (minutes > grace || charge.amountSen === 0) &&
            later.amountSen >= charge.amountSen
          );
        },
      ),
    );
  });
});

describe('the policy charges of one return', () => {
  it('adds fuel, lateness and extra mileage as the rental and the settings give them', () => {
    const charges = policyCharges(
      {
        endDate: '2026-11-20',
        returnTime: '18:00',
        rentalPerDay: '120.00',
        fuelLevel: 6,
        currentMileage: 10_000,
        mileageLimit: 200,
        totalDays: 2,
        extraMileageCharge: '0.50',
      },
      { returnedAt: new Date('2026-11-20T12:30:00.000Z'), returnFuel: 3, returnMileage: 10_450 },
      policy,
    );
    expect(charges.fuel).toEqual({ barsShort: 3, amountSen: 3_000 });
    // 150 minutes late: 90 past the grace, two started hours of RM 12.00.
    expect(charges.late).toMatchObject({ minutesLate: 150, hours: 2, amountSen: 2_400 });
    expect(charges.mileage).toEqual({ drivenKm: 450, allowedKm: 400, extraKm: 50, perKmSen: 50, amountSen: 2_500 });
  });
});
