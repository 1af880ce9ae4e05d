import request from 'supertest';
import { fromSen, toSen } from '../src/common/money/money';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { pdfText } from './factories/pdf-text';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

interface Entry {
  id: number;
  kind: string;
  category: string | null;
  amount: string;
  reversesEntryId: number | null;
  reversed: boolean;
}

interface InvoiceLineBody {
  category: string;
  description: string;
  amount: string;
  taxAmount: string;
}

interface InvoiceBody {
  id: number;
  number: string;
  rentalId: number | null;
  customerName: string;
  billToAddress: string | null;
  billToPhone: string | null;
  subtotalAmount: string | null;
  taxAmount: string | null;
  totalAmount: string;
  lines: InvoiceLineBody[];
}

const SST_NUMBER = 'W10-1808-32000123';
const SSM_NUMBER = '202301012345';
const INVOICE_NUMBER = /^INV-(\d{4})-(\d{6})$/;

/** One app per way the business charges SST, each on its own database, with the helpers its tests share. */
function sstWorld(settings: Record<string, string>) {
  const world = {} as {
    t: IsolatedTestApp;
    staffToken: string;
    vehicle: Vehicle;
    customer: Customer;
  };

  beforeAll(async () => {
    world.t = await createIsolatedTestApp({ BUSINESS_REGISTRATION_NUMBER: SSM_NUMBER, ...settings });
    world.staffToken = await tokenFor(world.t.app, (await makeStaff(world.t.dataSource)).member.id, 'staff');
    world.vehicle = await makeVehicle(world.t.dataSource, { dailyRate: '155.00', deposit: '0.00' });
    world.customer = await makeCustomer(world.t.dataSource, {
      fullName: 'Nur Aisyah binti Ahmad',
      address: '12 Jalan Ampang, 50450 Kuala Lumpur',
      phone: '012-987 6543',
    });
  });

  afterAll(() => world.t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${world.staffToken}`);
  /** A rental whose booking charged `grandTotal` for its days, `offset` days ahead so rentals do not overlap. */
  let offset = 0;
  const rental = (grandTotal: string, customer: Customer = world.customer) => {
    offset += 3;
    return makeRental(
      world.t.dataSource,
      customer,
      world.vehicle,
      { startDate: daysFromToday(200 + offset), endDate: daysFromToday(201 + offset), status: 'approved' },
      { grandTotal, deposit: '0.00' },
    );
  };
  const statement = async (id: number) =>
    (await asStaff(request(world.t.server).get(`/api/staff/rentals/${id}/account`)).expect(200)).body as {
      account: { charges: string; balanceDue: string };
      entries: Entry[];
    };
  const charge = (id: number, category: string, amount: string) =>
    asStaff(request(world.t.server).post(`/api/staff/rentals/${id}/account/charges`)).send({
      category,
      amount,
      reason: `${category} at return`,
    });
  const reverse = (id: number, entryId: number) =>
    asStaff(request(world.t.server).post(`/api/staff/rentals/${id}/account/entries/${entryId}/reverse`)).send({
      reason: 'Charged by mistake',
    });
  const invoice = (id: number | string) => asStaff(request(world.t.server).post(`/api/staff/rentals/${id}/invoice`));
  const pdf = (invoiceId: number) =>
    asStaff(request(world.t.server).get(`/api/staff/invoices/${invoiceId}/download`))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
  /**
   * The signed agreement's text for a rental of 3 days at RM 150.00, RM 20.00 off, RM 200.00
   * deposit: a grand total of RM 630.00, or RM 664.40 as a booking stores it when 8% comes on top.
   */
  const agreementText = async (language: 'en' | 'ms' = 'en', grandTotal = '630.00') => {
    offset += 5;
    const customer = await makeCustomer(world.t.dataSource, { language });
    const signed = await makeRental(
      world.t.dataSource,
      customer,
      world.vehicle,
      { startDate: daysFromToday(200 + offset), endDate: daysFromToday(203 + offset), status: 'awaiting_agreement' },
      // The booking kept the tax it added on top: whatever the total holds beyond RM 630.00.
      {
        totalDays: 3,
        rentalPerDay: '150.00',
        discount: '20.00',
        deposit: '200.00',
        grandTotal,
        serviceTaxAdded: fromSen(Math.max(0, toSen(grandTotal) - 63_000)),
      },
    );
    await completeAgreementSteps(world.t.server, world.staffToken, signed.id, true);
    const download = await asStaff(request(world.t.server).get(`/api/rentals/${signed.id}/download-agreement`))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    return (await pdfText(download.body as Buffer)).text;
  };
  const publicServiceTax = async () =>
    ((await request(world.t.server).get('/api/config').expect(200)).body as { serviceTax: unknown }).serviceTax;
  return { world, asStaff, rental, statement, charge, reverse, invoice, pdf, agreementText, publicServiceTax };
}

const live = (entries: Entry[]) => entries.filter((entry) => entry.reversesEntryId === null && !entry.reversed);
const sequenceOf = (number: string) => Number(INVOICE_NUMBER.exec(number)?.[2]);

describe('SST and invoices (API)', () => {
  describe('registered, prices exclude SST (8% on top)', () => {
    const { world, rental, statement, charge, reverse, invoice, pdf, asStaff, agreementText, publicServiceTax } = sstWorld({
      SST_REGISTERED: 'true',
      SST_NUMBER,
      PRICES_INCLUDE_SST: 'false',
    });

    it('prints the SST number and the tax on the agreement as its own line, the total including it', async () => {
      // Taxed line by line: 450.00 x 8% = 36.00, the 20.00 discount takes 1.60 off; the deposit carries none.
      const text = await agreementText('en', '664.40');
      for (const expected of [`SST registration no. ${SST_NUMBER}`, 'SST 8%', 'RM 34.40', 'RM 664.40']) expect(text).toContain(expected);
      expect(text).not.toContain('incl. SST');
      expect(text).not.toContain('RM 630.00');
    });

    it('books the tax into the grand total the customer is shown, to the sen of the account: estimate, approval, manual booking and extension', async () => {
      // 3 days at RM 155.00 = 465.00, 8% on top = 37.20, and a RM 200.00 deposit that carries none.
      const car = await makeVehicle(world.t.dataSource, { dailyRate: '155.00', deposit: '200.00' });
      const customer = await makeCustomer(world.t.dataSource);
      const customerToken = await tokenFor(world.t.app, customer.id, 'customer');
      const asked = await request(world.t.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ vehicleId: car.id, startDate: daysFromToday(30), endDate: daysFromToday(33) });
      expect(asked.status).toBe(201);
      expect(asked.body.estimatedTotal).toBe('702.20');
      const mine = await request(world.t.server).get('/api/booking-requests/mine').set('Authorization', `Bearer ${customerToken}`);
      expect(mine.body.items[0].estimatedTotal).toBe('702.20');

      const approved = await asStaff(request(world.t.server).patch(`/api/staff/booking-requests/${asked.body.id}/approve`)).send({
        discount: '0.00',
      });
      expect(approved.status).toBe(200);
      const rentalId = approved.body.rental.id as number;
      const shown = await asStaff(request(world.t.server).get(`/api/staff/rentals/${rentalId}`)).expect(200);
      expect(shown.body).toMatchObject({ grandTotal: '702.20', account: { charges: '502.20', deposit: '200.00', balanceDue: '702.20' } });
      const customerSees = await request(world.t.server).get('/api/rentals/mine').set('Authorization', `Bearer ${customerToken}`);
      expect(customerSees.body.items[0]).toMatchObject({ id: rentalId, grandTotal: '702.20', account: { balanceDue: '702.20' } });

      const manual = await asStaff(request(world.t.server).post('/api/staff/bookings/manual')).send({
        customerId: customer.id,
        vehicleId: car.id,
        startDate: daysFromToday(40),
        endDate: daysFromToday(42),
        rentalPerDay: '99.99',
        deposit: '50.00',
      });
      expect(manual.status).toBe(201);
      // 199.98 + 16.00 (15.9984 rounded) + 50.00.
      const manualRental = await asStaff(request(world.t.server).get(`/api/staff/rentals/${manual.body.rental.id}`)).expect(200);
      expect(manualRental.body).toMatchObject({ grandTotal: '265.98', account: { charges: '215.98', deposit: '50.00' } });

      // An extension is its own line, taxed on its own: one more day is 155.00 + 12.40.
      await world.t.dataSource.getRepository(Rental).update(rentalId, { status: 'active' });
      const extension = await request(world.t.server)
        .post(`/api/rentals/${rentalId}/extension`)
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ newEndDate: daysFromToday(34), reason: 'One more day' });
      expect(extension.status).toBe(200);
      const extended = await asStaff(request(world.t.server).patch(`/api/staff/rentals/${rentalId}/extension/approve`));
      expect(extended.status).toBe(200);
      expect(extended.body).toMatchObject({ totalDays: 4, grandTotal: '869.60', account: { charges: '669.60', balanceDue: '869.60' } });
    });

    it('tells the browser the tax is added on top, at 8%', async () => {
      await expect(publicServiceTax()).resolves.toEqual({ registered: true, rateBasisPoints: 800, pricesInclude: false });
    });

    it('posts the tax of each taxable charge as its own line, none on fuel, and the account adds up to the sen', async () => {
      const { id } = await rental('465.00');
      expect((await charge(id, 'extra_mileage', '12.35')).status).toBe(201);
      expect((await charge(id, 'fuel', '50.00')).status).toBe(201);
      expect((await charge(id, 'add_on', '10.05')).status).toBe(201);
      const { account, entries } = await statement(id);
      expect(entries.map((entry) => [entry.category, entry.amount])).toEqual([
        ['rental_days', '465.00'],
        ['service_tax', '37.20'],
        ['extra_mileage', '12.35'],
        // 12.35 x 8% = 0.988: rounded to the sen.
        ['service_tax', '0.99'],
        ['fuel', '50.00'],
        ['add_on', '10.05'],
        // 0.804 rounds down.
        ['service_tax', '0.80'],
      ]);
      expect(account).toMatchObject({ charges: '576.39', balanceDue: '576.39' });
      const keys = await world.t.dataSource
        .getRepository(LedgerEntry)
        .find({ where: { rentalId: id, category: 'service_tax' }, order: { id: 'ASC' } });
      expect(keys.map((entry) => entry.sourceKey)).toEqual([entries[0], entries[2], entries[5]].map((entry) => `charge:${entry.id}:sst`));
    });

    it('reversing a charge reverses its tax too; the tax alone cannot be reversed', async () => {
      const { id } = await rental('100.00');
      await charge(id, 'late_return', '25.00');
      const before = await statement(id);
      expect(before.account.charges).toBe('135.00');
      const late = before.entries.find((entry) => entry.category === 'late_return') as Entry;
      const tax = before.entries.find((entry) => entry.category === 'service_tax') as Entry;

      const refused = await reverse(id, tax.id);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'LEDGER_TAX_FOLLOWS_CHARGE' });

      expect((await reverse(id, late.id)).status).toBe(201);
      const after = await statement(id);
      expect(after.account.charges).toBe('108.00');
      expect(live(after.entries).map((entry) => [entry.category, entry.amount])).toEqual([
        ['rental_days', '100.00'],
        ['service_tax', '8.00'],
      ]);
    });

    it('cancelling takes the booking and its tax off the account', async () => {
      const { id } = await rental('310.00');
      const cancelled = await asStaff(request(world.t.server).patch(`/api/staff/rentals/${id}/cancel`)).send({ reason: 'Plans changed' });
      expect(cancelled.status).toBe(200);
      const { account, entries } = await statement(id);
      expect(account.charges).toBe('0.00');
      expect(live(entries)).toEqual([]);
    });

    it('makes an invoice of the account: a numbered document with the bill-to block, each charge with its tax, and logs it', async () => {
      const booked = await rental('465.00');
      const { id } = booked;
      await charge(id, 'fuel', '50.00');
      await charge(id, 'add_on', '10.05');
      const made = await invoice(id);
      expect(made.status).toBe(201);
      const body = made.body as InvoiceBody;
      expect(body.number).toMatch(INVOICE_NUMBER);
      expect(body).toMatchObject({
        rentalId: id,
        customerName: 'Nur Aisyah binti Ahmad',
        billToAddress: '12 Jalan Ampang, 50450 Kuala Lumpur',
        billToPhone: '012-987 6543',
        subtotalAmount: '525.05',
        taxAmount: '38.00',
        totalAmount: '563.05',
      });
      expect(body.lines.map((line) => [line.category, line.amount, line.taxAmount])).toEqual([
        ['rental_days', '465.00', '37.20'],
        ['fuel', '50.00', '0.00'],
        ['add_on', '10.05', '0.80'],
      ]);
      // The rental's days are dated as the rest of the invoice is, day first.
      const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
      expect(body.lines[0].description).toBe(`${booked.vehicle} · ${dayFirst(booked.startDate)} – ${dayFirst(booked.endDate)}`);
      // The invoice bills exactly what the account charges.
      expect((await statement(id)).account.charges).toBe(body.totalAmount);
      const logs = await world.t.dataSource.getRepository(StaffLog).findBy({ action: 'invoice_created', targetId: String(body.id) });
      expect(logs).toHaveLength(1);

      // The same account again: the same invoice, nothing new numbered.
      const again = await invoice(id);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: body.id, number: body.number });

      // A new charge: a new invoice, the next number.
      await charge(id, 'late_return', '155.00');
      const next = await invoice(id);
      expect(next.status).toBe(201);
      expect(next.body).toMatchObject({ subtotalAmount: '680.05', taxAmount: '50.40', totalAmount: '730.45' });
      expect(sequenceOf((next.body as InvoiceBody).number)).toBe(sequenceOf(body.number) + 1);
    });

    it('prints the invoice as a PDF in the customer’s language with both registration numbers and the SST per line and in total', async () => {
      const malay = await makeCustomer(world.t.dataSource, { language: 'ms', address: '3 Lorong Damai, 10400 George Town' });
      const { id } = await rental('200.00', malay);
      const made = (await invoice(id)).body as InvoiceBody;
      const response = await pdf(made.id);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`invoice-${made.number}-`);
      const file = response.body as Buffer;
      expect(file.subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await pdfText(file);
      for (const expected of [
        made.number,
        `No. pendaftaran SST ${SST_NUMBER}`,
        `No. pendaftaran syarikat ${SSM_NUMBER}`,
        '3 Lorong Damai, 10400 George Town',
        'Hari sewaan',
        'Cukai perkhidmatan (SST 8%)',
        'RM 16.00',
        'RM 216.00',
      ])
        expect(text).toContain(expected);
    });

    it('numbers 30 invoices made at once on different rentals with distinct, consecutive numbers', async () => {
      const rentals = [];
      for (let index = 0; index < 30; index += 1) rentals.push(await rental('50.00'));
      const responses = await Promise.all(rentals.map((made) => invoice(made.id)));
      expect(responses.map((response) => response.status)).toEqual(rentals.map(() => 201));
      const sequences = responses.map((response) => sequenceOf((response.body as InvoiceBody).number)).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(30);
      expect(sequences[29] - sequences[0]).toBe(29);
    });

    it('makes one invoice when the same account is invoiced from several phones at once', async () => {
      const { id } = await rental('80.00');
      const responses = await Promise.all(Array.from({ length: 5 }, () => invoice(id)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(responses.map((response) => (response.body as InvoiceBody).number)).size).toBe(1);
    });

    it('refuses a rental with nothing to bill (409), an unknown rental (404) and an id that is not a whole number (400)', async () => {
      const free = await rental('0.00');
      const nothing = await invoice(free.id);
      expect(nothing.status).toBe(409);
      expect(nothing.body).toMatchObject({ code: 'INVOICE_NOTHING_TO_BILL' });
      const cancelled = await rental('40.00');
      await asStaff(request(world.t.server).patch(`/api/staff/rentals/${cancelled.id}/cancel`)).send({ reason: 'Plans changed' });
      expect((await invoice(cancelled.id)).body).toMatchObject({ code: 'INVOICE_NOTHING_TO_BILL' });
      expect((await invoice(99_999_999)).status).toBe(404);
      for (const bad of ['abc', '1.5', '-1']) expect((await invoice(bad)).status).toBe(400);
    });

    it('gives a typed invoice a number from the same counter, the tax added on top', async () => {
      const { id } = await rental('10.00');
      const fromAccount = (await invoice(id)).body as InvoiceBody;
      const typed = await asStaff(request(world.t.server).post('/api/staff/invoices')).send({
        customerName: 'Walk-in customer',
        invoiceDate: daysFromToday(0),
        vehicleRented: 'Perodua Axia',
        totalDays: 2,
        totalAmount: '100.00',
      });
      expect(typed.status).toBe(201);
      expect(typed.body).toMatchObject({ subtotalAmount: '100.00', taxAmount: '8.00', totalAmount: '108.00' });
      expect(sequenceOf(typed.body.number as string)).toBe(sequenceOf(fromAccount.number) + 1);
    });
  });

  describe('registered, prices include SST', () => {
    const { rental, statement, charge, invoice, pdf, agreementText, publicServiceTax } = sstWorld({
      SST_REGISTERED: 'true',
      SST_NUMBER,
      SST_RATE: '800',
    });

    it('prints on the agreement the tax its total contains, in the customer’s language', async () => {
      // 450.00 contains 33.33, the 20.00 discount 1.48 of it: 31.85.
      const english = await agreementText();
      for (const expected of [`SST registration no. ${SST_NUMBER}`, 'RM 630.00', 'incl. SST 8%: RM 31.85'])
        expect(english).toContain(expected);
      const malay = await agreementText('ms');
      for (const expected of [`No. pendaftaran SST ${SST_NUMBER}`, 'RM 630.00', 'termasuk SST 8%: RM 31.85'])
        expect(malay).toContain(expected);
    });

    it('tells the browser prices include the tax', async () => {
      await expect(publicServiceTax()).resolves.toEqual({ registered: true, rateBasisPoints: 800, pricesInclude: true });
    });

    it('posts no tax lines; the invoice shows the tax each charge contains', async () => {
      const { id } = await rental('540.00');
      await charge(id, 'late_return', '100.00');
      await charge(id, 'damage', '300.00');
      const { account, entries } = await statement(id);
      expect(entries.map((entry) => entry.category)).toEqual(['rental_days', 'late_return', 'damage']);
      expect(account.charges).toBe('940.00');

      const made = await invoice(id);
      expect(made.status).toBe(201);
      const body = made.body as InvoiceBody;
      // 540 contains 40.00; 100 contains 7.407... = 7.41; damage carries none.
      expect(body.lines.map((line) => [line.category, line.amount, line.taxAmount])).toEqual([
        ['rental_days', '500.00', '40.00'],
        ['late_return', '92.59', '7.41'],
        ['damage', '300.00', '0.00'],
      ]);
      expect(body).toMatchObject({ subtotalAmount: '892.59', taxAmount: '47.41', totalAmount: '940.00' });
      const { text } = await pdfText((await pdf(body.id)).body as Buffer);
      for (const expected of ['Service tax (SST 8%)', 'RM 47.41', 'RM 940.00', `SST registration no. ${SST_NUMBER}`])
        expect(text).toContain(expected);
    });
  });

  describe('not registered for SST', () => {
    const { rental, statement, charge, invoice, pdf, agreementText, publicServiceTax } = sstWorld({});

    it('prints the agreement without any tax', async () => {
      const text = await agreementText();
      expect(text).toContain('RM 630.00');
      expect(text).not.toContain('SST');
    });

    it('tells the browser there is no tax', async () => {
      await expect(publicServiceTax()).resolves.toEqual({ registered: false, rateBasisPoints: 0, pricesInclude: true });
    });

    it('posts no tax and invoices without it, still numbered and billed to the customer', async () => {
      const { id } = await rental('300.00');
      await charge(id, 'add_on', '20.00');
      const { account, entries } = await statement(id);
      expect(entries.map((entry) => entry.category)).toEqual(['rental_days', 'add_on']);
      expect(account.charges).toBe('320.00');
      const body = (await invoice(id)).body as InvoiceBody;
      expect(body.number).toMatch(INVOICE_NUMBER);
      expect(body).toMatchObject({ billToPhone: '012-987 6543', subtotalAmount: '320.00', taxAmount: '0.00', totalAmount: '320.00' });
      expect(body.lines.every((line) => line.taxAmount === '0.00')).toBe(true);
      const { text } = await pdfText((await pdf(body.id)).body as Buffer);
      expect(text).toContain(body.number);
      expect(text).toContain(`Company registration no. ${SSM_NUMBER}`);
      expect(text).not.toContain('SST');
    });
  });
});
