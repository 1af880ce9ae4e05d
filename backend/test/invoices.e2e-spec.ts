import request from 'supertest';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { addDays } from '../src/common/dates/date-math';
import { MONEY_TOO_LARGE_MESSAGE } from '../src/common/validation/money';
import { Invoice } from '../src/invoices/entities/invoice.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { pdfText } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { createTestApp, TestApp } from './setup/test-app';

interface InvoiceBody {
  id: number;
  number: string;
  customerName: string;
  invoiceDate: string;
  vehicleRented: string;
  totalDays: number;
  totalAmount: string;
  createdAt: string;
}

const HOSTILE_NAME = 'Siti <script>alert(1)</script> & Co';

describe('Staff invoices (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let customerToken: string;
  const today = todayInKualaLumpur();

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    customerToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
  });

  afterAll(() => t.close());

  const as = (token: string | null) => (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const staffCall = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const valid = (overrides: Record<string, unknown> = {}) => ({
    customerName: 'Nur Aisyah binti Ahmad',
    invoiceDate: today,
    vehicleRented: 'Perodua Myvi 1.5 AV - WXY',
    totalDays: 4,
    totalAmount: '560.00',
    ...overrides,
  });
  const create = (body: object) => staffCall(request(t.server).post('/api/staff/invoices')).send(body);
  const remove = (id: number | string) => staffCall(request(t.server).delete(`/api/staff/invoices/${id}`));
  const list = (query = '') => staffCall(request(t.server).get(`/api/staff/invoices${query}`));
  const pdfOf = (test: request.Test) =>
    test.buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  /** The download without the PDF parser: errors come back as JSON. */
  const downloadCall = (id: number | string) => staffCall(request(t.server).get(`/api/staff/invoices/${id}/download`));
  const download = (id: number | string, language?: string) => {
    const call = downloadCall(id);
    return pdfOf(language ? call.set('Accept-Language', language) : call);
  };
  const logsFor = (id: number) =>
    t.dataSource.getRepository(StaffLog).find({ where: { targetType: 'invoice', targetId: String(id) }, order: { id: 'ASC' } });
  const invoiceCount = () => t.dataSource.getRepository(Invoice).count();

  async function created(overrides: Record<string, unknown> = {}): Promise<InvoiceBody> {
    const response = await create(valid(overrides));
    expect(response.status).toBe(201);
    return response.body as InvoiceBody;
  }

  describe('POST /api/staff/invoices', () => {
    it('stores the invoice exact to the sen, trimmed, and logs it with the signed-in staff member', async () => {
      const response = await create(
        valid({ customerName: `  ${HOSTILE_NAME}  `, vehicleRented: ' Honda City 1.5 V ', totalAmount: '0.1', totalDays: 3 }),
      );
      expect(response.status).toBe(201);
      const body = response.body as InvoiceBody;
      expect(body).toEqual({
        id: expect.any(Number),
        number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
        rentalId: null,
        customerName: HOSTILE_NAME,
        invoiceDate: today,
        vehicleRented: 'Honda City 1.5 V',
        totalDays: 3,
        // Not registered for SST: nothing added, nothing contained.
        subtotalAmount: '0.10',
        taxAmount: '0.00',
        totalAmount: '0.10',
        createdAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
      await expect(t.dataSource.getRepository(Invoice).findOneByOrFail({ id: body.id })).resolves.toMatchObject({
        totalAmount: '0.10',
        customerName: HOSTILE_NAME,
      });

      const logs = await logsFor(body.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        staffId: staff.id,
        staffUsername: staff.username,
        action: 'invoice_created',
        details: { customerName: HOSTILE_NAME, invoiceDate: today, vehicleRented: 'Honda City 1.5 V', totalDays: 3, totalAmount: '0.10' },
      });
    });

    it('takes the amount as a number or a string, 0.00 included, and the days as digits', async () => {
      await expect(created({ totalAmount: 560 })).resolves.toMatchObject({ totalAmount: '560.00' });
      await expect(created({ totalAmount: 0.2 })).resolves.toMatchObject({ totalAmount: '0.20' });
      await expect(created({ totalAmount: '0' })).resolves.toMatchObject({ totalAmount: '0.00' });
      await expect(created({ totalAmount: '999999.99', totalDays: '999' })).resolves.toMatchObject({
        totalAmount: '999999.99',
        totalDays: 999,
      });
      await expect(created({ invoiceDate: addDays(today, 30), totalDays: 1 })).resolves.toMatchObject({
        invoiceDate: addDays(today, 30),
        totalDays: 1,
      });
    });

    it("answers an empty form with the form's five messages, one per field", async () => {
      const before = await invoiceCount();
      const response = await create({});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect([...(response.body.message as string[])].sort()).toEqual(
        [
          'Customer name is required',
          'Invoice date is required',
          'Vehicle rented is required',
          'Total days must be at least 1',
          'Total amount must be greater than 0',
        ].sort(),
      );
      expect(await invoiceCount()).toBe(before);
    });

    it.each([
      ['customerName', undefined, 'Customer name is required'],
      ['customerName', '   ', 'Customer name is required'],
      ['customerName', null, 'Customer name is required'],
      ['customerName', 42, 'Customer name is required'],
      ['customerName', 'x'.repeat(256), 'Customer name must be at most 255 characters'],
      ['invoiceDate', undefined, 'Invoice date is required'],
      ['invoiceDate', '', 'Invoice date is required'],
      ['invoiceDate', null, 'Invoice date is required'],
      ['invoiceDate', '2026-02-30', 'Invoice date must be a date as YYYY-MM-DD'],
      ['invoiceDate', '22/11/2026', 'Invoice date must be a date as YYYY-MM-DD'],
      ['invoiceDate', '2026-11-22T00:00:00Z', 'Invoice date must be a date as YYYY-MM-DD'],
      ['invoiceDate', '1999-12-31', 'Invoice date must be from 2000-01-01 to one year from today'],
      ['invoiceDate', addDays(today, 400), 'Invoice date must be from 2000-01-01 to one year from today'],
      ['vehicleRented', undefined, 'Vehicle rented is required'],
      ['vehicleRented', '', 'Vehicle rented is required'],
      ['vehicleRented', 'v'.repeat(256), 'Vehicle rented must be at most 255 characters'],
      ['totalDays', undefined, 'Total days must be at least 1'],
      ['totalDays', 0, 'Total days must be at least 1'],
      ['totalDays', -1, 'Total days must be at least 1'],
      ['totalDays', 1.5, 'Total days must be at least 1'],
      ['totalDays', '1.5', 'Total days must be at least 1'],
      ['totalDays', 'abc', 'Total days must be at least 1'],
      ['totalDays', null, 'Total days must be at least 1'],
      ['totalDays', 1000, 'Total days must be at most 999'],
      ['totalAmount', undefined, 'Total amount must be greater than 0'],
      ['totalAmount', '', 'Total amount must be greater than 0'],
      ['totalAmount', null, 'Total amount must be greater than 0'],
      ['totalAmount', -1, 'Total amount must be greater than 0'],
      ['totalAmount', '-0.01', 'Total amount must be greater than 0'],
      ['totalAmount', '0.001', 'Total amount must be greater than 0'],
      ['totalAmount', 'abc', 'Total amount must be greater than 0'],
      ['totalAmount', '1e3', 'Total amount must be greater than 0'],
      ['totalAmount', 1e9, MONEY_TOO_LARGE_MESSAGE],
      ['totalAmount', '1000000.00', MONEY_TOO_LARGE_MESSAGE],
    ])('refuses %s = %p with %j', async (field, value, message) => {
      const body: Record<string, unknown> = valid();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual([message]);
    });

    it('refuses fields the form does not send, and control characters', async () => {
      const extra = await create(valid({ staffId: 1 }));
      expect(extra.status).toBe(400);
      expect(extra.body.message).toEqual(['property staffId should not exist']);
      const control = await create(valid({ customerName: 'Ali\u202eBaba' }));
      expect(control.status).toBe(400);
    });

    it('gives 20 parallel invoices 20 distinct numbers', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_unused, index) => create(valid({ customerName: `Parallel ${index}` }))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const ids = responses.map((response) => (response.body as InvoiceBody).id);
      expect(new Set(ids).size).toBe(20);
    });
  });

  describe('invoice numbers', () => {
    it('are never reused, also after the newest invoice is deleted', async () => {
      const first = await created({ customerName: 'Reuse check A' });
      const newest = await created({ customerName: 'Reuse check B' });
      expect(newest.id).toBeGreaterThan(first.id);
      expect((await remove(newest.id)).status).toBe(200);
      const next = await created({ customerName: 'Reuse check C' });
      expect(next.id).toBeGreaterThan(newest.id);

      // Twice in a row, so the counter is not just one ahead by chance.
      expect((await remove(next.id)).status).toBe(200);
      const after = await created({ customerName: 'Reuse check D' });
      expect(after.id).toBeGreaterThan(next.id);
    });

    it('come from a key the database never hands out twice (SQLite AUTOINCREMENT, MySQL AUTO_INCREMENT)', async () => {
      if (t.dataSource.options.type === 'mysql') {
        const [row] = (await t.dataSource.query('SHOW CREATE TABLE `invoices`')) as Array<Record<string, string>>;
        expect(row['Create Table']).toMatch(/`id` int(\(11\))? NOT NULL AUTO_INCREMENT/i);
      } else {
        const [row] = (await t.dataSource.query("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'invoices'")) as Array<{
          sql: string;
        }>;
        expect(row.sql).toMatch(/"id" integer PRIMARY KEY AUTOINCREMENT/i);
      }
    });
  });

  describe('GET /api/staff/invoices', () => {
    it('lists newest first (created, then number), a page at a time', async () => {
      const older = await created({ customerName: 'Listed older' });
      const newer = await created({ customerName: 'Listed newer' });
      // A later number created earlier still sorts by when it was created.
      const backdated = await created({ customerName: 'Listed backdated' });
      await t.dataSource.getRepository(Invoice).update(older.id, { createdAt: new Date(Date.now() - 120_000) });
      await t.dataSource.getRepository(Invoice).update(backdated.id, { createdAt: new Date(Date.now() - 240_000) });

      const response = await list('?limit=100');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ page: 1, limit: 100, total: await invoiceCount() });
      const ids: number[] = response.body.items.map((item: InvoiceBody) => item.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(backdated.id));
      expect(response.body.items.find((item: InvoiceBody) => item.id === newer.id)).toEqual({ ...newer });

      const firstPage = await list('?page=1&limit=2');
      const secondPage = await list('?page=2&limit=2');
      expect(firstPage.body.items).toHaveLength(2);
      expect(secondPage.body).toMatchObject({ page: 2, limit: 2 });
      expect(secondPage.body.items[0].id).not.toBe(firstPage.body.items[1].id);
    });

    it.each([
      ['?page=0', 'page must be 1 or more'],
      ['?limit=101', 'limit must be at most 100'],
      ['?limit=abc', 'limit must be a whole number'],
      ['?sort=id', 'property sort should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    });
  });

  describe('DELETE /api/staff/invoices/:id', () => {
    it('deletes once, logs it with the staff member, then answers 404', async () => {
      const invoice = await created({ customerName: 'To delete', totalAmount: '12.5' });
      const response = await remove(invoice.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      await expect(t.dataSource.getRepository(Invoice).findOneBy({ id: invoice.id })).resolves.toBeNull();
      const again = await remove(invoice.id);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Invoice not found');
      const logs = await logsFor(invoice.id);
      expect(logs.map((log) => log.action)).toEqual(['invoice_created', 'invoice_deleted']);
      expect(logs[1]).toMatchObject({
        staffId: staff.id,
        staffUsername: staff.username,
        details: { customerName: 'To delete', totalAmount: '12.50' },
      });
    });

    it('deletes and logs exactly once under 5 parallel deletes', async () => {
      const invoice = await created({ customerName: 'Parallel delete' });
      const responses = await Promise.all(Array.from({ length: 5 }, () => remove(invoice.id)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 404, 404, 404, 404]);
      expect((await logsFor(invoice.id)).filter((log) => log.action === 'invoice_deleted')).toHaveLength(1);
    });
  });

  describe('GET /api/staff/invoices/:id/download', () => {
    it('saves the PDF as invoice-<id>-<date>.pdf with the business header, bank details and the amount in RM', async () => {
      const invoice = await created({ customerName: HOSTILE_NAME, totalAmount: '0.1', invoiceDate: '2026-03-15', totalDays: 2 });
      const response = await download(invoice.id);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}-2026-03-15.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await pdfText(pdf);
      for (const expected of [
        invoice.number,
        'RM 0.10',
        HOSTILE_NAME,
        '15/03/2026',
        'Perodua Myvi 1.5 AV - WXY',
        '2 days',
        'Kereta Sewa Rental',
        'Maybank',
        '5140 1234 5678',
      ]) {
        expect(text).toContain(expected);
      }

      const malay = await download(invoice.id, 'ms');
      expect(malay.status).toBe(200);
      expect((await pdfText(malay.body as Buffer)).text).toContain(`Sila nyatakan ${invoice.number} sebagai rujukan pembayaran`);
    });
  });

  describe('ids and access', () => {
    it.each(['0', '-1', 'abc', '1.0', '1e0', '007', '99999999999'])('refuses the id %j with 400', async (id) => {
      for (const response of [await remove(id), await downloadCall(id)]) {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Invalid id');
      }
    });

    it('answers 404 for an unknown invoice', async () => {
      for (const response of [await remove(2147483647), await downloadCall(2147483647)]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Invoice not found');
      }
    });

    it('needs a signed-in staff member: 401 without a token, 403 for a customer', async () => {
      const invoice = await created();
      const calls = (token: string | null) => [
        as(token)(request(t.server).get('/api/staff/invoices')),
        as(token)(request(t.server).post('/api/staff/invoices')).send(valid()),
        as(token)(request(t.server).delete(`/api/staff/invoices/${invoice.id}`)),
        as(token)(request(t.server).get(`/api/staff/invoices/${invoice.id}/download`)),
      ];
      for (const call of calls(null)) expect((await call).status).toBe(401);
      for (const call of calls(customerToken)) expect((await call).status).toBe(403);
      await expect(t.dataSource.getRepository(Invoice).findOneBy({ id: invoice.id })).resolves.not.toBeNull();
    });
  });
});
