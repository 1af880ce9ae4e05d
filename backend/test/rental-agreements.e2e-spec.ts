import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { AgreementLinks } from '../src/rentals/agreement/agreement-links';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { pdfText } from './factories/pdf-text';
import { signatureDataUrl } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

/** Whether a stored file is ciphertext on disk (its sealed header), not the bytes the app serves. */
const sealedOnDisk = (area: string, name: string) =>
  readFileSync(join(process.env.DATA_DIR as string, 'uploads', area, name))
    .subarray(0, 4)
    .toString('latin1') === 'RVE1';
const uploadsOf = (area: string) => {
  const folder = join(process.env.DATA_DIR as string, 'uploads', area);
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function blankDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('Rental agreements: wizard, PDF, sharing, handover and extensions (API)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let customer: Customer;
  let customerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await smtp.start(), PUBLIC_URL: 'https://rent.example.my' });
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    customer = await makeCustomer(t.dataSource, {
      fullName: 'Siti <script>alert(1)</script> Tan',
      phone: '+60123456789',
      icPassportNumber: '900101-14-5678',
    });
    customerToken = await tokenFor(t.app, customer.id, 'customer');
    otherToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const as = (token: string | null) => (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const wizard = (id: number | string, step: string) => `/api/staff/rentals/${id}/${step}`;
  const stored = (id: number) => t.dataSource.getRepository(Rental).findOneByOrFail({ id });
  const logActions = async (id: number) =>
    (await t.dataSource.getRepository(StaffLog).find({ where: { targetType: 'rental', targetId: String(id) }, order: { id: 'ASC' } })).map(
      (log) => log.action,
    );

  function uploadPhotos(id: number | string, photos: Array<{ type?: string; data: Buffer; name?: string }>, extraTypes: string[] = []) {
    let call = asStaff(request(t.server).post(wizard(id, 'photos')));
    for (const photo of photos) call = call.attach('photos', photo.data, photo.name ?? 'photo.jpg');
    for (const photo of photos) if (photo.type) call = call.field('photoTypes', photo.type);
    for (const type of extraTypes) call = call.field('photoTypes', type);
    return call;
  }

  async function awaitingRental(overrides: Partial<Rental> = {}, vehicle?: Vehicle): Promise<Rental> {
    const car = vehicle ?? (await makeVehicle(t.dataSource, { plateIdentifier: 'WXY 1234' }));
    return makeRental(
      t.dataSource,
      customer,
      car,
      { startDate: daysFromToday(3), endDate: daysFromToday(6), status: 'awaiting_agreement' },
      {
        totalDays: 3,
        rentalPerDay: '150.00',
        deposit: '200.00',
        discount: '20.00',
        grandTotal: '630.00',
        mileageLimit: 200,
        extraMileageCharge: '0.50',
        ...overrides,
      },
    );
  }

  /** Steps 1, 3 and 4 done through the API. */
  async function withEvidence(rental: Rental): Promise<Rental> {
    expect((await uploadPhotos(rental.id, [{ type: 'front_with_customer', data: await makePhoto() }])).status).toBe(200);
    expect(
      (await asStaff(request(t.server).post(wizard(rental.id, 'signature'))).send({ signatureData: await signatureDataUrl() })).status,
    ).toBe(200);
    expect(
      (
        await asStaff(request(t.server).post(wizard(rental.id, 'key-handover'))).attach(
          'photo',
          await makePhoto(640, 480, '#aa3333'),
          'keys.jpg',
        )
      ).status,
    ).toBe(200);
    return rental;
  }

  const finalize = (id: number, body: object = { fuelLevel: 6, currentMileage: 45210 }) =>
    asStaff(request(t.server).patch(wizard(id, 'finalize'))).send(body);

  async function finalizedRental(overrides: Partial<Rental> = {}): Promise<Rental> {
    const rental = await withEvidence(await awaitingRental(overrides));
    expect((await finalize(rental.id)).status).toBe(200);
    return stored(rental.id);
  }

  const pdfOf = (test: request.Test) =>
    test.buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });

  describe('wizard step 1: photos', () => {
    it('stores typed photos re-encoded, with the time taken, and logs the upload', async () => {
      const rental = await awaitingRental();
      const response = await uploadPhotos(rental.id, [
        { type: 'front_with_customer', data: await makePhoto() },
        { type: 'interior_mileage', data: await makePhoto(1200, 900, '#229944') },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.photos.map((photo: { type: string }) => photo.type)).toEqual(['front_with_customer', 'interior_mileage']);
      expect(Date.parse(response.body.photos[0].takenAt)).toBeGreaterThan(Date.now() - 60_000);
      const row = await stored(rental.id);
      for (const photo of row.vehiclePhotos ?? []) {
        expect(uploadsOf('rental-photos')).toContain(photo.fileName);
        const metadata = await sharp(join(process.env.DATA_DIR as string, 'uploads', 'rental-photos', photo.fileName)).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.exif).toBeUndefined();
      }
      await expect(logActions(rental.id)).resolves.toEqual(['rental_photos_uploaded']);

      // The evidence can be read back by staff, and by nobody else.
      const file = await asStaff(request(t.server).get(wizard(rental.id, 'files/interior_mileage')));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(
        (await request(t.server).get(wizard(rental.id, 'files/interior_mileage')).set('Authorization', `Bearer ${customerToken}`)).status,
      ).toBe(403);
      expect((await asStaff(request(t.server).get(wizard(rental.id, 'files/front')))).status).toBe(404);
      expect((await asStaff(request(t.server).get(wizard(rental.id, 'files/..%2F.jwt-secret')))).status).toBe(404);
    });

    it('replaces a type sent again before finalize and removes the old file', async () => {
      const rental = await awaitingRental();
      await uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto() }]);
      const first = (await stored(rental.id)).vehiclePhotos?.[0].fileName as string;
      expect((await uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto(900, 600, '#999999') }])).status).toBe(200);
      const photos = (await stored(rental.id)).vehiclePhotos ?? [];
      expect(photos).toHaveLength(1);
      expect(photos[0].fileName).not.toBe(first);
      expect(uploadsOf('rental-photos')).not.toContain(first);
    });

    it('refuses a missing photo, a non-image, mismatched or unknown types, leaving nothing behind', async () => {
      const rental = await awaitingRental();
      const before = uploadsOf('rental-photos').length;
      const cases: Array<[request.Test, number, string]> = [
        [asStaff(request(t.server).post(wizard(rental.id, 'photos'))).field('photoTypes', 'front'), 400, 'Please add at least one photo'],
        [
          uploadPhotos(rental.id, [{ type: 'front', data: Buffer.from('%PDF-1.4 not an image'), name: 'x.jpg' }]),
          400,
          'Please upload a JPEG, PNG or WebP image',
        ],
        [
          uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto() }, { data: await makePhoto() }]),
          400,
          'Each photo needs one photo type, in the same order',
        ],
        [
          uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto() }], ['back']),
          400,
          'Each photo needs one photo type, in the same order',
        ],
        [uploadPhotos(rental.id, [{ type: 'roof', data: await makePhoto() }]), 400, 'Unknown photo type'],
        [
          uploadPhotos(rental.id, [
            { type: 'front', data: await makePhoto() },
            { type: 'front', data: await makePhoto() },
          ]),
          400,
          'Each photo type can be sent once',
        ],
        [
          uploadPhotos(rental.id, [
            { type: 'front', data: await makePhoto() },
            { type: 'back', data: Buffer.from('junk') },
          ]),
          400,
          'Please upload a JPEG, PNG or WebP image',
        ],
      ];
      for (const [call, status, message] of cases) {
        const response = await call;
        expect(response.status).toBe(status);
        expect(JSON.stringify(response.body.message)).toContain(message);
      }
      expect(uploadsOf('rental-photos')).toHaveLength(before);
      expect((await stored(rental.id)).vehiclePhotos).toBeNull();
      expect((await uploadPhotos(999999, [{ type: 'front', data: await makePhoto() }])).status).toBe(404);
      expect((await uploadPhotos('abc', [{ type: 'front', data: await makePhoto() }])).status).toBe(400);
    });
  });

  describe('wizard steps 3 and 4: signature and key handover photo', () => {
    it('stores a drawn signature as a clean PNG and refuses bad, blank and oversized ones', async () => {
      const rental = await awaitingRental();
      const sign = (signatureData: unknown) => asStaff(request(t.server).post(wizard(rental.id, 'signature'))).send({ signatureData });
      const jpeg = `data:image/jpeg;base64,${(await makePhoto(100, 50)).toString('base64')}`;
      const pngAsJpeg = `data:image/png;base64,${(await makePhoto(100, 50)).toString('base64')}`;
      for (const bad of ['', 'not a data url', jpeg, pngAsJpeg, 'data:image/png;base64,!!!!', 42, null]) {
        const response = await sign(bad);
        expect(response.status).toBe(400);
      }
      expect((await sign(await blankDataUrl())).body.message).toBe("Signature Required: Please capture the customer's signature");
      const huge = `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`;
      expect((await sign(huge)).status).toBe(413);
      expect((await stored(rental.id)).signatureUrl).toBeNull();

      const response = await sign(await signatureDataUrl());
      expect(response.status).toBe(200);
      expect(response.body.signatureCaptured).toBe(true);
      const row = await stored(rental.id);
      expect(uploadsOf('signatures')).toContain(row.signatureUrl);
      // Sealed at rest: the file on disk is not a PNG, the app reads it as one.
      expect(sealedOnDisk('signatures', row.signatureUrl as string)).toBe(true);
      expect((await t.app.get(FileStorage).read('signatures', row.signatureUrl as string))?.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(row.signedAt).toBeInstanceOf(Date);
    });

    it('stores the key handover photo, and refuses a request without one', async () => {
      const rental = await awaitingRental();
      const none = await asStaff(request(t.server).post(wizard(rental.id, 'key-handover')));
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Key Handover Photo Required: Please upload the key handover photo');
      const response = await asStaff(request(t.server).post(wizard(rental.id, 'key-handover'))).attach(
        'photo',
        await makePhoto(),
        'keys.jpg',
      );
      expect(response.status).toBe(200);
      expect(response.body.keyHandoverPhotoCaptured).toBe(true);
    });
  });

  describe('wizard step 5: finalize and the agreement PDF', () => {
    it('gates finalize with the wizard messages, in step order', async () => {
      const rental = await awaitingRental();
      expect((await finalize(rental.id)).body.message).toBe('Missing Required Photos: Please upload: Front With Customer');
      await uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto() }]);
      expect((await finalize(rental.id)).body.message).toBe('Missing Required Photos: Please upload: Front With Customer');
      await uploadPhotos(rental.id, [{ type: 'front_with_customer', data: await makePhoto() }]);
      expect((await finalize(rental.id)).body.message).toBe("Signature Required: Please capture the customer's signature");
      await asStaff(request(t.server).post(wizard(rental.id, 'signature'))).send({ signatureData: await signatureDataUrl() });
      expect((await finalize(rental.id)).body.message).toBe('Key Handover Photo Required: Please upload the key handover photo');
      await asStaff(request(t.server).post(wizard(rental.id, 'key-handover'))).attach('photo', await makePhoto(), 'keys.jpg');
      for (const currentMileage of [0, -5, 1.5, '12000', null]) {
        const response = await finalize(rental.id, { fuelLevel: 4, currentMileage });
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(["Current Mileage Required: Please enter the vehicle's current mileage"]);
      }
      expect((await finalize(rental.id, { fuelLevel: 9, currentMileage: 100 })).status).toBe(400);
      expect((await stored(rental.id)).status).toBe('awaiting_agreement');
      expect(uploadsOf('pdfs').filter((name) => name === (rental.agreementPdfUrl ?? ''))).toHaveLength(0);
    });

    it('renders the agreement once: approved, PDF with the customer, plate and grand total; later changes are refused', async () => {
      const rental = await withEvidence(await awaitingRental());
      const first = Date.now();
      const response = await finalize(rental.id);
      const firstMs = Date.now() - first;
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'approved', agreementReady: true, fuelLevel: 6, currentMileage: 45210 });
      const row = await stored(rental.id);
      expect(uploadsOf('pdfs')).toContain(row.agreementPdfUrl);
      expect(sealedOnDisk('pdfs', row.agreementPdfUrl as string)).toBe(true);
      expect(row.agreementFinalizedAt).toBeInstanceOf(Date);
      await expect(logActions(rental.id)).resolves.toEqual([
        'rental_photos_uploaded',
        'rental_signature_captured',
        'rental_key_handover_photo',
        'rental_agreement_finalized',
      ]);

      const download = await pdfOf(asStaff(request(t.server).get(`/api/rentals/${rental.id}/download-agreement`)));
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="agreement-${rental.id}.pdf"`);
      const pdf = download.body as Buffer;
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await pdfText(pdf);
      expect(text).toContain('Siti <script>alert(1)</script> Tan');
      expect(text).toContain('WXY 1234');
      expect(text).toContain('RM 630.00');
      expect(text).toContain('900101-14-5678');

      // Once finalized, nothing in the agreement changes.
      expect((await finalize(rental.id)).status).toBe(409);
      expect((await uploadPhotos(rental.id, [{ type: 'front', data: await makePhoto() }])).status).toBe(409);
      expect(
        (await asStaff(request(t.server).post(wizard(rental.id, 'signature'))).send({ signatureData: await signatureDataUrl() })).status,
      ).toBe(409);
      expect((await stored(rental.id)).agreementPdfUrl).toBe(row.agreementPdfUrl);

      // The shared browser is warm now: the second agreement is much faster (logged, not asserted).
      const second = await withEvidence(await awaitingRental());
      const started = Date.now();
      expect((await finalize(second.id)).status).toBe(200);
      console.log(`Agreement PDF timings: first finalize ${firstMs} ms, second ${Date.now() - started} ms`);
    });

    it("lets staff and the rental's own customer download it; 404 for anyone else, 401 signed out", async () => {
      const rental = await finalizedRental();
      const download = (token: string | null) => as(token)(request(t.server).get(`/api/rentals/${rental.id}/download-agreement`));
      expect((await download(customerToken)).status).toBe(200);
      expect((await download(otherToken)).status).toBe(404);
      expect((await download(null)).status).toBe(401);
      const unfinished = await awaitingRental();
      const notReady = await asStaff(request(t.server).get(`/api/rentals/${unfinished.id}/download-agreement`));
      expect(notReady.status).toBe(404);
      expect(notReady.body.message).toBe('The agreement is not ready yet');
    });

    it('accepts staffId and staffUsername in the body but logs the signed-in staff', async () => {
      const rental = await withEvidence(await awaitingRental());
      expect(
        (await finalize(rental.id, { fuelLevel: 4, currentMileage: 100, staffId: 'x'.repeat(101), staffUsername: 'mallory' })).status,
      ).toBe(400);
      const response = await finalize(rental.id, { fuelLevel: 4, currentMileage: 100, staffId: 99999, staffUsername: 'mallory' });
      expect(response.status).toBe(200);
      const log = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'rental_agreement_finalized', targetId: String(rental.id) });
      expect(log).toMatchObject({ staffId: staff.id, staffUsername: staff.username });
      const cancelled = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/cancel`)).send({
        reason: 'Changed plans',
        staffId: 1,
        staffUsername: 'System',
      });
      expect(cancelled.status).toBe(200);
    });

    it('a concurrent second finalize loses: one 200, the rest 409, one PDF kept', async () => {
      const rental = await withEvidence(await awaitingRental());
      const before = uploadsOf('pdfs').length;
      const responses = await Promise.all(Array.from({ length: 4 }, () => finalize(rental.id)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
      expect(uploadsOf('pdfs')).toHaveLength(before + 1);
    });
  });

  describe('sharing', () => {
    it('e-mails the PDF to the customer', async () => {
      const rental = await finalizedRental();
      const response = await asStaff(request(t.server).post(`/api/rentals/${rental.id}/send-email`));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, recipient: customer.email, message: `The agreement was sent to ${customer.email}` });
      // The customer has had other e-mails by now (a cancellation notice): wait for this agreement's.
      const mail = decodeQuotedPrintable((await smtp.waitFor(customer.email, 5000, `filename=agreement-${rental.id}.pdf`)).raw);
      expect(mail).toContain(`filename=agreement-${rental.id}.pdf`);
      expect(mail).toContain('Content-Type: application/pdf');
      await expect(logActions(rental.id)).resolves.toContain('rental_agreement_emailed');
    });

    it('sends a rental at most 5 agreement e-mails an hour: the sixth is 429 and sends nothing; other rentals are not affected', async () => {
      const rental = await finalizedRental();
      const send = (id: number) => asStaff(request(t.server).post(`/api/rentals/${id}/send-email`));
      const outbox = () => t.dataSource.getRepository(MailMessage).countBy({ recipient: customer.email, template: 'rental-agreement' });
      // Four at once and one after: the count is one atomic step, so parallel presses cannot overshoot.
      const first = await Promise.all(Array.from({ length: 4 }, () => send(rental.id)));
      expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect((await send(rental.id)).status).toBe(200);
      const queued = await outbox();

      const sixth = await send(rental.id);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        statusCode: 429,
        code: 'RENTAL_MAIL_LIMIT',
        message: "This rental's customer has already been sent 5 e-mails in the last hour. Please try again later.",
        error: 'Too Many Requests',
        params: { count: 5 },
      });
      expect(await outbox()).toBe(queued);
      expect((await logActions(rental.id)).filter((action) => action === 'rental_agreement_emailed')).toHaveLength(5);

      expect((await send((await finalizedRental()).id)).status).toBe(200);
    });

    it('gives a wa.me link whose signed download works for 7 days and not when changed', async () => {
      const rental = await finalizedRental();
      const response = await asStaff(request(t.server).post(`/api/rentals/${rental.id}/send-whatsapp`));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, recipient: '+60123456789' });
      const url = new URL(response.body.whatsappUrl);
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/60123456789');
      const message = url.searchParams.get('text') as string;
      const link = /https:\/\/rent\.example\.my(\/api\/agreements\/\S+?)(?=\s|$)/.exec(message)?.[1] as string;
      expect(link).toMatch(new RegExp(`^/api/agreements/${rental.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`));

      const ok = await pdfOf(request(t.server).get(link));
      expect(ok.status).toBe(200);
      expect((ok.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');

      const other = await finalizedRental();
      const tampered = [
        link.replace(`/agreements/${rental.id}?`, `/agreements/${other.id}?`),
        link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
        link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 60}`),
        link.replace(/&signature=.*/, ''),
        `/api/agreements/${rental.id}?expires=abc&signature=00`,
      ];
      for (const path of tampered) {
        const response = await request(t.server).get(path);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('This link is invalid or has expired. Please ask us for a new one.');
      }

      const links = t.app.get(AgreementLinks);
      const expired = links.create(rental.id, 0, Date.now() - 8 * 24 * 60 * 60 * 1000).replace('https://rent.example.my', '');
      expect((await request(t.server).get(expired)).status).toBe(404);
      const sixDaysOld = links.create(rental.id, 0, Date.now() - 6 * 24 * 60 * 60 * 1000).replace('https://rent.example.my', '');
      expect((await request(t.server).get(sixDaysOld)).status).toBe(200);
    });

    describe('a WhatsApp link is withdrawn with its rental or its customer', () => {
      const INVALID = 'This link is invalid or has expired. Please ask us for a new one.';
      const WITHDRAWN = 'This link is no longer valid. Please contact us if you need a copy of your agreement.';
      const whatsApp = (id: number) => asStaff(request(t.server).post(`/api/rentals/${id}/send-whatsapp`));
      async function sharedLink(id: number): Promise<string> {
        const response = await whatsApp(id);
        expect(response.status).toBe(200);
        const message = new URL(response.body.whatsappUrl).searchParams.get('text') as string;
        return /https:\/\/rent\.example\.my(\/api\/agreements\/\S+?)(?=\s|$)/.exec(message)?.[1] as string;
      }
      const download = (link: string) => pdfOf(request(t.server).get(link));
      const setStatus = (id: number, status: string) =>
        asStaff(request(t.server).patch(`/api/staff/customers/${id}/status`)).send({ status });

      it('works, then is refused once the rental is cancelled, and no new one is made for it', async () => {
        const rental = await finalizedRental();
        const link = await sharedLink(rental.id);
        expect((await download(link)).status).toBe(200);
        expect(
          (await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/cancel`)).send({ reason: 'Changed plans' })).status,
        ).toBe(200);
        await expect(stored(rental.id)).resolves.toMatchObject({ status: 'cancelled', agreementLinkVersion: 1 });
        const refused = await request(t.server).get(link);
        expect(refused.status).toBe(410);
        expect(refused.body.message).toBe(WITHDRAWN);
        const again = await whatsApp(rental.id);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe("A cancelled rental's agreement cannot be shared by link");
        // A link signed for the new version would still not open a cancelled rental's agreement.
        const forged = t.app.get(AgreementLinks).create(rental.id, 1).replace('https://rent.example.my', '');
        expect((await request(t.server).get(forged)).status).toBe(410);
      });

      it('answers for a deleted rental exactly as for a bad link', async () => {
        const rental = await finalizedRental();
        const link = await sharedLink(rental.id);
        expect((await download(link)).status).toBe(200);
        expect((await asStaff(request(t.server).delete(`/api/staff/rentals/${rental.id}`))).status).toBe(200);
        const gone = await request(t.server).get(link);
        const forged = await request(t.server).get(
          link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
        );
        expect(gone.status).toBe(404);
        expect(gone.body).toEqual(forged.body);
        expect(gone.body.message).toBe(INVALID);
      });

      it('is refused while the customer is blacklisted, and works again (until it expires) once they are active', async () => {
        const blacklisted = await makeCustomer(t.dataSource, { phone: '+60129876543' });
        const rental = await finalizedRental({ customerId: blacklisted.id });
        const link = await sharedLink(rental.id);
        expect((await download(link)).status).toBe(200);
        expect((await setStatus(blacklisted.id, 'blacklisted')).status).toBe(200);
        const refused = await request(t.server).get(link);
        expect(refused.status).toBe(410);
        expect(refused.body.message).toBe(WITHDRAWN);
        const share = await whatsApp(rental.id);
        expect(share.status).toBe(409);
        expect(share.body.message).toBe('This customer is blacklisted: their agreement cannot be shared by link');
        expect((await setStatus(blacklisted.id, 'active')).status).toBe(200);
        expect((await download(link)).status).toBe(200);
      });
    });

    it('refuses sharing before finalize, and for customers', async () => {
      const rental = await awaitingRental();
      expect((await asStaff(request(t.server).post(`/api/rentals/${rental.id}/send-email`))).status).toBe(409);
      expect((await asStaff(request(t.server).post(`/api/rentals/${rental.id}/send-whatsapp`))).status).toBe(409);
      expect(
        (await request(t.server).post(`/api/rentals/${rental.id}/send-email`).set('Authorization', `Bearer ${customerToken}`)).status,
      ).toBe(403);
    });
  });

  describe('lifecycle: handover, return, and refused transitions', () => {
    const handover = (id: number) => asStaff(request(t.server).patch(`/api/staff/rentals/${id}/key-handover`));

    it('Complete Handover makes an approved rental active, once', async () => {
      // Without the wizard's key photo (a rental finalized before it existed), a photo is needed.
      const noKeyPhoto = await awaitingRental({ status: 'approved', agreementPdfUrl: 'agreement.pdf' });
      const missing = await handover(noKeyPhoto.id);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please choose the key handover photo');
      const rental = await finalizedRental();
      const response = await handover(rental.id).attach('keyHandoverPhoto', await makePhoto(), 'hand.jpg');
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('active');
      expect(Date.parse(response.body.handedOverAt)).toBeGreaterThan(Date.now() - 60_000);
      const again = await handover(rental.id).attach('photo', await makePhoto(), 'hand.jpg');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only a rental that is ready for key handover can be handed over');
      await expect(logActions(rental.id)).resolves.toContain('rental_handed_over');

      // The wizard names the field 'photo': Complete Handover takes it too, but one file only.
      const other = await finalizedRental();
      const both = await handover(other.id)
        .attach('photo', await makePhoto(), 'a.jpg')
        .attach('keyHandoverPhoto', await makePhoto(), 'b.jpg');
      expect(both.status).toBe(400);
      expect((await handover(other.id).attach('photo', await makePhoto(), 'a.jpg')).status).toBe(200);
    });

    it('refuses each action from a status that does not allow it, with 409 and no change', async () => {
      const awaiting = await awaitingRental();
      const files = uploadsOf('rental-photos').length;
      expect((await handover(awaiting.id).attach('keyHandoverPhoto', await makePhoto(), 'hand.jpg')).status).toBe(409);
      expect(uploadsOf('rental-photos')).toHaveLength(files);
      const returnBody = { returnDate: daysFromToday(0), returnMileage: 100, fuelLevel: 4 };
      expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${awaiting.id}/return`)).send(returnBody)).status).toBe(409);

      const approved = await finalizedRental();
      expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${approved.id}/return`)).send(returnBody)).status).toBe(409);
      expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${approved.id}/extension/approve`))).status).toBe(409);

      const completed = await makeRental(t.dataSource, customer, await makeVehicle(t.dataSource), {
        startDate: daysFromToday(-5),
        endDate: daysFromToday(-2),
        status: 'completed',
      });
      expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${completed.id}/cancel`)).send({ reason: 'x' })).status).toBe(409);
      expect((await finalize(completed.id)).status).toBe(409);
      expect((await stored(completed.id)).status).toBe('completed');
    });
  });

  describe('extensions', () => {
    async function activeRental(vehicle?: Vehicle): Promise<Rental> {
      const car = vehicle ?? (await makeVehicle(t.dataSource));
      return makeRental(
        t.dataSource,
        customer,
        car,
        { startDate: daysFromToday(-1), endDate: daysFromToday(2), status: 'active' },
        { totalDays: 3, rentalPerDay: '100.00', deposit: '200.00', discount: '10.00', grandTotal: '490.00' },
      );
    }
    const ask = (id: number, body: object, token = customerToken) =>
      request(t.server).post(`/api/rentals/${id}/extension`).set('Authorization', `Bearer ${token}`).send(body);

    it('the customer asks, staff approve: new end date, days and total, and the customer is e-mailed', async () => {
      const rental = await activeRental();
      const mine = await request(t.server).get('/api/rentals/mine?limit=100').set('Authorization', `Bearer ${customerToken}`);
      expect(mine.status).toBe(200);
      expect(mine.body.items.map((item: { id: number }) => item.id)).toContain(rental.id);
      const others = await request(t.server).get('/api/rentals/mine?limit=100').set('Authorization', `Bearer ${otherToken}`);
      expect(others.body.items.map((item: { id: number }) => item.id)).not.toContain(rental.id);

      expect((await ask(rental.id, { newEndDate: daysFromToday(2), reason: 'Longer trip' })).body.message).toBe(
        'The new end date must be after the current end date',
      );
      expect((await ask(rental.id, { newEndDate: daysFromToday(5), reason: '' })).status).toBe(400);
      expect((await ask(rental.id, { newEndDate: '2026-02-30', reason: 'x' })).status).toBe(400);
      expect((await ask(rental.id, { newEndDate: daysFromToday(5), reason: 'Longer trip' }, otherToken)).status).toBe(404);

      const asked = await ask(rental.id, { newEndDate: daysFromToday(5), reason: 'Longer trip' });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({
        status: 'extension-requested',
        extensionRequestedUntil: daysFromToday(5),
        extensionReason: 'Longer trip',
      });
      expect((await ask(rental.id, { newEndDate: daysFromToday(6), reason: 'Again' })).status).toBe(409);

      const approved = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/approve`));
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        status: 'active',
        endDate: daysFromToday(5),
        totalDays: 6,
        grandTotal: '790.00',
        extensionRequestedUntil: null,
      });
      const mail = decodeQuotedPrintable((await smtp.waitFor(customer.email, 5000, 'Extension approved')).raw);
      expect(mail).toContain(`Your rental #${rental.id}`);
      await expect(logActions(rental.id)).resolves.toContain('rental_extension_approved');
    });

    it('staff decline with a reason: back to active, and the customer sees why', async () => {
      const rental = await activeRental();
      await ask(rental.id, { newEndDate: daysFromToday(4), reason: 'Family visit' });
      const decline = (body: object) => asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/decline`)).send(body);
      expect((await decline({ reason: '   ' })).body.message).toEqual(['Please give a reason for declining']);
      const response = await decline({ reason: 'The car is booked after your rental' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'active',
        endDate: daysFromToday(2),
        extensionDeclineReason: 'The car is booked after your rental',
      });
      const mine = await request(t.server).get('/api/rentals/mine?limit=100').set('Authorization', `Bearer ${customerToken}`);
      expect(mine.body.items.find((item: { id: number }) => item.id === rental.id)).toMatchObject({
        status: 'active',
        extensionDeclineReason: 'The car is booked after your rental',
      });
      expect((await decline({ reason: 'again' })).status).toBe(409);
    });

    it('refuses an extension into another booking of the car', async () => {
      const car = await makeVehicle(t.dataSource);
      const rental = await activeRental(car);
      await makeRental(t.dataSource, await makeCustomer(t.dataSource), car, {
        startDate: daysFromToday(4),
        endDate: daysFromToday(6),
        status: 'approved',
      });
      const response = await ask(rental.id, { newEndDate: daysFromToday(5), reason: 'Longer trip' });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The vehicle is already booked for the extended dates');
      expect((await ask(rental.id, { newEndDate: daysFromToday(3), reason: 'One more day' })).status).toBe(200);
    });

    it('20 parallel approvals of one extension give one success; racing manual bookings of those days lose or win as one', async () => {
      const rental = await activeRental();
      await ask(rental.id, { newEndDate: daysFromToday(6), reason: 'Longer trip' });
      const approvals = await Promise.all(
        Array.from({ length: 20 }, () => asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/approve`))),
      );
      expect(approvals.filter((response) => response.status === 200)).toHaveLength(1);
      expect(approvals.filter((response) => response.status === 409)).toHaveLength(19);
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'rental_extension_approved', targetId: String(rental.id) }),
      ).resolves.toBe(1);

      const car = await makeVehicle(t.dataSource);
      const racing = await activeRental(car);
      await ask(racing.id, { newEndDate: daysFromToday(6), reason: 'Longer trip' });
      const manual = {
        customerId: customer.id,
        vehicleId: car.id,
        startDate: daysFromToday(5),
        endDate: daysFromToday(7),
        rentalPerDay: '100.00',
        deposit: '200.00',
      };
      const responses = await Promise.all([
        asStaff(request(t.server).patch(`/api/staff/rentals/${racing.id}/extension/approve`)),
        ...Array.from({ length: 19 }, () => asStaff(request(t.server).post('/api/staff/bookings/manual')).send(manual)),
      ]);
      expect(responses.filter((response) => response.status === 200 || response.status === 201)).toHaveLength(1);
      expect(responses.every((response) => [200, 201, 409].includes(response.status))).toBe(true);
      const holding = await t.dataSource.getRepository(Rental).find({ where: { vehicleId: car.id } });
      const heldDays = holding.filter((row) => row.status !== 'cancelled' && row.endDate >= daysFromToday(5));
      expect(heldDays).toHaveLength(1);
    });
  });

  describe('GET /api/staff/rentals/download', () => {
    it('prints the filtered list as a multi-page PDF table', async () => {
      const car = await makeVehicle(t.dataSource, { plateIdentifier: `P ${uniqueSuffix()}` });
      for (let index = 0; index < 70; index += 1) {
        await makeRental(
          t.dataSource,
          customer,
          car,
          { startDate: daysFromToday(100 + index), endDate: daysFromToday(100 + index), status: 'completed' },
          { grandTotal: '100.00' },
        );
      }
      const response = await pdfOf(asStaff(request(t.server).get('/api/staff/rentals/download?filter=3days&status=completed')));
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="rentals-3days.pdf"');
      const { text, pages } = await pdfText(response.body as Buffer);
      expect(pages).toBeGreaterThanOrEqual(2);
      // Each row names the car as every screen does: make model - plate.
      expect(text.replace(/\s+/g, ' ')).toContain(`Perodua Myvi - ${car.plateIdentifier}`);
      expect((await asStaff(request(t.server).get('/api/staff/rentals/download?filter=year'))).status).toBe(400);
      expect((await request(t.server).get('/api/staff/rentals/download').set('Authorization', `Bearer ${customerToken}`)).status).toBe(403);
    });
  });
});
