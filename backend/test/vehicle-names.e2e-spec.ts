import { Workbook } from 'exceljs';
import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { payRental } from './factories/paid-rental.factory';
import { pdfText } from './factories/pdf-text';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { CapturedMail, decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};
const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/m.exec(mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))![1];

const RED = 'Perodua Myvi - WXY 1234';
const BLUE = 'Perodua Myvi - VBN 5678';

/**
 * Two cars of the same make and model, told apart only by their plates: every view, document,
 * e-mail and export names each as "make model - plate", from the vehicle's record.
 */
describe('One name for a car, with its plate, everywhere (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;
  let customerToken: string;
  let customer: Customer;
  let red: Vehicle;
  let blue: Vehicle;
  /** Booked from the customer's request for the red car, then approved. */
  let approvedRental: number;
  /** Booked by staff for the blue car at the counter. */
  let manualRental: number;
  /** The blue car's second request, still pending. */
  let pendingRequest: number;

  beforeAll(async () => {
    const previous = { SMTP_URL: process.env.SMTP_URL, PUBLIC_URL: process.env.PUBLIC_URL };
    Object.assign(process.env, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'https://rent.example.my' });
    try {
      t = await createIsolatedTestApp();
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    customer = await makeCustomer(t.dataSource, { fullName: 'Nur Aisyah binti Ahmad', phone: '+60123456789' });
    customerToken = await tokenFor(t.app, customer.id, 'customer');
    const suffix = uniqueSuffix();
    red = await makeVehicle(t.dataSource, {
      name: `Myvi Merah ${suffix}`,
      make: 'Perodua',
      model: 'Myvi',
      plateIdentifier: 'WXY 1234',
      dailyRate: '100.00',
      deposit: '200.00',
    });
    blue = await makeVehicle(t.dataSource, {
      name: `Myvi Biru ${suffix}`,
      make: 'Perodua',
      model: 'Myvi',
      plateIdentifier: 'VBN 5678',
      dailyRate: '100.00',
      deposit: '200.00',
    });

    const asked = await asCustomer(request(t.server).post('/api/booking-requests')).send({
      vehicleId: red.id,
      startDate: daysFromToday(3),
      endDate: daysFromToday(5),
    });
    expect(asked.status).toBe(201);
    const approved = await asStaff(request(t.server).patch(`/api/staff/booking-requests/${asked.body.id}/approve`)).send({});
    expect(approved.status).toBe(200);
    approvedRental = approved.body.rental.id;
    expect(approved.body.rental).toMatchObject({ vehicle: red.name, vehicleDisplayName: RED });

    const booked = await asStaff(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId: customer.id,
      vehicleId: blue.id,
      startDate: daysFromToday(3),
      endDate: daysFromToday(5),
    });
    expect(booked.status).toBe(201);
    manualRental = booked.body.rental.id;
    expect(booked.body.rental).toMatchObject({ vehicle: blue.name, vehicleDisplayName: BLUE });

    const pending = await asCustomer(request(t.server).post('/api/booking-requests')).send({
      vehicleId: blue.id,
      startDate: daysFromToday(20),
      endDate: daysFromToday(22),
    });
    expect(pending.status).toBe(201);
    pendingRequest = pending.body.id;
    // A database of its own is migrated first, which on MariaDB takes a while.
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  function asStaff(test: request.Test) {
    return test.set('Authorization', `Bearer ${staffToken}`);
  }
  function asCustomer(test: request.Test) {
    return test.set('Authorization', `Bearer ${customerToken}`);
  }
  const get = (path: string, as = asStaff) => as(request(t.server).get(path));
  const byId = <T extends { id: number }>(items: T[], id: number) => items.find((item) => item.id === id);
  const pdfOf = async (path: string, as = asStaff) => {
    const response = await as(request(t.server).get(path)).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    // A table cell may wrap a name over two lines.
    return (await pdfText(response.body as Buffer)).text.replace(/\s+/g, ' ');
  };

  describe('views', () => {
    it("booking requests, the customer's and staff's, name the car with its plate", async () => {
      const mine = await get('/api/booking-requests/mine?limit=100', asCustomer);
      expect(mine.status).toBe(200);
      expect(byId(mine.body.items, pendingRequest)).toMatchObject({ vehicleName: blue.name, vehicleDisplayName: BLUE });

      const staffList = await get('/api/staff/booking-requests?status=all&limit=100');
      expect(staffList.status).toBe(200);
      expect(byId(staffList.body.items, pendingRequest)).toMatchObject({ vehicleName: blue.name, vehicleDisplayName: BLUE });
    });

    it("the Rentals tab, a rental's detail and the wizard's rental keep the booked name and show the display name", async () => {
      const list = await get('/api/staff/rentals?limit=100');
      expect(list.status).toBe(200);
      expect(byId(list.body.items, approvedRental)).toMatchObject({ vehicle: red.name, vehicleDisplayName: RED });
      expect(byId(list.body.items, manualRental)).toMatchObject({ vehicle: blue.name, vehicleDisplayName: BLUE });

      const detail = await get(`/api/staff/rentals/${manualRental}`);
      expect(detail.body).toMatchObject({ vehicle: blue.name, vehicleDisplayName: BLUE });
    });

    it('the dashboard, the calendar and My Rentals give the same names', async () => {
      const dashboard = await get('/api/staff/dashboard');
      expect(dashboard.status).toBe(200);
      expect(byId(dashboard.body.recentRentals, approvedRental)).toMatchObject({ vehicleDisplayName: RED });
      expect(byId(dashboard.body.recentRentals, manualRental)).toMatchObject({ vehicleDisplayName: BLUE });

      const calendar = await get(`/api/staff/calendar?from=${daysFromToday(0)}&to=${daysFromToday(10)}`);
      expect(calendar.status).toBe(200);
      expect(byId(calendar.body.items, approvedRental)).toMatchObject({ vehicle: RED });
      expect(byId(calendar.body.items, manualRental)).toMatchObject({ vehicle: BLUE });
      expect(calendar.body.vehicles).toEqual(
        expect.arrayContaining([
          { id: red.id, displayName: RED },
          { id: blue.id, displayName: BLUE },
        ]),
      );

      const mine = await get('/api/rentals/mine?limit=100', asCustomer);
      expect(mine.status).toBe(200);
      expect(byId(mine.body.items, approvedRental)).toMatchObject({ vehicle: red.name, vehicleDisplayName: RED });
      expect(byId(mine.body.items, manualRental)).toMatchObject({ vehicle: blue.name, vehicleDisplayName: BLUE });
    });

    it("payments, the customer's history and staff's list, name their rental's car", async () => {
      const payment = await payRental(
        t.dataSource,
        await t.dataSource.getRepository(Rental).findOneByOrFail({ id: manualRental }),
        '50.00',
      );
      const history = await get('/api/payments/customer?limit=100', asCustomer);
      expect(history.status).toBe(200);
      expect(byId(history.body.items, payment.id)).toMatchObject({
        rentalId: manualRental,
        rentalVehicle: blue.name,
        rentalVehicleDisplayName: BLUE,
      });

      const staffList = await get('/api/staff/payments?limit=100');
      expect(staffList.status).toBe(200);
      expect(byId(staffList.body.items, payment.id)).toMatchObject({ rentalVehicleDisplayName: BLUE });

      expect(await pdfOf(`/api/payments/${payment.id}/receipt`, asCustomer)).toContain(BLUE);
    });

    it("a plate added later shows on every booking of that car; a car no longer in the fleet keeps the rental's own name", async () => {
      const suffix = uniqueSuffix();
      const car = await makeVehicle(t.dataSource, { name: `Axia ${suffix}`, make: 'Perodua', model: 'Axia', plateIdentifier: null });
      const rental = await makeRental(t.dataSource, customer, car, {
        startDate: daysFromToday(30),
        endDate: daysFromToday(31),
        status: 'awaiting_agreement',
      });
      expect((await get(`/api/staff/rentals/${rental.id}`)).body.vehicleDisplayName).toBe('Perodua Axia');

      expect((await asStaff(request(t.server).patch(`/api/staff/vehicles/${car.id}`)).send({ plateIdentifier: 'JKL 42' })).status).toBe(
        200,
      );
      expect((await get(`/api/staff/rentals/${rental.id}`)).body.vehicleDisplayName).toBe('Perodua Axia - JKL 42');

      const orphan = await makeRental(
        t.dataSource,
        customer,
        car,
        { startDate: daysFromToday(40), endDate: daysFromToday(41), status: 'awaiting_agreement' },
        { vehicle: 'Perodua Kancil - OLD 1' },
      );
      await t.dataSource.getRepository(Rental).update(orphan.id, { vehicleId: null });
      expect((await get(`/api/staff/rentals/${orphan.id}`)).body).toMatchObject({
        vehicleId: null,
        vehicleDisplayName: 'Perodua Kancil - OLD 1',
      });
      const calendar = await get(`/api/staff/calendar?from=${daysFromToday(40)}&to=${daysFromToday(41)}`);
      expect(byId(calendar.body.items, orphan.id)).toMatchObject({ vehicle: 'Perodua Kancil - OLD 1' });
    });
  });

  describe('documents, e-mails and exports', () => {
    it('e-mails about a booking request name the car with its plate', async () => {
      const received = await smtp.waitFor(customer.email, 5000, `received: ${RED}`);
      expect(subjectOf(received)).toMatch(new RegExp(`^Booking request #\\d+ received: ${RED}$`));
      const decided = await smtp.waitFor(customer.email, 5000, `approved: ${RED}`);
      expect(subjectOf(decided)).toMatch(new RegExp(`^Booking request #\\d+ approved: ${RED}$`));
    });

    it('the agreement PDF, its e-mail and its WhatsApp message name the car with its plate; the signed PDF keeps that name', async () => {
      await completeAgreementSteps(t.server, staffToken, approvedRental, true);
      expect(await pdfOf(`/api/rentals/${approvedRental}/download-agreement`)).toContain(RED);

      expect((await asStaff(request(t.server).post(`/api/rentals/${approvedRental}/send-email`))).status).toBe(200);
      const mail = await smtp.waitFor(customer.email, 5000, `Your rental agreement #${approvedRental}`);
      expect(subjectOf(mail)).toBe(`Your rental agreement #${approvedRental}: ${RED}`);
      expect(decodeQuotedPrintable(mail.raw)).toContain(RED);

      const whatsApp = await asStaff(request(t.server).post(`/api/rentals/${approvedRental}/send-whatsapp`));
      expect(whatsApp.status).toBe(200);
      expect(new URL(whatsApp.body.whatsappUrl).searchParams.get('text')).toContain(RED);

      // The stored agreement is what was signed: a new plate on the car later does not rewrite it.
      await t.dataSource.getRepository(Vehicle).update(red.id, { plateIdentifier: 'WXY 9999' });
      try {
        expect((await get(`/api/staff/rentals/${approvedRental}`)).body.vehicleDisplayName).toBe('Perodua Myvi - WXY 9999');
        const signed = await pdfOf(`/api/rentals/${approvedRental}/download-agreement`);
        expect(signed).toContain(RED);
        expect(signed).not.toContain('WXY 9999');
      } finally {
        await t.dataSource.getRepository(Vehicle).update(red.id, { plateIdentifier: 'WXY 1234' });
      }
    });

    it('the e-mail deciding an extension names the car with its plate', async () => {
      const rental = await makeRental(
        t.dataSource,
        customer,
        blue,
        { startDate: daysFromToday(-1), endDate: daysFromToday(1), status: 'active' },
        { totalDays: 2, grandTotal: '400.00' },
      );
      const asked = await asCustomer(request(t.server).post(`/api/rentals/${rental.id}/extension`)).send({
        newEndDate: daysFromToday(2),
        reason: 'Longer trip',
      });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ vehicleDisplayName: BLUE });
      expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/approve`))).status).toBe(200);
      const mail = await smtp.waitFor(customer.email, 5000, `Extension approved: rental #${rental.id}`);
      expect(subjectOf(mail)).toBe(`Extension approved: rental #${rental.id}, ${BLUE}`);
    });

    it("the Rentals tab's PDF and the customers workbook name each rental's car with its plate", async () => {
      const printed = await pdfOf('/api/staff/rentals/download?filter=ALL');
      expect(printed).toContain(RED);
      expect(printed).toContain(BLUE);

      const response = await get('/api/staff/export/customers.xlsx').buffer(true).parse(binary);
      expect(response.status).toBe(200);
      const workbook = new Workbook();
      await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
      const sheet = workbook.getWorksheet('Rentals')!;
      expect(sheet.getRow(1).getCell(4).value).toBe('Vehicle');
      const vehicleOf = (id: number) =>
        sheet
          .getRows(2, sheet.rowCount)!
          .find((row) => row.getCell(1).value === id)!
          .getCell(4).value;
      expect(vehicleOf(approvedRental)).toBe(RED);
      expect(vehicleOf(manualRental)).toBe(BLUE);
    });
  });
});
