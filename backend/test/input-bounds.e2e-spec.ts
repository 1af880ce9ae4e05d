import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const MONEY_TOO_LARGE = 'Amounts can be at most RM 999,999.99';
const INVALID_PHONE = 'Please enter a valid phone number';
const INVALID_IC = 'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)';

describe('DTO bounds: null, ranges and lengths that fit the columns; registration fields (API)', () => {
  let t: TestApp;
  let staffToken: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    photo = await makePhoto();
  });

  afterAll(() => t.close());

  const asStaff = (method: 'post' | 'patch' | 'get', path: string, body?: object) => {
    const call = request(t.server)[method](path).set('Authorization', `Bearer ${staffToken}`);
    return body ? call.send(body) : call;
  };
  const vehicleForm = (overrides: object = {}) => ({
    name: `Bounds Car ${uniqueSuffix()}`,
    make: 'Perodua',
    model: 'Alza',
    category: 'MPV',
    ...overrides,
  });

  describe('vehicles', () => {
    it.each([
      ['name', 'Vehicle name is required'],
      ['make', 'Make is required'],
      ['model', 'Model is required'],
      ['category', 'Category is required'],
      ['dailyRate', 'Daily rate must be an amount such as 120.00'],
      ['deposit', 'Deposit must be an amount such as 200.00'],
      ['isActive', 'isActive must be true or false'],
    ])('refuses null %s on create and on edit', async (field, message) => {
      const created = await asStaff('post', '/api/staff/vehicles', vehicleForm({ [field]: null }));
      expect(created.status).toBe(400);
      expect(created.body.message).toContain(message);

      const vehicle = await makeVehicle(t.dataSource);
      const edited = await asStaff('patch', `/api/staff/vehicles/${vehicle.id}`, { [field]: null });
      expect(edited.status).toBe(400);
      expect(edited.body.message).toContain(message);
      expect(await t.dataSource.getRepository(Vehicle).findOneByOrFail({ id: vehicle.id })).toMatchObject({
        name: vehicle.name,
        dailyRate: vehicle.dailyRate,
      });
    });

    it('still clears the nullable plate letters and colour with null', async () => {
      const vehicle = await makeVehicle(t.dataSource, { color: 'Red' });
      const response = await asStaff('patch', `/api/staff/vehicles/${vehicle.id}`, { plateIdentifier: null, color: null });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ plateIdentifier: null, color: null });
    });

    it('bounds money at RM 999,999.99 and mileage at 1,000,000 km', async () => {
      const largest = await asStaff(
        'post',
        '/api/staff/vehicles',
        vehicleForm({ dailyRate: '999999.99', deposit: 999999.99, mileageLimit: 1_000_000 }),
      );
      expect(largest.status).toBe(201);
      expect(largest.body).toMatchObject({ dailyRate: '999999.99', deposit: '999999.99', mileageLimit: 1_000_000 });

      for (const dailyRate of ['1000000', '1000000.00', 12345678, '99999999.99']) {
        const response = await asStaff('post', '/api/staff/vehicles', vehicleForm({ dailyRate }));
        expect({ dailyRate, status: response.status, message: response.body.message }).toEqual({
          dailyRate,
          status: 400,
          message: [MONEY_TOO_LARGE],
        });
      }
      const tooFar = await asStaff('post', '/api/staff/vehicles', vehicleForm({ mileageLimit: 1_000_001 }));
      expect(tooFar.body.message).toEqual(['Mileage limit must be at most 1,000,000 km']);
      const huge = await asStaff('post', '/api/staff/vehicles', vehicleForm({ mileageLimit: '99999999999' }));
      expect(huge.status).toBe(400);
    });

    it('bounds every text to its column', async () => {
      const response = await asStaff('post', '/api/staff/vehicles', {
        name: 'n'.repeat(256),
        make: 'm'.repeat(101),
        model: 'o'.repeat(101),
        category: 'c'.repeat(51),
        plateIdentifier: 'p'.repeat(21),
        color: 'k'.repeat(51),
        photoUrl: 'u'.repeat(256),
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(
        expect.arrayContaining([
          'Vehicle name must be at most 255 characters',
          'Make must be at most 100 characters',
          'Model must be at most 100 characters',
          'Category must be one of: Compact, Hatchback, Sedan, SUV, MPV, Pickup, Van',
          'Plate letters must be at most 20 characters',
          'Colour must be at most 50 characters',
        ]),
      );
    });
  });

  describe('booking requests, status changes and lists', () => {
    it('holds the vehicle id in the body to the id rule', async () => {
      const customer = await makeCustomer(t.dataSource);
      const token = await tokenFor(t.app, customer.id, 'customer');
      for (const vehicleId of [null, '1e0', '0x1', 0, -1, 1.5, 2147483648, '', 'abc', [1]]) {
        const response = await request(t.server)
          .post('/api/booking-requests')
          .set('Authorization', `Bearer ${token}`)
          .send({ vehicleId, startDate: daysFromToday(3), endDate: daysFromToday(4) });
        expect({ vehicleId, status: response.status, message: response.body.message }).toEqual({
          vehicleId,
          status: 400,
          message: ['Please choose a vehicle'],
        });
      }
      const dates = await request(t.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${token}`)
        .send({ vehicleId: 1, startDate: null, endDate: null });
      expect(dates.body.message).toEqual(expect.arrayContaining(['Start date is required', 'End date is required']));
    });

    it('refuses a null customer status', async () => {
      const customer = await makeCustomer(t.dataSource);
      const response = await asStaff('patch', `/api/staff/customers/${customer.id}/status`, { status: null });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(['Status must be active or blacklisted']);
    });

    it('bounds page numbers', async () => {
      expect((await asStaff('get', '/api/staff/vehicles?page=100000')).status).toBe(200);
      const response = await asStaff('get', '/api/staff/vehicles?page=100001');
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(['page must be at most 100000']);
    });

    it('takes page and limit only as plain decimal digits, on every list', async () => {
      for (const list of ['/api/staff/vehicles', '/api/staff/customers', '/api/staff/mail-messages']) {
        for (const page of ['0x10', '1e1', '+2', '1.0', '%202']) {
          const response = await asStaff('get', `${list}?page=${page}`);
          expect(response.status).toBe(400);
          expect(response.body.message).toContain('page must be a whole number');
        }
        const limit = await asStaff('get', `${list}?limit=0x10`);
        expect(limit.status).toBe(400);
        expect(limit.body.message).toContain('limit must be a whole number');
        expect((await asStaff('get', `${list}?page=2&limit=10`)).status).toBe(200);
      }
    });
  });

  describe('registration: phone and IC/passport', () => {
    const register = (fields: Record<string, string>) => {
      const call = request(t.server).post('/api/customers/register');
      const all = {
        fullName: 'Tan Wei Ming',
        email: `weiming.${uniqueSuffix()}@example.com`,
        phone: '012-345 6789',
        address: '8 Lorong Kurau, 11200 Tanjung Bungah',
        icPassportNumber: '900101-14-5678',
        privacyConsent: 'true',
        ...fields,
      };
      for (const [name, value] of Object.entries(all)) call.field(name, value);
      return call
        .attach('icPassport', photo, 'ic.jpg')
        .attach('driversLicense', photo, 'licence.jpg')
        .attach('utilityBill', photo, 'bill.jpg')
        .then((response) => ({ response, email: all.email }));
    };
    const stored = (email: string) => t.dataSource.getRepository(Customer).findOneByOrFail({ email });

    it.each([
      ['012-345 6789', '+60123456789'],
      ['(03) 2161 2345', '+60321612345'],
      ['+60 11-1234 5678', '+601112345678'],
      ['+65 6123 4567', '+6561234567'],
    ])('stores the phone %s as %s', async (phone, e164) => {
      const { response, email } = await register({ phone });
      expect(response.status).toBe(201);
      expect((await stored(email)).phone).toBe(e164);
    });

    it.each(['0123', '012-345 67', 'call 012-345 6789', '+6012345678901234', '1'.repeat(40)])('refuses the phone %s', async (phone) => {
      const { response } = await register({ phone });
      expect(response.status).toBe(400);
      expect(new Set(response.body.message)).toEqual(new Set([INVALID_PHONE]));
    });

    it.each([
      ['900101145678', '900101-14-5678'],
      [' 000229-10-1234 ', '000229-10-1234'],
      ['a1234567', 'A1234567'],
      ['K12345', 'K12345'],
    ])('stores the IC/passport number %s as %s', async (icPassportNumber, expected) => {
      const { response, email } = await register({ icPassportNumber });
      expect(response.status).toBe(201);
      expect((await stored(email)).icPassportNumber).toBe(expected);
    });

    it.each(['901301-14-5678', '900230145678', '010229-14-5678', 'A1234', 'AB12345678901', 'A123-4567', 'x'.repeat(80)])(
      'refuses the IC/passport number %s',
      async (icPassportNumber) => {
        const { response } = await register({ icPassportNumber });
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual([INVALID_IC]);
      },
    );

    it('keeps "required" as the only message for an empty IC/passport number', async () => {
      const { response } = await register({ icPassportNumber: '  ' });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(['IC/Passport number is required']);
    });
  });
});
