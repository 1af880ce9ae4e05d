import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import { Rental } from '../entities/rental.entity';
import { CustomerRentalView } from './customer-rental.view';
import { RentalView } from './rental.view';
import { accountSummary } from '../../ledger/rental-account';
import { EMPTY_TOTALS } from '../../ledger/rental-ledger';

describe('RentalView', () => {
  const rental = {
    id: 1,
    customerId: 9,
    vehicle: 'Myvi',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    totalDays: 1,
    rentalPerDay: '150.00',
    deposit: '200.00',
    discount: '0.00',
    grandTotal: '350.00',
    returnTime: '18:00',
    status: 'active',
  } as Rental;

  it("shows the customer's name when the customer is loaded", () => {
    expect(RentalView.of({ ...rental, customer: { fullName: 'Aisyah' } } as Rental).customerName).toBe('Aisyah');
  });

  it("shows 'Unknown' when there is no customer record", () => {
    expect(RentalView.of(rental).customerName).toBe('Unknown');
  });

  it('names the SST its grand total carries on top of the prices, as the booking kept it', () => {
    expect(RentalView.of({ ...rental, serviceTaxAdded: '0.00' } as Rental).serviceTaxAdded).toBe('0.00');
    expect(RentalView.of({ ...rental, grandTotal: '362.00', serviceTaxAdded: '12.00' } as Rental).serviceTaxAdded).toBe('12.00');
  });
});

describe('the vehicle a rental view names', () => {
  const rental = {
    id: 1,
    customerId: 9,
    vehicleId: 3,
    vehicle: 'Perodua Myvi 1.5 AV',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    totalDays: 1,
    rentalPerDay: '100.00',
    deposit: '200.00',
    discount: '0.00',
    returnTime: '18:00',
    grandTotal: '300.00',
    status: 'active',
  } as Rental;
  const myvi = { id: 3, name: 'Perodua Myvi 1.5 AV', make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY 1234' } as Vehicle;

  it('is the display name of its car, plate included, beside the name kept on the rental', () => {
    expect(RentalView.of({ ...rental, vehicleRecord: myvi } as Rental)).toMatchObject({
      vehicle: 'Perodua Myvi 1.5 AV',
      vehicleDisplayName: 'Perodua Myvi - WXY 1234',
    });
    expect(CustomerRentalView.of({ ...rental, vehicleRecord: myvi } as Rental, accountSummary(EMPTY_TOTALS)).vehicleDisplayName).toBe(
      'Perodua Myvi - WXY 1234',
    );
  });

  it('is the kept name once the car is no longer in the fleet', () => {
    expect(RentalView.of({ ...rental, vehicleId: null, vehicleRecord: null } as Rental).vehicleDisplayName).toBe('Perodua Myvi 1.5 AV');
  });
});
