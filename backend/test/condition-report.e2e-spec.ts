import request from 'supertest';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { RentalReturn } from '../src/returns/entities/rental-return.entity';
import { VehicleDamage } from '../src/returns/entities/vehicle-damage.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { pdfText } from './factories/pdf-text';
import { signatureDataUrl } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { SmtpCapture } from './setup/smtp-capture';

const ANGLES = ['front', 'back', 'left', 'right', 'interior_mileage'];

/** The PDF attached to a captured e-mail under `filename`, decoded from its base64 part. */
function attachedPdf(raw: string, filename: string): Buffer | null {
  const at = raw.indexOf(`filename=${filename}`);
  if (at < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

/** Collects a binary body as a Buffer whatever its Content-Type (a PDF, or a JSON refusal). */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

const asJson = (body: Buffer) => JSON.parse(body.toString('utf8')) as { code: string };

/** The due moment (18:00 Kuala Lumpur on the end date) plus minutes, as an ISO instant. */
function afterDue(endDate: string, minutes: number): string {
  return new Date(new Date(`${endDate}T18:00:00+08:00`).getTime() + minutes * 60_000).toISOString();
}

/**
 * The condition report: made once when the return is finalized, in the customer's language, with
 * the pickup's evidence beside the return's, the damage on the car then and now, the readings, the
 * charges as posted and both signatures; e-mailed once and downloaded by staff and the customer.
 */
describe('Condition report (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;
  let storage: FileStorage;

  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start();
    try {
      t = await createIsolatedTestApp({ FUEL_CHARGE_PER_BAR: '10.00', LATE_RETURN_GRACE_MINUTES: '60', LATE_RETURN_HOURLY_PERCENT: '10' });
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
  const path = (id: number | string, rest = '') => `/api/staff/rentals/${id}/return${rest}`;
  const staffReport = (id: number | string) => asStaff(request(t.server).get(path(id, '/report')).buffer(true).parse(binary));
  const customerReport = (id: number | string, token: string) =>
    as(token)(request(t.server).get(`/api/rentals/${id}/condition-report`).buffer(true).parse(binary));
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

  /**
   * An active rental with real pickup evidence (two angles and the agreement's signature, stored),
   * a car with a scratch already on its record, and a return one late hour, two fuel bars short,
   * with a new scratch and a smoking fee waived; the customer co-signs or is absent.
   */
  async function returnReady(customer: Customer, vehicle: Vehicle, coSign: boolean) {
    const signature = Buffer.from((await signatureDataUrl()).split(',')[1], 'base64');
    const pickupFront = await storage.save('rental-photos', await makePhoto(640, 480, '#2e7d32'), 'jpg');
    const pickupBack = await storage.save('rental-photos', await makePhoto(640, 480, '#1565c0'), 'jpg');
    const rental = await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: daysFromToday(-3), endDate: daysFromToday(-1) },
      {
        totalDays: 2,
        rentalPerDay: '100.00',
        grandTotal: '200.00',
        fuelLevel: 6,
        currentMileage: 10_000,
        returnTime: '18:00',
        signatureUrl: await storage.save('signatures', signature, 'png'),
        signedAt: new Date(`${daysFromToday(-3)}T09:05:00+08:00`),
        agreementFinalizedAt: new Date(`${daysFromToday(-3)}T09:10:00+08:00`),
        vehiclePhotos: [
          { type: 'front', fileName: pickupFront, takenAt: new Date(`${daysFromToday(-3)}T09:00:00+08:00`).toISOString() },
          { type: 'back', fileName: pickupBack, takenAt: new Date(`${daysFromToday(-3)}T09:01:00+08:00`).toISOString() },
        ],
      },
    );
    await t.dataSource.getRepository(VehicleDamage).insert({
      vehicleId: vehicle.id,
      rentalId: null,
      phase: 'pickup',
      status: 'open',
      x: 150,
      y: 330,
      panel: 'rear_bumper',
      kind: 'dent',
      size: 'medium',
      note: 'Parking dent from last month',
      photoKey: null,
      chargeSen: null,
      chargeReason: null,
      recordedBy: 'staff',
    });
    let upload = asStaff(request(t.server).post(path(rental.id, '/photos')));
    for (const type of ANGLES) upload = upload.attach('photos', await makePhoto(), `${type}.jpg`).field('photoTypes', type);
    expect((await upload).status).toBe(200);
    await asStaff(request(t.server).patch(path(rental.id, '/readings')))
      .send({ fuelLevel: 4, mileage: 10_180, returnedAt: afterDue(rental.endDate, 61) })
      .expect(200);
    await asStaff(request(t.server).post(path(rental.id, '/damages')))
      .send({ x: 30, y: 120, panel: 'front_left_door', kind: 'scratch', size: 'small', note: 'Along the handle' })
      .expect(200);
    const prices = (await asStaff(request(t.server).get('/api/staff/return-price-lists')).expect(200)).body;
    const smoking = (prices.fees as Array<{ id: number; category: string }>).find((fee) => fee.category === 'smoking');
    const withFee = await asStaff(request(t.server).post(path(rental.id, '/fees')))
      .send({ feeId: smoking?.id })
      .expect(200);
    const feeLine = (withFee.body.quote.lines as Array<{ line: string }>).find((line) => line.line.startsWith('fee:'))?.line;
    await asStaff(request(t.server).post(path(rental.id, '/waivers')))
      .send({ line: feeLine, reason: 'Smell was from the previous renter' })
      .expect(200);
    if (coSign) {
      await asStaff(request(t.server).post(path(rental.id, '/signature')))
        .send({ signatureData: await signatureDataUrl() })
        .expect(200);
    } else {
      await asStaff(request(t.server).post(path(rental.id, '/customer-absent')))
        .send({ reason: 'Keys in the drop box after hours' })
        .expect(200);
    }
    const total = (await asStaff(request(t.server).get(path(rental.id))).expect(200)).body.quote.total as string;
    return { rental, total };
  }

  it('is made once when two finalizes race, e-mailed once with the PDF in English, and downloaded as the same copy', async () => {
    const customer = await makeCustomer(t.dataSource, { fullName: 'Aisyah Rahman', language: 'en' });
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: 'WXY 1234' });
    const { rental, total } = await returnReady(customer, vehicle, true);
    // Fuel 2 bars x RM 10, one started hour at 10% of RM 100, a small scratch from the price list; the smoking fee waived.
    expect(total).toBe('80.00');

    const answers = await Promise.all(
      [1, 2].map(() => asStaff(request(t.server).post(path(rental.id, '/finalize'))).send({ expectedTotal: total })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const mail = await smtp.waitFor(customer.email, 20_000, 'Condition report');
    const attached = attachedPdf(mail.raw, `condition-report-${rental.id}.pdf`);
    expect(attached?.subarray(0, 4).toString()).toBe('%PDF');
    // The loser of the race sends nothing: still one e-mail a while later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(customer.email)).toHaveLength(1);

    const stored = await t.dataSource.getRepository(RentalReturn).findOneByOrFail({ rentalId: rental.id });
    expect(stored.reportPdfKey).toMatch(/\.pdf$/);
    const reports: string[] = [];
    for await (const file of storage.list('pdfs')) reports.push(file.fileName);
    expect(reports).toEqual([stored.reportPdfKey]);

    const { text } = await pdfText(attached as Buffer);
    for (const expected of [
      'Vehicle Condition Report',
      `Rental #${rental.id}`,
      'Aisyah Rahman',
      'WXY 1234',
      '6/8',
      '4/8',
      '10,000 km',
      '10,180 km',
      'Fuel 2 bar(s) short (6/8 out, 4/8 back) at RM 10.00 a bar',
      'started hour(s)',
      'New damage (Scratch, Small) on Front left door: price list',
      'Smoking in the car',
      'Waived: Smell was from the previous renter',
      'Total charged',
      '80.00',
      'Rear bumper',
      'Not charged: already recorded',
      'Parking dent from last month',
      'Along the handle',
      // Headings are printed in capitals.
      'CUSTOMER AT PICKUP (RENTAL AGREEMENT)',
      'CUSTOMER AT RETURN',
    ]) {
      expect(text).toContain(expected);
    }

    const card = await asStaff(request(t.server).get(`/api/staff/rentals/${rental.id}`)).expect(200);
    expect(card.body).toMatchObject({ id: rental.id, status: 'completed', conditionReportReady: true });
    const staffCopy = await staffReport(rental.id);
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers['content-type']).toBe('application/pdf');
    expect(staffCopy.headers['content-disposition']).toBe(`attachment; filename="condition-report-${rental.id}.pdf"`);
    expect(Buffer.compare(staffCopy.body as Buffer, attached as Buffer)).toBe(0);

    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    const customerCopy = await customerReport(rental.id, customerToken);
    expect(customerCopy.status).toBe(200);
    expect(Buffer.compare(customerCopy.body as Buffer, attached as Buffer)).toBe(0);
  });

  it('is in Malay for a customer who chose Malay, and says why the customer did not co-sign', async () => {
    const customer = await makeCustomer(t.dataSource, { fullName: 'Muthu Krishnan', language: 'ms' });
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: 'JQA 5678' });
    const { rental, total } = await returnReady(customer, vehicle, false);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    const mineBefore = await as(customerToken)(request(t.server).get('/api/rentals/mine')).expect(200);
    expect(mineBefore.body.items[0]).toMatchObject({ id: rental.id, conditionReportReady: false });
    await asStaff(request(t.server).post(path(rental.id, '/finalize')))
      .send({ expectedTotal: total })
      .expect(200);

    const mail = await smtp.waitFor(customer.email, 20_000, 'Laporan keadaan');
    expect(attachedPdf(mail.raw, `condition-report-${rental.id}.pdf`)?.subarray(0, 4).toString()).toBe('%PDF');

    const mine = await as(customerToken)(request(t.server).get('/api/rentals/mine')).expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: rental.id, conditionReportReady: true });
    const downloaded = await customerReport(rental.id, customerToken);
    expect(downloaded.status).toBe(200);
    const { text } = await pdfText(downloaded.body as Buffer);
    for (const expected of [
      'Laporan Keadaan Kenderaan',
      `Sewaan #${rental.id}`,
      'Muthu Krishnan',
      'JQA 5678',
      'Minyak',
      '6/8',
      '4/8',
      'Minyak kurang 2 bar (6/8 keluar, 4/8 pulang) pada RM 10.00 sebar',
      'Kerosakan baharu (Calar, Kecil) pada Pintu depan kiri: senarai harga',
      'Merokok di dalam kereta',
      'Dikecualikan: Smell was from the previous renter',
      'Jumlah dicaj',
      '80.00',
      'Tidak dicaj: telah direkodkan',
      'Pelanggan tiada: Keys in the drop box after hours',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Vehicle Condition Report');
  });

  it("refuses another customer's rental with 404, a return not finalized with 409, and ids that are not whole numbers with 400", async () => {
    const owner = await makeCustomer(t.dataSource);
    const stranger = await makeCustomer(t.dataSource);
    const rental = await makeRental(t.dataSource, owner, await makeVehicle(t.dataSource), {
      startDate: daysFromToday(-2),
      endDate: daysFromToday(1),
    });
    const ownerToken = await tokenFor(t.app, owner.id, 'customer');

    const open = await customerReport(rental.id, ownerToken);
    expect(open.status).toBe(409);
    expect(asJson(open.body as Buffer).code).toBe('CONDITION_REPORT_NOT_READY');
    const openForStaff = await staffReport(rental.id);
    expect(openForStaff.status).toBe(409);
    expect(asJson(openForStaff.body as Buffer).code).toBe('CONDITION_REPORT_NOT_READY');

    const notYours = await customerReport(rental.id, await tokenFor(t.app, stranger.id, 'customer'));
    expect(notYours.status).toBe(404);
    expect(asJson(notYours.body as Buffer).code).toBe('RENTAL_NOT_FOUND');
    expect((await staffReport(999_999)).status).toBe(404);

    for (const id of ['1.5', '12abc', '-3', '1e3']) {
      expect((await staffReport(id)).status).toBe(400);
      expect((await customerReport(id, ownerToken)).status).toBe(400);
    }
    expect(await t.dataSource.getRepository(RentalReturn).countBy({ rentalId: rental.id })).toBe(0);
  });
});
