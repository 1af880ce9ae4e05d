import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { UploadReceipt } from '../src/common/uploads/upload-receipt.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RentalReturn } from '../src/returns/entities/rental-return.entity';
import { VehicleDamage } from '../src/returns/entities/vehicle-damage.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { signatureDataUrl } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const uploadsOf = (area: string) => {
  const folder = join(process.env.DATA_DIR as string, 'uploads', area);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/**
 * A phone at a car park without signal sends each file again until it hears back: an upload tagged
 * with the phone's id is stored once however often, or however concurrently, it arrives.
 */
describe('Uploads with client ids (API)', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const stored = (id: number) => t.dataSource.getRepository(Rental).findOneByOrFail({ id });
  const receipts = (rentalId: number) => t.dataSource.getRepository(UploadReceipt).countBy({ rentalId });

  const awaiting = async () =>
    makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(3), endDate: daysFromToday(6), status: 'awaiting_agreement' },
      { totalDays: 3, rentalPerDay: '150.00', grandTotal: '450.00' },
    );

  const sendPhoto = async (id: number, type: string, clientId?: string) => {
    let call = asStaff(request(t.server).post(`/api/staff/rentals/${id}/photos`))
      .attach('photos', await makePhoto(), 'photo.jpg')
      .field('photoTypes', type);
    if (clientId !== undefined) call = call.field('clientId', clientId);
    return call;
  };

  it('stores a photo sent twice with the same client id once, and answers both with the rental', async () => {
    const rental = await awaiting();
    const clientId = randomUUID();
    const before = uploadsOf('rental-photos').length;
    const first = await sendPhoto(rental.id, 'front_with_customer', clientId);
    expect(first.status).toBe(200);
    const again = await sendPhoto(rental.id, 'front_with_customer', clientId);
    expect(again.status).toBe(200);
    expect(again.body.photos).toEqual(first.body.photos);
    const photos = (await stored(rental.id)).vehiclePhotos ?? [];
    expect(photos).toHaveLength(1);
    expect(uploadsOf('rental-photos')).toHaveLength(before + 1);
    expect(await receipts(rental.id)).toBe(1);
  });

  it('keeps one copy when the same upload arrives twice at the same time', async () => {
    const rental = await awaiting();
    const clientId = randomUUID();
    const before = uploadsOf('rental-photos').length;
    const answers = await Promise.all([sendPhoto(rental.id, 'front', clientId), sendPhoto(rental.id, 'front', clientId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const photos = (await stored(rental.id)).vehiclePhotos ?? [];
    expect(photos.map((photo) => photo.type)).toEqual(['front']);
    expect(uploadsOf('rental-photos')).toHaveLength(before + 1);
    expect(uploadsOf('rental-photos')).toContain(photos[0].fileName);
    expect(await receipts(rental.id)).toBe(1);
  });

  it('stores the key photo and the signature once when they are sent again, at the same time too', async () => {
    const rental = await awaiting();
    const keyId = randomUUID();
    const signatureId = randomUUID();
    const keyPhoto = await makePhoto(640, 480, '#aa3333');
    const sendKey = () =>
      asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/key-handover`))
        .attach('photo', keyPhoto, 'keys.jpg')
        .field('clientId', keyId);
    const signatureData = await signatureDataUrl();
    const sendSignature = () =>
      asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/signature`)).send({ signatureData, clientId: signatureId });

    const keys = await Promise.all([sendKey(), sendKey()]);
    expect(keys.map((answer) => answer.status)).toEqual([200, 200]);
    const keyFile = (await stored(rental.id)).keyHandoverPhotoUrl;
    expect((await sendKey()).status).toBe(200);
    expect((await stored(rental.id)).keyHandoverPhotoUrl).toBe(keyFile);

    expect((await sendSignature()).status).toBe(200);
    const signature = (await stored(rental.id)).signatureUrl;
    const again = await sendSignature();
    expect(again.status).toBe(200);
    expect(again.body.signatureCaptured).toBe(true);
    expect((await stored(rental.id)).signatureUrl).toBe(signature);
    expect(await receipts(rental.id)).toBe(2);
  });

  it('refuses a client id that is not a UUID v4 with a stable code, and stores nothing', async () => {
    const rental = await awaiting();
    for (const clientId of ['not-a-uuid', '3b241101-e2bb-1255-8caf-4136c566a962', `${randomUUID()}x`]) {
      const answer = await sendPhoto(rental.id, 'front', clientId);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.fields).toEqual([expect.objectContaining({ field: 'clientId', code: 'MATCHES' })]);
    }
    const signature = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/signature`)).send({
      signatureData: await signatureDataUrl(),
      clientId: 42,
    });
    expect(signature.status).toBe(400);
    expect(signature.body.code).toBe('VALIDATION_FAILED');
    expect((await stored(rental.id)).vehiclePhotos).toBeNull();
    expect((await stored(rental.id)).signatureUrl).toBeNull();
  });

  it('stores each upload without a client id, as before', async () => {
    const rental = await awaiting();
    expect((await sendPhoto(rental.id, 'front')).status).toBe(200);
    const first = (await stored(rental.id)).vehiclePhotos?.[0].fileName;
    expect((await sendPhoto(rental.id, 'front')).status).toBe(200);
    const second = (await stored(rental.id)).vehiclePhotos ?? [];
    expect(second).toHaveLength(1);
    expect(second[0].fileName).not.toBe(first);
    expect(await receipts(rental.id)).toBe(0);
  });

  it('stores a return photo sent twice, in parallel too, once', async () => {
    const rental = await makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(-3), endDate: daysFromToday(-1) },
      { totalDays: 2, rentalPerDay: '100.00', grandTotal: '200.00', fuelLevel: 6, currentMileage: 10_000, returnTime: '18:00' },
    );
    const clientId = randomUUID();
    const photo = await makePhoto();
    const send = () =>
      asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/return/photos`))
        .attach('photos', photo, 'damage.jpg')
        .field('photoTypes', 'damage')
        .field('clientId', clientId);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await send()).status).toBe(200);
    const row = await t.dataSource.getRepository(RentalReturn).findOneByOrFail({ rentalId: rental.id });
    expect(row.photos?.filter((item) => item.type === 'damage')).toHaveLength(1);
    expect(await receipts(rental.id)).toBe(1);
  });

  const outOnRental = async () =>
    makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(-3), endDate: daysFromToday(-1) },
      { totalDays: 2, rentalPerDay: '100.00', grandTotal: '200.00', fuelLevel: 6, currentMileage: 10_000, returnTime: '18:00' },
    );

  it('records a return damage point sent again, in parallel too, once, with the close-up named by its client id', async () => {
    const rental = await outOnRental();
    const photoClientId = randomUUID();
    const photo = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/return/photos`))
      .attach('photos', await makePhoto(), 'damage.jpg')
      .field('photoTypes', 'damage')
      .field('clientId', photoClientId);
    expect(photo.status).toBe(200);
    const closeUpKey = (photo.body as { photos: { key: string }[] }).photos[0].key;
    const clientId = randomUUID();
    const point = {
      x: 40,
      y: 120,
      panel: 'bonnet',
      kind: 'scratch',
      size: 'small',
      amount: '80.00',
      reason: 'Deep scratch',
      clientId,
      photoClientId,
    };
    const send = () => asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/return/damages`)).send(point);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.damages).toHaveLength(1);
    expect(again.body.damages[0]).toMatchObject({ photoKey: closeUpKey, charge: '80.00' });
    expect(again.body.quote.total).toBe('80.00');
    expect(await t.dataSource.getRepository(VehicleDamage).countBy({ rentalId: rental.id, phase: 'return' })).toBe(1);
    expect(await receipts(rental.id)).toBe(2);
  });

  it('refuses a damage point whose close-up client id names no photo of the return, and keeps no receipt', async () => {
    const rental = await outOnRental();
    const answer = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/return/damages`)).send({
      x: 40,
      y: 120,
      panel: 'bonnet',
      kind: 'scratch',
      size: 'small',
      amount: '80.00',
      reason: 'Deep scratch',
      clientId: randomUUID(),
      photoClientId: randomUUID(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('RETURN_PHOTO_NOT_FOUND');
    expect(await receipts(rental.id)).toBe(0);
  });

  it('stores the return co-signature sent again, in parallel too, once', async () => {
    const rental = await outOnRental();
    const before = uploadsOf('signatures').length;
    const body = { signatureData: await signatureDataUrl(), clientId: randomUUID() };
    const send = () => asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/return/signature`)).send(body);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.signed).toBe(true);
    expect(uploadsOf('signatures')).toHaveLength(before + 1);
    expect(await receipts(rental.id)).toBe(1);
  });

  it('finalizes an agreement whose pieces all came with client ids, handing over the keys', async () => {
    const rental = await awaiting();
    expect((await sendPhoto(rental.id, 'front_with_customer', randomUUID())).status).toBe(200);
    const signature = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/signature`)).send({
      signatureData: await signatureDataUrl(),
      clientId: randomUUID(),
    });
    expect(signature.status).toBe(200);
    const key = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/key-handover`))
      .attach('photo', await makePhoto(640, 480, '#aa3333'), 'keys.jpg')
      .field('clientId', randomUUID());
    expect(key.status).toBe(200);
    const finalized = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/finalize`)).send({
      fuelLevel: 6,
      currentMileage: 45210,
      handOver: true,
      overrideReason: 'Pays at the counter',
    });
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ status: 'active', agreementReady: true });
    expect(await receipts(rental.id)).toBe(3);
  });

  it('keeps the receipts table as the entities describe it', async () => {
    const pending = (await t.dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    expect(pending.filter((sql) => sql.includes('upload_receipts'))).toEqual([]);
  });
});
