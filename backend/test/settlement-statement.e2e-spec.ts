import request from 'supertest';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { payRental } from './factories/paid-rental.factory';
import { pdfText } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { SmtpCapture } from './setup/smtp-capture';

/** The PDF attached to a captured e-mail under `filename`, decoded from its base64 part. */
function attachedPdf(raw: string, filename: string): Buffer | null {
  const at = raw.indexOf(`filename=${filename}`);
  if (at < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

/**
 * Staff back a charge with a photo of what it is for, and a settled account reaches the customer
 * as a statement PDF in the language they chose: attached to the settlement e-mail, and to
 * download from My Rentals (staff may download the same copy).
 */
describe('Charge photos and the settlement statement (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;
  let storage: FileStorage;

  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start();
    try {
      t = await createIsolatedTestApp();
    } finally {
      delete process.env.SMTP_URL;
    }
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    storage = t.app.get(FileStorage);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const charges = (id: number) => asStaff(request(t.server).post(`/api/staff/rentals/${id}/account/charges`));
  const photoOf = (id: number, entryId: number) => request(t.server).get(`/api/staff/rentals/${id}/account/entries/${entryId}/photo`);
  const statementOf = (id: number) => request(t.server).get(`/api/rentals/${id}/settlement-statement`).buffer(true).parse(binary);

  async function storedPhotos(): Promise<string[]> {
    const names: string[] = [];
    for await (const file of storage.list('rental-photos')) names.push(file.fileName);
    return names.sort();
  }

  /** Three days at RM 155 and a RM 200 deposit, paid in full (RM 665), returned today. */
  async function returnedRental(customer?: Customer): Promise<Rental> {
    const who = customer ?? (await makeCustomer(t.dataSource));
    const vehicle = await makeVehicle(t.dataSource, { mileageLimit: 1000 });
    const booked = await asStaff(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId: who.id,
      vehicleId: vehicle.id,
      startDate: daysFromToday(1),
      endDate: daysFromToday(4),
      rentalPerDay: '155.00',
      deposit: '200.00',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.rental.id as number;
    await t.dataSource.getRepository(Rental).update(id, {
      status: 'active',
      startDate: daysFromToday(-3),
      endDate: daysFromToday(0),
      currentMileage: 10_000,
      handedOverAt: new Date(),
    });
    const rental = await t.dataSource.getRepository(Rental).findOneByOrFail({ id });
    await payRental(t.dataSource, rental, '665.00');
    const returned = await asStaff(request(t.server).patch(`/api/staff/rentals/${id}/return`)).send({
      returnDate: daysFromToday(0),
      returnMileage: 10_300,
      fuelLevel: 6,
    });
    expect(returned.status).toBe(200);
    return rental;
  }

  describe('a charge with a photo', () => {
    it('stores the photo once, serves it to staff only, and logs that one was attached', async () => {
      const rental = await returnedRental();
      const before = await storedPhotos();
      const added = await charges(rental.id)
        .field('category', 'damage')
        .field('amount', '120.50')
        .field('reason', 'Scratch on the rear bumper')
        .attach('photo', await makePhoto(3000, 2000), 'bumper.jpg');
      expect(added.status).toBe(201);
      const line = (added.body.entries as Array<{ id: number; category: string; hasPhoto: boolean; amount: string }>).find(
        (entry) => entry.category === 'damage',
      );
      expect(line).toMatchObject({ amount: '120.50', hasPhoto: true });
      expect(added.body.account).toMatchObject({ charges: '585.50' });
      const after = await storedPhotos();
      expect(after).toHaveLength(before.length + 1);
      const row = await t.dataSource.getRepository(LedgerEntry).findOneByOrFail({ id: line?.id });
      expect(after).toContain(row.photoKey);

      const served = await asStaff(photoOf(rental.id, row.id));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-store');
      // Re-encoded to the evidence size, not the camera's original.
      expect((served.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const customerToken = await tokenFor(t.app, rental.customerId, 'customer');
      expect((await as(customerToken)(photoOf(rental.id, row.id))).status).toBe(403);
      expect((await photoOf(rental.id, row.id)).status).toBe(401);
      // The entry belongs to this rental only.
      expect((await asStaff(photoOf(rental.id + 1_000_000, row.id))).status).toBe(404);

      const log = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'rental_charge_added', targetId: String(rental.id) });
      expect(JSON.stringify(log.details)).toContain('"photo":true');
    });

    it('refuses a file that is not an image, and one over 10 MB, writing neither a line nor a file', async () => {
      const rental = await returnedRental();
      const before = await storedPhotos();
      const notImage = await charges(rental.id)
        .field('category', 'fuel')
        .field('amount', '30.00')
        .field('reason', 'Quarter tank short')
        .attach('photo', Buffer.from('%PDF-1.7 not a photo'), 'gauge.jpg');
      expect(notImage.status).toBe(400);
      expect(notImage.body.code).toBe('NOT_AN_IMAGE');
      const huge = await charges(rental.id)
        .field('category', 'fuel')
        .field('amount', '30.00')
        .field('reason', 'Quarter tank short')
        .attach('photo', Buffer.concat([await makePhoto(), Buffer.alloc(10 * 1024 * 1024)]), 'gauge.jpg');
      expect(huge.status).toBe(413);
      // A refused charge with a good photo leaves no file behind either.
      const refused = await charges(rental.id)
        .field('category', 'fuel')
        .field('amount', '0')
        .field('reason', 'Quarter tank short')
        .attach('photo', await makePhoto(), 'gauge.jpg');
      expect(refused.status).toBe(400);
      const unknown = await charges(99_999_999)
        .field('category', 'fuel')
        .field('amount', '30.00')
        .field('reason', 'Quarter tank short')
        .attach('photo', await makePhoto(), 'gauge.jpg');
      expect(unknown.status).toBe(404);
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'fuel' })).resolves.toBe(0);
      await expect(storedPhotos()).resolves.toEqual(before);
    });

    it('takes a charge without a photo as before', async () => {
      const rental = await returnedRental();
      const added = await charges(rental.id).send({ category: 'tolls', amount: '12.40', reason: 'Toll on the way back' });
      expect(added.status).toBe(201);
      const line = (added.body.entries as Array<{ id: number; category: string; hasPhoto: boolean }>).find(
        (entry) => entry.category === 'tolls',
      );
      expect(line).toMatchObject({ hasPhoto: false });
      expect((await asStaff(photoOf(rental.id, line?.id as number))).status).toBe(404);
      const log = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'rental_charge_added', targetId: String(rental.id) });
      expect(JSON.stringify(log.details)).toContain('"photo":false');
    });
  });

  describe('the settlement statement', () => {
    it('is attached to the settlement e-mail and downloaded by its customer in Malay, and by staff in the same language', async () => {
      const customer = await makeCustomer(t.dataSource, { language: 'ms' });
      const rental = await returnedRental(customer);
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      expect((await charges(rental.id).send({ category: 'fuel', amount: '50.00', reason: 'Suku tangki kurang' })).status).toBe(201);

      // Not settled yet: nothing to download.
      const early = await as(customerToken)(statementOf(rental.id));
      expect(early.status).toBe(409);
      expect(JSON.parse((early.body as Buffer).toString()).code).toBe('SETTLEMENT_NOT_READY');
      const mineBefore = await as(customerToken)(request(t.server).get('/api/rentals/mine'));
      expect(mineBefore.body.items[0]).toMatchObject({ id: rental.id, settlementReady: false });

      const refunded = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/refunds`)).send({
        amount: '150.00',
        method: 'bank_transfer',
        reference: 'MBB2611270009999',
      });
      expect(refunded.status).toBe(201);
      expect(refunded.body.settled).toBe(true);

      const mail = await smtp.waitFor(customer.email, 20_000, 'Deposit diselesaikan');
      expect(mail.raw).toContain('application/pdf');
      const attached = attachedPdf(mail.raw, `settlement-${rental.id}.pdf`);
      expect(attached?.subarray(0, 4).toString()).toBe('%PDF');
      const mailed = await pdfText(attached as Buffer);
      expect(mailed.text).toContain('Penyata Penyelesaian');
      expect(mailed.text).toContain('Minyak');

      const mine = await as(customerToken)(request(t.server).get('/api/rentals/mine'));
      expect(mine.body.items[0]).toMatchObject({ id: rental.id, settlementReady: true });

      const downloaded = await as(customerToken)(statementOf(rental.id));
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers['content-type']).toBe('application/pdf');
      expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="settlement-${rental.id}.pdf"`);
      const { text } = await pdfText(downloaded.body as Buffer);
      for (const expected of [
        'Penyata Penyelesaian',
        `Sewaan #${rental.id}`,
        // Section headings are printed in capitals.
        'CAJ',
        'BAYARAN DITERIMA',
        'DEPOSIT DAN POTONGAN',
        'PEMULANGAN WANG',
        'Minyak',
        'Suku tangki kurang',
        'pindahan bank, rujukan MBB2611270009999',
        '515.00',
        '665.00',
        '150.00',
        'Diselesaikan sepenuhnya',
      ]) {
        expect(text).toContain(expected);
      }
      // Staff get the customer's copy, in the customer's language.
      const staffCopy = await asStaff(statementOf(rental.id)).set('Accept-Language', 'en');
      expect(staffCopy.status).toBe(200);
      expect((await pdfText(staffCopy.body as Buffer)).text).toContain('Penyata Penyelesaian');

      // Another customer is told the rental does not exist.
      const otherToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
      expect((await as(otherToken)(statementOf(rental.id))).status).toBe(404);
      expect((await as(customerToken)(statementOf(99_999_999))).status).toBe(404);
    });

    it('reads in English for an English customer once the deposit is settled without a refund', async () => {
      const customer = await makeCustomer(t.dataSource, { language: 'en' });
      const rental = await returnedRental(customer);
      expect((await charges(rental.id).send({ category: 'damage', amount: '300.00', reason: 'Dented door' })).status).toBe(201);
      expect((await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/settle`))).status).toBe(200);
      const mail = await smtp.waitFor(customer.email, 20_000, 'Deposit settled');
      expect(attachedPdf(mail.raw, `settlement-${rental.id}.pdf`)?.subarray(0, 4).toString()).toBe('%PDF');
      const downloaded = await as(await tokenFor(t.app, customer.id, 'customer'))(statementOf(rental.id));
      expect(downloaded.status).toBe(200);
      const { text } = await pdfText(downloaded.body as Buffer);
      expect(text).toContain('Settlement Statement');
      expect(text).toContain('Balance due');
      expect(text).toContain('100.00');
    });
  });
});

/** Collects a binary body as a Buffer whatever its Content-Type (a PDF, or a JSON refusal). */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
