import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const photoFile = (name: string) => join(process.env.DATA_DIR as string, 'uploads', 'vehicle-photos', name);

describe('Staff vehicle management (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    token = await tokenFor(t.app, staff.id, 'staff');
  });

  afterAll(() => t.close());

  const send = (method: 'post' | 'patch' | 'delete', path: string, body?: object) => {
    const call = request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
    return body ? call.send(body) : call;
  };
  const uploadPhoto = async () =>
    (
      await request(t.server)
        .post('/api/staff/vehicles/upload-photo')
        .set('Authorization', `Bearer ${token}`)
        .attach('vehiclePhoto', await makePhoto(2400, 1800), 'car.jpg')
    ).body.photoUrl as string;
  const logCount = (action: string, targetId: number | string) =>
    t.dataSource.getRepository(StaffLog).countBy({ action, targetId: String(targetId), staffId: staff.id });

  it('adds a vehicle with an uploaded photo; it appears in the public fleet', async () => {
    const photoUrl = await uploadPhoto();
    expect(photoUrl).toMatch(/^\/api\/vehicle-photos\/[0-9a-f-]{36}\.jpg$/);
    const name = `Proton Persona ${uniqueSuffix()}`;
    const created = await send('post', '/api/staff/vehicles', {
      name,
      make: 'Proton',
      model: 'Persona',
      category: 'Sedan',
      plateIdentifier: 'VBX',
      photoUrl,
      mileageLimit: '',
      dailyRate: 110,
      deposit: '150',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      displayName: 'Proton Persona - VBX',
      mileageLimit: 0,
      dailyRate: '110.00',
      deposit: '150.00',
      isActive: true,
      photoUrl,
    });
    await expect(logCount('vehicle_created', created.body.id)).resolves.toBe(1);

    const stored = await sharp(photoFile(photoUrl.split('/').pop() as string)).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);

    const fleet = await request(t.server).get('/api/vehicles');
    expect(fleet.body.map((vehicle: { id: number }) => vehicle.id)).toContain(created.body.id);
  });

  it('checks the form with the vehicle form messages', async () => {
    const response = await send('post', '/api/staff/vehicles', { name: ' ', make: '', model: '', category: '', mileageLimit: -5 });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(
      expect.arrayContaining([
        'Vehicle name is required',
        'Make is required',
        'Model is required',
        'Category is required',
        'Mileage limit must be 0 or greater',
      ]),
    );
    expect(
      (await send('post', '/api/staff/vehicles', { name: 'X', make: 'Y', model: 'Z', category: 'Compact', mileageLimit: 'lots' })).body
        .message,
    ).toContain('Mileage limit must be 0 or greater');
    expect(
      (await send('post', '/api/staff/vehicles', { name: 'X', make: 'Y', model: 'Z', category: 'Compact', photoUrl: '../../etc/passwd' }))
        .status,
    ).toBe(400);
  });

  it('takes the category only from the fixed list, with a clear refusal of any other', async () => {
    const refused = await send('post', '/api/staff/vehicles', {
      name: `Odd ${uniqueSuffix()}`,
      make: 'Y',
      model: 'Z',
      category: 'Spaceship',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(['Category must be one of: Compact, Hatchback, Sedan, SUV, MPV, Pickup, Van']);
    expect(refused.body.fields).toEqual([
      { field: 'category', code: 'IS_IN', message: 'Category must be one of: Compact, Hatchback, Sedan, SUV, MPV, Pickup, Van' },
    ]);
    // The list's own spelling only: the browser sends the value it was given.
    expect(
      (await send('post', '/api/staff/vehicles', { name: `Odd ${uniqueSuffix()}`, make: 'Y', model: 'Z', category: 'suv' })).status,
    ).toBe(400);

    const vehicle = await makeVehicle(t.dataSource, { category: 'MPV' });
    expect((await send('patch', `/api/staff/vehicles/${vehicle.id}`, { category: 'Lorry' })).status).toBe(400);
    const edited = await send('patch', `/api/staff/vehicles/${vehicle.id}`, { category: 'Van' });
    expect(edited.status).toBe(200);
    expect(edited.body.category).toBe('Van');
  });

  it('keeps names unique on create and on rename (409)', async () => {
    const existing = await makeVehicle(t.dataSource);
    const duplicate = await send('post', '/api/staff/vehicles', { name: existing.name, make: 'A', model: 'B', category: 'Compact' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A vehicle with this name already exists');
    const other = await makeVehicle(t.dataSource);
    expect((await send('patch', `/api/staff/vehicles/${other.id}`, { name: existing.name })).status).toBe(409);
    expect((await send('patch', `/api/staff/vehicles/${other.id}`, { name: other.name, category: 'SUV' })).status).toBe(200);
  });

  it('edits a vehicle and replaces its photo, removing the old file', async () => {
    const firstPhoto = await uploadPhoto();
    const created = await send('post', '/api/staff/vehicles', {
      name: `Edit me ${uniqueSuffix()}`,
      make: 'Honda',
      model: 'HR-V',
      category: 'SUV',
      photoUrl: firstPhoto,
    });
    const secondPhoto = await uploadPhoto();
    const updated = await send('patch', `/api/staff/vehicles/${created.body.id}`, {
      dailyRate: '199.9',
      photoUrl: secondPhoto,
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ dailyRate: '199.90', photoUrl: secondPhoto, isActive: false });
    expect(existsSync(photoFile(firstPhoto.split('/').pop() as string))).toBe(false);
    await expect(logCount('vehicle_updated', created.body.id)).resolves.toBe(1);
    expect((await request(t.server).get('/api/vehicles')).body.map((vehicle: { id: number }) => vehicle.id)).not.toContain(created.body.id);
  });

  it('keeps a weekend, weekly and monthly rate beside the daily rate, clears one left empty, and refuses a bad amount', async () => {
    const created = await send('post', '/api/staff/vehicles', {
      name: `Rates ${uniqueSuffix()}`,
      make: 'Toyota',
      model: 'Vios',
      category: 'Sedan',
      dailyRate: '150.00',
      weekendRate: '180.00',
      weeklyRate: '120.5',
      monthlyRate: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ dailyRate: '150.00', weekendRate: '180.00', weeklyRate: '120.50', monthlyRate: null });
    const cleared = await send('patch', `/api/staff/vehicles/${created.body.id}`, { weekendRate: '', monthlyRate: '95.00' });
    expect(cleared.body).toMatchObject({ weekendRate: null, weeklyRate: '120.50', monthlyRate: '95.00' });
    for (const weeklyRate of ['-1.00', '1000000.00', '12.345', 'cheap', true]) {
      const refused = await send('patch', `/api/staff/vehicles/${created.body.id}`, { weeklyRate });
      expect({ weeklyRate, status: refused.status, code: refused.body.code }).toEqual({
        weeklyRate,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('deletes a vehicle without history, and deactivates one with rentals instead', async () => {
    const unused = await makeVehicle(t.dataSource);
    const deleted = await send('delete', `/api/staff/vehicles/${unused.id}`);
    expect(deleted.body).toMatchObject({ deleted: true, deactivated: false });
    await expect(t.dataSource.getRepository(Vehicle).existsBy({ id: unused.id })).resolves.toBe(false);
    await expect(logCount('vehicle_deleted', unused.id)).resolves.toBe(1);

    const used = await makeVehicle(t.dataSource);
    await makeRental(t.dataSource, await makeCustomer(t.dataSource), used, { startDate: daysFromToday(1), endDate: daysFromToday(2) });
    const kept = await send('delete', `/api/staff/vehicles/${used.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({
      deleted: false,
      deactivated: true,
      message: 'This vehicle has rentals or bookings, so it was deactivated instead of deleted.',
    });
    await expect(t.dataSource.getRepository(Vehicle).findOneByOrFail({ id: used.id })).resolves.toMatchObject({ isActive: false });
    expect((await send('delete', '/api/staff/vehicles/99999999')).status).toBe(404);
  });

  it('refuses a non-image photo and a missing one', async () => {
    const text = await request(t.server)
      .post('/api/staff/vehicles/upload-photo')
      .set('Authorization', `Bearer ${token}`)
      .attach('vehiclePhoto', Buffer.from('hello'), 'car.jpg');
    expect(text.status).toBe(400);
    const none = await request(t.server).post('/api/staff/vehicles/upload-photo').set('Authorization', `Bearer ${token}`).field('x', '1');
    expect(none.status).toBe(400);
  });

  it('lists every vehicle for staff, active first, and keeps customers out', async () => {
    const inactive = await makeVehicle(t.dataSource, { isActive: false });
    // Other suites share the database and add many active cars: read every page (active ones come first).
    const items: Array<{ id: number; isActive: boolean }> = [];
    for (let page = 1; ; page += 1) {
      const list = await request(t.server).get(`/api/staff/vehicles?limit=100&page=${page}`).set('Authorization', `Bearer ${token}`);
      expect(list.status).toBe(200);
      items.push(...list.body.items);
      if (list.body.items.length === 0 || items.length >= list.body.total) break;
    }
    expect(items.find((vehicle) => vehicle.id === inactive.id)).toMatchObject({ isActive: false });
    const firstInactive = items.findIndex((vehicle) => !vehicle.isActive);
    expect(items.slice(firstInactive).every((vehicle) => !vehicle.isActive)).toBe(true);
    const customerToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
    expect((await request(t.server).get('/api/staff/vehicles').set('Authorization', `Bearer ${customerToken}`)).status).toBe(403);
    expect((await request(t.server).post('/api/staff/vehicles').set('Authorization', `Bearer ${customerToken}`).send({})).status).toBe(403);
  });
});
