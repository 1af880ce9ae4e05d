import { grandTotal, rentalDays } from './pricing';

describe('rental pricing', () => {
  it('counts days between pickup and return, at least one', () => {
    expect(rentalDays('2026-12-01', '2026-12-04')).toBe(3);
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-31', '2027-01-02')).toBe(2);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('prices in sen without floating-point drift', () => {
    expect(grandTotal({ rentalPerDay: '120.00', totalDays: 3, deposit: '200.00' })).toBe('560.00');
    expect(grandTotal({ rentalPerDay: '33.33', totalDays: 3, deposit: '0.01', discount: '10.00' })).toBe('90.00');
    expect(grandTotal({ rentalPerDay: '0.10', totalDays: 3, deposit: '0.20' })).toBe('0.50');
  });
});
