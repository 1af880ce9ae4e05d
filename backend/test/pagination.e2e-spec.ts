import request from 'supertest';
import { Payment } from '../src/payments/entities/payment.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp } from './setup/isolated-app';
import { TestApp } from './setup/test-app';

const ROWS = 25;

/**
 * Pages of the lists that join a many-to-one relation (common/pagination/find-page.ts): the right
 * rows in the right order on every page, the related record joined, and the total of all rows.
 */
describe('Paged lists with a joined relation (API)', () => {
  let t: TestApp;
  let staffToken: string;
  let customerToken: string;
  let rentals: Rental[];
  let payments: Payment[];

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    const customer = await makeCustomer(t.dataSource, { fullName: 'Nur Aisyah binti Ahmad' });
    customerToken = await tokenFor(t.app, customer.id, 'customer');
    const vehicle = await makeVehicle(t.dataSource);
    rentals = [];
    payments = [];
    // Pairs share a creation time, so the id breaks the tie (newest first, then highest id).
    for (let index = 0; index < ROWS; index += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2)));
      rentals.push(
        await makeRental(
          t.dataSource,
          customer,
          vehicle,
          { startDate: daysFromToday(index * 3 + 1), endDate: daysFromToday(index * 3 + 2), status: 'completed' },
          { vehicle: `Car ${index}`, createdAt },
        ),
      );
      payments.push(
        await t.dataSource.getRepository(Payment).save({
          customerId: customer.id,
          rentalId: index % 5 === 0 ? null : rentals[index].id,
          amount: `${index + 1}.00`,
          paymentMethod: 'online_banking',
          paymentFor: 'rental-payment',
          createdAt,
        }),
      );
    }
  });

  afterAll(() => t.close());

  const newestFirst = <T extends { id: number; createdAt: Date }>(rows: T[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
  const get = (path: string, token: string) => request(t.server).get(path).set('Authorization', `Bearer ${token}`);

  it.each([
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 10],
  ])("staff rentals, page %i of %i: newest first, each with its customer's name, total of all", async (page, limit) => {
    const response = await get(`/api/staff/rentals?page=${page}&limit=${limit}`, staffToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: ROWS, page, limit });
    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(
      newestFirst(rentals).slice((page - 1) * limit, page * limit),
    );
    for (const item of response.body.items) expect(item.customerName).toBe('Nur Aisyah binti Ahmad');
  });

  it('staff rentals filtered by status count only the matching rows', async () => {
    const response = await get('/api/staff/rentals?status=active&page=1&limit=10', staffToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ items: [], total: 0 });
  });

  it.each([1, 2, 3])("a customer's payment history, page %i: newest first, the rental's vehicle joined where linked", async (page) => {
    const response = await get(`/api/payments/customer?page=${page}&limit=10`, customerToken);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(ROWS);
    const expected = newestFirst(payments).slice((page - 1) * 10, page * 10);
    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(expected);
    for (const item of response.body.items) {
      const index = payments.findIndex((payment) => payment.id === item.id);
      expect(item.rentalVehicle).toBe(index % 5 === 0 ? null : `Car ${index}`);
    }
  });

  it("a customer's own rentals (My Bookings), last page", async () => {
    const response = await get('/api/rentals/mine?page=3&limit=10', customerToken);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(ROWS);
    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(newestFirst(rentals).slice(20));
  });
});
