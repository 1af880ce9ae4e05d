import { Rental } from '../entities/rental.entity';
import { RentalView } from './rental.view';

describe('RentalView', () => {
  const rental = { id: 1, customerId: 9, vehicle: 'Myvi', startDate: '2026-12-01', endDate: '2026-12-02', status: 'active' } as Rental;

  it("shows the customer's name when the customer is loaded", () => {
    expect(RentalView.of({ ...rental, customer: { fullName: 'Aisyah' } } as Rental).customerName).toBe('Aisyah');
  });

  it("shows 'Unknown' when there is no customer record", () => {
    expect(RentalView.of(rental).customerName).toBe('Unknown');
  });
});
