import { Workbook } from 'exceljs';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeRental } from './factories/booking.factory';
import { payRental } from './factories/paid-rental.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const documentPath = (name: string) => join(process.env.DATA_DIR as string, 'uploads', 'customer-documents', name);

/** Reads a streamed binary response into a Buffer. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('Staff customer management (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let token: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    token = await tokenFor(t.app, staff.id, 'staff');
    photo = await makePhoto(600, 400);
  });

  afterAll(() => t.close());

  const get = (path: string) => request(t.server).get(path).set('Authorization', `Bearer ${token}`);

  /** A customer registered through the real endpoint, so their documents exist on disk. */
  async function registeredCustomer(): Promise<Customer> {
    const response = await request(t.server)
      .post('/api/customers/register')
      .field({
        fullName: 'Siti Hajar',
        email: `siti.${uniqueSuffix()}@example.com`,
        phone: '013-222 3333',
        address: '5 Jalan Bukit Bintang, KL',
        icPassportNumber: '910101-10-1111',
        privacyConsent: 'true',
      })
      .attach('icPassport', photo, 'ic.jpg')
      .attach('driversLicense', photo, 'licence.jpg')
      .attach('utilityBill', photo, 'bill.jpg');
    expect(response.status).toBe(201);
    return t.dataSource.getRepository(Customer).findOneByOrFail({ id: response.body.id });
  }

  it('finds customers by part of the name, e-mail or phone, or by id, a page at a time', async () => {
    const marker = uniqueSuffix();
    const byName = await makeCustomer(t.dataSource, { fullName: `Ahmad ${marker} Zaki` });
    const byEmail = await makeCustomer(t.dataSource, { email: `z.${marker}@example.com` });
    const byPhone = await makeCustomer(t.dataSource, { phone: `019-${marker.slice(-7)}` });

    const named = await get(`/api/staff/customers?search=${marker.toUpperCase()}`);
    expect(named.status).toBe(200);
    expect(named.body.items.map((item: { id: number }) => item.id).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(
      (await get(`/api/staff/customers?search=${encodeURIComponent(marker.slice(-7))}`)).body.items.map((item: { id: number }) => item.id),
    ).toContain(byPhone.id);
    expect((await get(`/api/staff/customers?search=${byPhone.id}`)).body.items.map((item: { id: number }) => item.id)).toContain(
      byPhone.id,
    );
    expect((await get('/api/staff/customers?search=%25%25%25nothing_like_this')).body.total).toBe(0);
    // Registration stores E.164; staff still type the local form.
    const stored = await makeCustomer(t.dataSource, { phone: '+60137654321' });
    expect(
      (await get(`/api/staff/customers?search=${encodeURIComponent('013-765 4321')}`)).body.items.map((item: { id: number }) => item.id),
    ).toContain(stored.id);
    // Older rows hold the phone as typed; staff find them with or without dashes and spaces.
    const line = String(Date.now() % 10_000_000).padStart(7, '0');
    const typed = await makeCustomer(t.dataSource, { phone: `017-${line.slice(0, 3)} ${line.slice(3)}` });
    const localDigits = `017${line}`;
    for (const search of [localDigits, `017 ${line.slice(0, 3)} ${line.slice(3)}`, `+6${localDigits}`]) {
      const found = await get(`/api/staff/customers?search=${encodeURIComponent(search)}`);
      expect({ search, ids: found.body.items.map((item: { id: number }) => item.id) }).toEqual({
        search,
        ids: expect.arrayContaining([typed.id]),
      });
    }

    const page = await get('/api/staff/customers?limit=2&page=1');
    expect(page.body).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0].hashedPassword).toBeUndefined();
  });

  it('blacklists and re-activates with exactly one log per change, recording the signed-in staff', async () => {
    const customer = await makeCustomer(t.dataSource);
    const patch = (status: string) =>
      request(t.server)
        .patch(`/api/staff/customers/${customer.id}/status`)
        .set('Authorization', `Bearer ${token}`)
        .send({ status, staffId: 999, staffUsername: 'someone-else' });

    const blacklisted = await patch('blacklisted');
    expect(blacklisted.status).toBe(200);
    expect(blacklisted.body.status).toBe('blacklisted');
    const logs = () =>
      t.dataSource.getRepository(StaffLog).find({
        where: { targetType: 'customer', targetId: String(customer.id), action: 'customer_status_updated' },
        order: { id: 'ASC' },
      });
    expect(await logs()).toHaveLength(1);
    expect((await logs())[0]).toMatchObject({ staffId: staff.id, staffUsername: staff.username, details: { newStatus: 'blacklisted' } });

    const login = await request(t.server).post('/api/customers/login').send({ email: customer.email });
    expect(login.status).toBe(403);

    expect((await patch('blacklisted')).status).toBe(200);
    expect(await logs()).toHaveLength(1);
    expect((await patch('active')).body.status).toBe('active');
    expect(await logs()).toHaveLength(2);
    expect((await patch('banned')).status).toBe(400);
  });

  it('lets staff open any customer document, privately', async () => {
    const customer = await registeredCustomer();
    const response = await get(`/api/staff/customer-files/${customer.utilityBillUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/staff/customer-files/..%2F.jwt-secret')).status).toBe(400);
    expect((await get('/api/staff/customer-files/00000000-0000-0000-0000-000000000000.jpg')).status).toBe(404);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    expect(
      (await request(t.server).get(`/api/staff/customer-files/${customer.utilityBillUrl}`).set('Authorization', `Bearer ${customerToken}`))
        .status,
    ).toBe(403);
  });

  it('re-uploads chosen documents, removing the old files only after the new ones are stored', async () => {
    const customer = await registeredCustomer();
    const none = await request(t.server)
      .post(`/api/staff/customers/${customer.id}/reupload-documents`)
      .set('Authorization', `Bearer ${token}`)
      .field('note', '');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No Files Selected: Please select at least one file to upload');

    const response = await request(t.server)
      .post(`/api/staff/customers/${customer.id}/reupload-documents`)
      .set('Authorization', `Bearer ${token}`)
      .attach('utilityBill', await makePhoto(500, 500, '#aa3333'), 'new-bill.png');
    expect(response.status).toBe(201);
    expect(response.body.updatedDocuments).toEqual(['utilityBill']);
    const updated = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(updated.utilityBillUrl).not.toBe(customer.utilityBillUrl);
    expect(updated.icPassportUrl).toBe(customer.icPassportUrl);
    expect(existsSync(documentPath(updated.utilityBillUrl as string))).toBe(true);
    expect(existsSync(documentPath(customer.utilityBillUrl as string))).toBe(false);
    expect(existsSync(documentPath(customer.icPassportUrl as string))).toBe(true);

    const bad = await request(t.server)
      .post(`/api/staff/customers/${customer.id}/reupload-documents`)
      .set('Authorization', `Bearer ${token}`)
      .attach('icPassport', Buffer.from('not an image'), 'ic.jpg');
    expect(bad.status).toBe(400);
    expect(existsSync(documentPath(updated.icPassportUrl as string))).toBe(true);
  });

  it('exports a real .xlsx with Customers, Rentals and Deliveries sheets and a dated file name, and logs who took it', async () => {
    const customer = await makeCustomer(t.dataSource, { fullName: `Export ${uniqueSuffix()}` });
    const vehicle = await makeVehicle(t.dataSource);
    const rental = await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: daysFromToday(-4), endDate: daysFromToday(-2), status: 'completed' },
      { grandTotal: '300.00', depositRefundDueOn: daysFromToday(12) },
    );
    // RM 50 more than the charges: money the business owes back.
    await payRental(t.dataSource, rental, '350.00');

    const exportsBefore = await t.dataSource.getRepository(StaffLog).countBy({ action: 'customers_exported', staffId: staff.id });
    const response = await get('/api/staff/export/customers.xlsx').buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(await t.dataSource.getRepository(StaffLog).countBy({ action: 'customers_exported', staffId: staff.id })).toBe(exportsBefore + 1);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Customers', 'Rentals', 'Deliveries']);
    const customerNames = workbook.getWorksheet('Customers')!.getColumn(2).values;
    expect(customerNames).toContain(customer.fullName);
    const rentalIds = workbook.getWorksheet('Rentals')!.getColumn(1).values;
    expect(rentalIds).toContain(rental.id);

    // Times are Kuala Lumpur's (UTC+8), not UTC: a cell has no zone, so its wall clock is read as UTC.
    const klMinute = (instant: Date) => new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
    const cellMinute = (sheet: string, id: number, column: number) => {
      const row = workbook
        .getWorksheet(sheet)!
        .getRows(2, workbook.getWorksheet(sheet)!.rowCount)!
        .find((candidate) => candidate.getCell(1).value === id);
      return (row!.getCell(column).value as Date).toISOString().slice(0, 16);
    };
    const storedCustomer = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    const storedRental = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id });
    expect(cellMinute('Customers', customer.id, 10)).toBe(klMinute(storedCustomer.createdAt));
    expect(cellMinute('Rentals', rental.id, 13)).toBe(klMinute(storedRental.createdAt));
    // The account's figures follow, from the rental's ledger.
    const rentalsSheet = workbook.getWorksheet('Rentals')!;
    expect([14, 15, 16, 17, 18].map((column) => rentalsSheet.getRow(1).getCell(column).value)).toEqual([
      'Paid (RM)',
      'Balance due (RM)',
      'Deposit held (RM)',
      'Refundable (RM)',
      'Refund due on',
    ]);
    const rentalRow = rentalsSheet.getRows(2, rentalsSheet.rowCount)!.find((candidate) => candidate.getCell(1).value === rental.id)!;
    expect([14, 15, 16, 17, 18].map((column) => rentalRow.getCell(column).value)).toEqual([350, -50, 0, 50, daysFromToday(12)]);
  });

  it('exports well-formed sheets when a stored name, address or delivery holds characters XML cannot carry', async () => {
    // Written straight into the database, as a value stored before the API refused such characters would be.
    const suffix = uniqueSuffix();
    const customer = await makeCustomer(t.dataSource, { fullName: `Ali\ufffeBaba ${suffix}`, address: 'Jalan\uffff 1\u0001, Shah Alam' });
    const vehicle = await makeVehicle(t.dataSource, { name: `Myvi\ufffe ${suffix}`, model: `Myvi\ufffe ${suffix}` });
    await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(2), endDate: daysFromToday(4) });

    const response = await get('/api/staff/export/customers.xlsx').buffer(true).parse(binary);
    expect(response.status).toBe(200);
    // exceljs reads the sheets with a strict XML parser: today's export failed here with "disallowed character".
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
    const row = workbook
      .getWorksheet('Customers')!
      .getRows(2, workbook.getWorksheet('Customers')!.rowCount)!
      .find((candidate) => candidate.getCell(1).value === customer.id);
    expect(row!.getCell(2).value).toBe(`AliBaba ${suffix}`);
    expect(row!.getCell(5).value).toBe('Jalan 1, Shah Alam');
    expect(workbook.getWorksheet('Rentals')!.getColumn(3).values).toContain(`AliBaba ${suffix}`);
    // The Vehicle column holds the car's display name (make model - plate).
    expect(workbook.getWorksheet('Rentals')!.getColumn(4).values).toContain(`Perodua Myvi ${suffix} - WXY`);
  });

  it('keeps customers out of every staff route (403)', async () => {
    const customer = await makeCustomer(t.dataSource);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    for (const path of ['/api/staff/customers', '/api/staff/rentals', '/api/staff/booking-requests', '/api/staff/export/customers.xlsx']) {
      expect((await request(t.server).get(path).set('Authorization', `Bearer ${customerToken}`)).status).toBe(403);
    }
    expect(
      (
        await request(t.server)
          .patch(`/api/staff/customers/${customer.id}/status`)
          .set('Authorization', `Bearer ${customerToken}`)
          .send({ status: 'active' })
      ).status,
    ).toBe(403);
  });
});
