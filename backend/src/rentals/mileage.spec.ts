import { quoteExtraMileage } from './mileage';

describe('quoteExtraMileage', () => {
  const rental = { currentMileage: 10_000, mileageLimit: 200, totalDays: 3, extraMileageCharge: '0.35' };

  it('charges the km beyond the limit for every day, in whole sen', () => {
    expect(quoteExtraMileage(rental, 10_650)).toEqual({
      startMileage: 10_000,
      returnMileage: 10_650,
      drivenKm: 650,
      allowedKm: 600,
      extraKm: 50,
      extraMileageCharge: '0.35',
      extraMileageFee: '17.50',
    });
  });

  it('charges nothing within the limit', () => {
    expect(quoteExtraMileage(rental, 10_600)).toMatchObject({ extraKm: 0, extraMileageFee: '0.00' });
  });

  it('treats a limit of 0 as unlimited', () => {
    expect(quoteExtraMileage({ ...rental, mileageLimit: 0 }, 99_000)).toMatchObject({
      drivenKm: 89_000,
      allowedKm: null,
      extraKm: 0,
      extraMileageFee: '0.00',
    });
  });

  it('does not drift like floating point would (0.1 x 3 km)', () => {
    expect(quoteExtraMileage({ ...rental, extraMileageCharge: '0.1' }, 10_603).extraMileageFee).toBe('0.30');
  });
});
