import { DataSource } from 'typeorm';
import { readDbSettings } from '../src/config/settings';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeCustomer } from './factories/customer.factory';
import { uniqueSuffix } from './factories/unique';

const TABLES = [
  'customers',
  'rentals',
  'staff',
  'vehicles',
  'deliveries',
  'invoices',
  'staff_logs',
  'payments',
  'booking_requests',
  'customer_badges',
  'customer_activity',
  'customer_reviews',
  'loyalty_tiers',
];

describe('Schema and migrations (real database)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(buildDataSourceOptions(readDbSettings(process.env)));
    await dataSource.initialize();
  });

  afterAll(() => dataSource.destroy());

  it('has every table of the data model', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      for (const table of TABLES) await expect(runner.hasTable(table)).resolves.toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('applies the column defaults and keeps money as "0.00" strings on every driver', async () => {
    const customer = await makeCustomer(dataSource);
    const stored = await dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(stored).toMatchObject({ status: 'active', hasAcceptedTerms: false, loyaltyPoints: 0, hashedPassword: null });
    expect(stored.createdAt).toBeInstanceOf(Date);

    const vehicle = await dataSource
      .getRepository(Vehicle)
      .save({ name: `Car ${uniqueSuffix()}`, make: 'Perodua', model: 'Axia', category: 'Compact' });
    const storedVehicle = await dataSource.getRepository(Vehicle).findOneByOrFail({ id: vehicle.id });
    expect(storedVehicle).toMatchObject({ mileageLimit: 0, isActive: true, dailyRate: '100.00', deposit: '200.00', plateIdentifier: null });

    const rental = await dataSource.getRepository(Rental).save({
      customerId: customer.id,
      vehicleId: vehicle.id,
      vehicle: vehicle.name,
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      totalDays: 3,
      rentalPerDay: '99.9',
      deposit: '200',
      grandTotal: '499.70',
    });
    const storedRental = await dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id });
    expect(storedRental).toMatchObject({
      status: 'awaiting_agreement',
      pickupTime: '09:00',
      returnTime: '18:00',
      currentMileage: 0,
      discount: '0.00',
      rentalPerDay: '99.90',
      deposit: '200.00',
      grandTotal: '499.70',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
    });
  });

  it('enforces unique keys and foreign keys', async () => {
    const customer = await makeCustomer(dataSource);
    await expect(makeCustomer(dataSource, { email: customer.email })).rejects.toThrow();
    await dataSource.getRepository(StaffMember).save({ username: `dup_${customer.id}`, hashedPassword: 'x' });
    await expect(dataSource.getRepository(StaffMember).insert({ username: `dup_${customer.id}`, hashedPassword: 'y' })).rejects.toThrow();
    await expect(
      dataSource.getRepository(Rental).insert({
        customerId: 987654,
        vehicle: 'x',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        totalDays: 1,
        rentalPerDay: '1',
        deposit: '1',
        grandTotal: '2',
      }),
    ).rejects.toThrow();
  });

  it('has the indexes the rental and booking queries need', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const rentals = await runner.getTable('rentals');
      const names = rentals?.indices.map((index) => index.name) ?? [];
      expect(names).toEqual(expect.arrayContaining(['IDX_rentals_vehicle_dates', 'IDX_rentals_customer', 'IDX_rentals_status']));
      const requests = await runner.getTable('booking_requests');
      expect(requests?.indices.map((index) => index.name)).toContain('IDX_booking_requests_status');
    } finally {
      await runner.release();
    }
  });
});
