import sharp from 'sharp';
import request from 'supertest';
import { AvailabilityService } from '../src/bookings/availability.service';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { PUBLIC_ANSWERS } from '../src/common/read-cache/fresh-read-cache';
import { VehiclesService } from '../src/vehicles/vehicles.service';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

describe('Public fleet and availability (API)', () => {
  let t: TestApp;
  let customer: Customer;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await makeCustomer(t.dataSource);
  });

  afterAll(() => t.close());

  describe('GET /api/vehicles', () => {
    it('lists active vehicles for visitors with display name, prices and a photo URL', async () => {
      const photoName = await t.app.get(FileStorage).save('vehicle-photos', await makePhoto(400, 300), 'jpg');
      const listed = await makeVehicle(t.dataSource, {
        make: 'Proton',
        model: 'X70',
        plateIdentifier: 'JQM',
        category: 'SUV',
        dailyRate: '220.00',
        deposit: '300.00',
        weekendRate: '260.00',
        photoUrl: photoName,
      });
      const hidden = await makeVehicle(t.dataSource, { isActive: false });

      const response = await request(t.server).get('/api/vehicles');
      expect(response.status).toBe(200);
      const ids = response.body.map((vehicle: { id: number }) => vehicle.id);
      expect(ids).toContain(listed.id);
      expect(ids).not.toContain(hidden.id);
      const view = response.body.find((vehicle: { id: number }) => vehicle.id === listed.id);
      expect(view).toEqual({
        id: listed.id,
        name: listed.name,
        displayName: 'Proton X70 - JQM',
        make: 'Proton',
        model: 'X70',
        category: 'SUV',
        color: null,
        photoUrl: `/api/vehicle-photos/${photoName}`,
        mileageLimit: 0,
        dailyRate: '220.00',
        deposit: '300.00',
        weekendRate: '260.00',
        weeklyRate: null,
        monthlyRate: null,
      });

      const photo = await request(t.server).get(view.photoUrl);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(photo.body as Buffer).metadata()).width).toBe(400);
      expect((await request(t.server).get('/api/vehicle-photos/..%2F.jwt-secret')).status).toBe(404);
    });

    it('is kept between reads (answering 304 to its ETag) and shows a change by staff on the very next read', async () => {
      const vehicle = await makeVehicle(t.dataSource, { dailyRate: '120.00' });
      const staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
      const rateOf = (body: { id: number; dailyRate: string }[]) => body.find((entry) => entry.id === vehicle.id)?.dailyRate;
      const lookups = jest.spyOn(t.app.get(VehiclesService), 'listPublic');
      try {
        const first = await request(t.server).get('/api/vehicles').expect(200);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(rateOf(first.body)).toBe('120.00');
        const again = await request(t.server).get('/api/vehicles').expect(200);
        expect(again.body).toEqual(first.body);
        expect((await request(t.server).get('/api/vehicles').set('If-None-Match', first.headers.etag)).status).toBe(304);
        expect(lookups).toHaveBeenCalledTimes(1);

        await request(t.server)
          .patch(`/api/staff/vehicles/${vehicle.id}`)
          .set('Authorization', `Bearer ${staffToken}`)
          .send({ dailyRate: 135 })
          .expect(200);
        const changed = await request(t.server).get('/api/vehicles').set('If-None-Match', first.headers.etag).expect(200);
        expect(rateOf(changed.body)).toBe('135.00');
        await request(t.server).delete(`/api/staff/vehicles/${vehicle.id}`).set('Authorization', `Bearer ${staffToken}`).expect(200);
        expect(rateOf((await request(t.server).get('/api/vehicles').expect(200)).body)).toBeUndefined();
      } finally {
        lookups.mockRestore();
      }
    });
  });

  describe('kept answers and changes made outside the app', () => {
    it('shows a price changed by hand in SQL (no write the app hears) once the few seconds have passed', async () => {
      const vehicle = await makeVehicle(t.dataSource, { dailyRate: '120.00' });
      const rateOf = async () =>
        ((await request(t.server).get('/api/vehicles').expect(200)).body as { id: number; dailyRate: string }[]).find(
          (entry) => entry.id === vehicle.id,
        )?.dailyRate;
      expect(await rateOf()).toBe('120.00');
      await t.dataSource.query('UPDATE vehicles SET dailyRate = 99 WHERE id = ?', [vehicle.id]);
      expect(await rateOf()).toBe('120.00');
      const now = Date.now();
      const later = jest.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_ANSWERS.heardTtlMs + 1);
      try {
        expect(await rateOf()).toBe('99.00');
      } finally {
        later.mockRestore();
      }
    });
  });

  describe('POST /api/vehicles/:id/check-availability', () => {
    let vehicle: Vehicle;
    const check = (startDate: string, endDate: string, id = vehicle.id) =>
      request(t.server).post(`/api/vehicles/${id}/check-availability`).send({ startDate, endDate });

    beforeAll(async () => {
      vehicle = await makeVehicle(t.dataSource);
      // Booked: days 10-12 (active rental), days 20-21 (an approved request and the rental its
      // approval made, awaiting agreement), days 30-31 (cancelled rental).
      await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(10), endDate: daysFromToday(12) });
      const approvedRental = await makeRental(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(20),
        endDate: daysFromToday(21),
        status: 'awaiting_agreement',
      });
      const approved = await makeBookingRequest(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(20),
        endDate: daysFromToday(21),
        status: 'approved',
      });
      await t.dataSource.getRepository(BookingRequest).update(approved.id, { rentalId: approvedRental.id });
      await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(30), endDate: daysFromToday(31), status: 'cancelled' });
      await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(40), endDate: daysFromToday(41), status: 'completed' });
      await makeBookingRequest(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(50),
        endDate: daysFromToday(51),
        status: 'pending',
      });
    });

    it('is available on free days, today included', async () => {
      const response = await check(daysFromToday(0), daysFromToday(3));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ available: true, conflicts: [] });
    });

    it('is unavailable when the range overlaps an active rental, with only its dates', async () => {
      const response = await check(daysFromToday(11), daysFromToday(15));
      expect(response.body).toEqual({ available: false, conflicts: [{ startDate: daysFromToday(10), endDate: daysFromToday(12) }] });
    });

    it('treats touching ranges and single days as overlapping (inclusive days)', async () => {
      expect((await check(daysFromToday(12), daysFromToday(14))).body.available).toBe(false);
      expect((await check(daysFromToday(8), daysFromToday(10))).body.available).toBe(false);
      expect((await check(daysFromToday(11), daysFromToday(11))).body.available).toBe(false);
      expect((await check(daysFromToday(13), daysFromToday(19))).body.available).toBe(true);
    });

    it('counts an approved request through its rental, but not cancelled or completed rentals nor pending requests', async () => {
      expect((await check(daysFromToday(21), daysFromToday(22))).body.available).toBe(false);
      expect((await check(daysFromToday(30), daysFromToday(31))).body.available).toBe(true);
      expect((await check(daysFromToday(40), daysFromToday(41))).body.available).toBe(true);
      expect((await check(daysFromToday(50), daysFromToday(51))).body.available).toBe(true);
    });

    it('answers a repeated check from memory, and shows a booking made after it on the very next check', async () => {
      const other = await makeVehicle(t.dataSource);
      const conflicts = jest.spyOn(t.app.get(AvailabilityService), 'conflicts');
      try {
        expect((await check(daysFromToday(60), daysFromToday(62), other.id)).body).toEqual({ available: true, conflicts: [] });
        expect((await check(daysFromToday(60), daysFromToday(62), other.id)).body.available).toBe(true);
        expect(conflicts).toHaveBeenCalledTimes(1);
        await makeRental(t.dataSource, customer, other, { startDate: daysFromToday(61), endDate: daysFromToday(61), status: 'approved' });
        expect((await check(daysFromToday(60), daysFromToday(62), other.id)).body).toEqual({
          available: false,
          conflicts: [{ startDate: daysFromToday(61), endDate: daysFromToday(61) }],
        });
      } finally {
        conflicts.mockRestore();
      }
    });

    it('refuses past starts, reversed ranges and malformed dates with 400', async () => {
      const past = await check(daysFromToday(-1), daysFromToday(2));
      expect(past.status).toBe(400);
      expect(past.body.message).toBe('Start date cannot be in the past');
      const reversed = await check(daysFromToday(5), daysFromToday(4));
      expect(reversed.body.message).toBe('End date cannot be before the start date');
      for (const [startDate, endDate] of [
        ['2026-02-30', '2026-03-01'],
        ['tomorrow', daysFromToday(3)],
        [daysFromToday(1), ''],
      ]) {
        expect((await check(startDate, endDate)).status).toBe(400);
      }
      expect((await request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send({})).body.message).toEqual(
        expect.arrayContaining(['Start date is required', 'End date is required']),
      );
    });

    it('answers 404 for an unknown or inactive vehicle and 400 for a bad id', async () => {
      const inactive = await makeVehicle(t.dataSource, { isActive: false });
      expect((await check(daysFromToday(1), daysFromToday(2), 99999999)).status).toBe(404);
      expect((await check(daysFromToday(1), daysFromToday(2), inactive.id)).status).toBe(404);
      expect(
        (
          await request(t.server)
            .post('/api/vehicles/abc/check-availability')
            .send({ startDate: daysFromToday(1), endDate: daysFromToday(2) })
        ).status,
      ).toBe(400);
    });
  });
});
