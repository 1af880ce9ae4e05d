import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DbSettings } from '../src/config/settings';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { RequestLimits1763900000001 } from '../src/database/migrations/1763900000001-RequestLimits';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createScratchDatabase, ScratchDatabase } from './setup/scratch-database';
import { createTestApp, TestApp } from './setup/test-app';

const PHOTO_TAKEN = 'This photo is already used by another vehicle. Please upload it again.';
const photoFile = (photoUrl: string) =>
  join(process.env.DATA_DIR as string, 'uploads', 'vehicle-photos', photoUrl.split('/').pop() as string);

describe('One vehicle per stored photo (API)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
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
        .attach('vehiclePhoto', await makePhoto(800, 600), 'car.jpg')
    ).body.photoUrl as string;
  const vehicleWith = (photoUrl: string) =>
    send('post', '/api/staff/vehicles', {
      name: `Photo Car ${uniqueSuffix()}`,
      make: 'Proton',
      model: 'Saga',
      category: 'Sedan',
      photoUrl,
    });

  it('refuses a second vehicle with the same photo, on create and on edit (409)', async () => {
    const photoUrl = await uploadPhoto();
    const first = await vehicleWith(photoUrl);
    expect(first.status).toBe(201);

    const second = await vehicleWith(photoUrl);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ statusCode: 409, code: 'VEHICLE_PHOTO_TAKEN', message: PHOTO_TAKEN, error: 'Conflict' });

    const other = await vehicleWith(await uploadPhoto());
    const edit = await send('patch', `/api/staff/vehicles/${other.body.id}`, { photoUrl });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(PHOTO_TAKEN);

    // Saving a vehicle with its own photo again is fine.
    expect((await send('patch', `/api/staff/vehicles/${first.body.id}`, { photoUrl, category: 'Compact' })).status).toBe(200);
  });

  it('lets only one of three parallel creates take a photo', async () => {
    const photoUrl = await uploadPhoto();
    const responses = await Promise.all([vehicleWith(photoUrl), vehicleWith(photoUrl), vehicleWith(photoUrl)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.body.message).toBe(PHOTO_TAKEN);
    expect(await t.dataSource.getRepository(Vehicle).countBy({ photoUrl: photoUrl.split('/').pop() })).toBe(1);
  });

  it("deleting or re-photographing one vehicle never touches another's photo", async () => {
    const keptPhoto = await uploadPhoto();
    const kept = await vehicleWith(keptPhoto);
    const goneVehicle = await vehicleWith(await uploadPhoto());
    const replaced = await vehicleWith(await uploadPhoto());

    expect((await send('delete', `/api/staff/vehicles/${goneVehicle.body.id}`)).body).toMatchObject({ deleted: true });
    expect((await send('patch', `/api/staff/vehicles/${replaced.body.id}`, { photoUrl: await uploadPhoto() })).status).toBe(200);

    expect(existsSync(photoFile(goneVehicle.body.photoUrl))).toBe(false);
    expect(existsSync(photoFile(replaced.body.photoUrl))).toBe(false);
    expect(existsSync(photoFile(keptPhoto))).toBe(true);
    const served = await request(t.server).get(kept.body.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});

describe('RequestLimits migration on existing data (scratch database)', () => {
  let scratch: ScratchDatabase;
  let settings: DbSettings;

  beforeAll(async () => {
    scratch = await createScratchDatabase('rental-photos');
    settings = scratch.settings;
  });

  afterAll(() => scratch.drop());

  it('unlinks photos that vehicles shared (the oldest keeps it), then makes photoUrl unique; reverts cleanly', async () => {
    const before = new DataSource({
      ...buildDataSourceOptions(settings),
      migrations: MIGRATIONS.filter((migration) => migration !== RequestLimits1763900000001),
    });
    await before.initialize();
    await before.runMigrations();
    const insert = (name: string, photoUrl: string | null) =>
      before.query('INSERT INTO vehicles (name, make, model, category, photoUrl) VALUES (?, ?, ?, ?, ?)', [
        name,
        'Perodua',
        'Myvi',
        'Compact',
        photoUrl,
      ]);
    await insert('First', 'shared.jpg');
    await insert('Second', 'shared.jpg');
    await insert('Third', 'own.jpg');
    await insert('Fourth', null);
    await insert('Fifth', null);
    await before.destroy();

    const after = new DataSource(buildDataSourceOptions(settings));
    await after.initialize();
    try {
      expect((await after.runMigrations()).map((migration) => migration.name)).toEqual(['RequestLimits1763900000001']);
      const rows = await after.getRepository(Vehicle).find({ order: { id: 'ASC' } });
      expect(rows.map((row) => [row.name, row.photoUrl, row.bookingVersion])).toEqual([
        ['First', 'shared.jpg', 0],
        ['Second', null, 0],
        ['Third', 'own.jpg', 0],
        ['Fourth', null, 0],
        ['Fifth', null, 0],
      ]);
      await expect(after.query("UPDATE vehicles SET photoUrl = 'own.jpg' WHERE name = 'First'")).rejects.toThrow();

      await after.undoLastMigration();
      await after.query("UPDATE vehicles SET photoUrl = 'own.jpg' WHERE name = 'First'");
      expect(await after.createQueryRunner().hasColumn('customers', 'bookingVersion')).toBe(false);
    } finally {
      await after.destroy();
    }
  });
});
