import request from 'supertest';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const TOO_MANY_PENDING = 'You already have 5 pending booking requests. Please wait for our reply before requesting more.';

describe('Booking ranges and the cap on pending requests (API)', () => {
  let t: TestApp;
  let vehicle: Vehicle;

  beforeAll(async () => {
    t = await createTestApp();
    vehicle = await makeVehicle(t.dataSource);
  });

  afterAll(() => t.close());

  const checkAvailability = (startDate: string, endDate: string) =>
    request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send({ startDate, endDate });
  const requestBooking = async (customer: Customer, startDate: string, endDate: string) =>
    request(t.server)
      .post('/api/booking-requests')
      .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
      .send({ vehicleId: vehicle.id, startDate, endDate });

  describe('date ranges (MAX_RENTAL_DAYS = 90 by default; at most 365 days ahead)', () => {
    it('takes 90 days and refuses 91, in the availability check and in booking requests alike', async () => {
      expect((await checkAvailability(daysFromToday(1), daysFromToday(91))).status).toBe(200);
      const tooLong = await checkAvailability(daysFromToday(1), daysFromToday(92));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({
        statusCode: 400,
        code: 'BOOKING_TOO_LONG',
        message: 'A booking can be at most 90 days long',
        error: 'Bad Request',
        params: { days: 90 },
      });

      const customer = await makeCustomer(t.dataSource);
      expect((await requestBooking(customer, daysFromToday(1), daysFromToday(92))).body.message).toBe(
        'A booking can be at most 90 days long',
      );
      expect((await requestBooking(customer, daysFromToday(1), daysFromToday(91))).status).toBe(201);
    });

    it('takes a start 365 days ahead and refuses 366', async () => {
      expect((await checkAvailability(daysFromToday(365), daysFromToday(366))).status).toBe(200);
      const tooFar = await checkAvailability(daysFromToday(366), daysFromToday(367));
      expect(tooFar.status).toBe(400);
      expect(tooFar.body.message).toBe('Bookings can start at most 365 days from today');

      const customer = await makeCustomer(t.dataSource);
      expect((await requestBooking(customer, daysFromToday(366), daysFromToday(367))).body.message).toBe(
        'Bookings can start at most 365 days from today',
      );
      expect((await checkAvailability('9999-12-30', '9999-12-31')).status).toBe(400);
    });

    it('keeps the existing rules: not in the past, not ending before the start', async () => {
      expect((await checkAvailability(daysFromToday(-1), daysFromToday(2))).body.message).toBe('Start date cannot be in the past');
      expect((await checkAvailability(daysFromToday(5), daysFromToday(4))).body.message).toBe('End date cannot be before the start date');
    });
  });

  describe('at most 5 pending requests per customer', () => {
    it('refuses the 6th pending request with 409; decided requests do not count', async () => {
      const customer = await makeCustomer(t.dataSource);
      for (const status of ['approved', 'rejected'] as const) {
        await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(200), endDate: daysFromToday(201), status });
      }
      for (let i = 0; i < 5; i += 1) {
        expect((await requestBooking(customer, daysFromToday(20 + i), daysFromToday(21 + i))).status).toBe(201);
      }
      const sixth = await requestBooking(customer, daysFromToday(30), daysFromToday(31));
      expect(sixth.status).toBe(409);
      expect(sixth.body).toEqual({
        statusCode: 409,
        code: 'TOO_MANY_PENDING_REQUESTS',
        message: TOO_MANY_PENDING,
        error: 'Conflict',
        params: { count: 5 },
      });

      // Another customer is not affected.
      expect((await requestBooking(await makeCustomer(t.dataSource), daysFromToday(30), daysFromToday(31))).status).toBe(201);
    });

    it('holds under concurrency: 10 parallel requests with 4 pending, exactly one succeeds', async () => {
      const customer = await makeCustomer(t.dataSource);
      for (let i = 0; i < 4; i += 1) {
        await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(40 + i), endDate: daysFromToday(41 + i) });
      }
      const token = await tokenFor(t.app, customer.id, 'customer');
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request(t.server)
            .post('/api/booking-requests')
            .set('Authorization', `Bearer ${token}`)
            .send({ vehicleId: vehicle.id, startDate: daysFromToday(50 + i), endDate: daysFromToday(51 + i) }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      expect(responses.filter((response) => response.status === 409).every((response) => response.body.message === TOO_MANY_PENDING)).toBe(
        true,
      );
      expect(await t.dataSource.getRepository(BookingRequest).countBy({ customerId: customer.id, status: 'pending' })).toBe(5);
    });
  });
});
