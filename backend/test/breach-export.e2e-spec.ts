import ExcelJS from 'exceljs';
import request from 'supertest';
import { kualaLumpurInstant } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const MARCH = 'from=2026-03-01&to=2026-03-31';
/** A staff account removed since: its entries stay in the log under its old id. */
const REMOVED_STAFF_ID = 987_654;

/**
 * The admin's breach response over a seeded March: every identity document opened in it, by whom,
 * and the customers to notify (opened by one account, or held at any time in the range), each as a
 * paged list and as a workbook whose download is itself logged.
 */
describe('Breach response (API)', () => {
  let t: IsolatedTestApp;
  let adminToken: string;
  let staffToken: string;
  let customerToken: string;
  let admin: StaffMember;
  let aida: StaffMember;
  let badrul: StaffMember;
  let alice: Customer;
  let bob: Customer;
  let carol: Customer;
  let dan: Customer;
  let eve: Customer;

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const adminGet = (path: string) => as(adminToken)(request(t.server).get(path));
  const kl = (date: string, time: string) => kualaLumpurInstant(date, time);

  /** A document view as openDocument writes it, at the Kuala Lumpur time given. */
  const viewed = async (staff: Pick<StaffMember, 'id' | 'username'>, customer: Customer, document: string, at: Date) => {
    const log = await t.dataSource.getRepository(StaffLog).save({
      staffId: staff.id,
      staffUsername: staff.username,
      action: 'customer_document_viewed',
      targetType: 'customer',
      targetId: String(customer.id),
      details: { document },
    });
    await t.dataSource.getRepository(StaffLog).update(log.id, { timestamp: at });
  };
  const registered = async (overrides: Partial<Customer>, at: Date) => {
    const customer = await makeCustomer(t.dataSource, overrides);
    await t.dataSource.getRepository(Customer).update(customer.id, { createdAt: at });
    return customer;
  };
  const withDocuments = { icPassportUrl: 'ic.jpg', driversLicenseUrl: 'licence.jpg' };

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    admin = (await makeStaff(t.dataSource, { role: 'admin', username: 'breach_admin' })).member;
    aida = (await makeStaff(t.dataSource, { username: 'breach_aida' })).member;
    badrul = (await makeStaff(t.dataSource, { username: 'breach_badrul', role: 'admin' })).member;
    adminToken = await tokenFor(t.app, admin.id, 'admin');
    staffToken = await tokenFor(t.app, aida.id, 'staff');

    const january = kl('2026-01-05', '10:00');
    // Held documents all March, never opened: on the notice list only when no account is chosen.
    alice = await registered({ fullName: 'Alice Tan', language: 'ms', ...withDocuments }, january);
    // Opened by Aida and by Badrul in March.
    bob = await registered(
      { fullName: 'Bob Lee', email: 'bob.breach@example.com', phone: '013-111 2222', ...withDocuments, utilityBillUrl: 'bill.pdf' },
      january,
    );
    // No documents on file now, but one was opened at 23:30 on 31 March (Kuala Lumpur): still exposed.
    carol = await registered({ fullName: 'Carol Wong' }, january);
    // Registered after March: opened in April only.
    dan = await registered({ fullName: 'Dan Raj', ...withDocuments }, kl('2026-04-02', '09:00'));
    // No documents ever: nobody to notify.
    eve = await registered({ fullName: 'Eve Lim' }, january);
    customerToken = await tokenFor(t.app, eve.id, 'customer');

    await viewed(aida, bob, 'icPassport', kl('2026-03-10', '09:00'));
    await viewed(badrul, bob, 'utilityBill', kl('2026-03-12', '14:00'));
    await viewed(badrul, bob, 'icPassport', kl('2026-03-11', '08:00'));
    await viewed(badrul, carol, 'icPassport', kl('2026-03-31', '23:30'));
    await viewed({ id: REMOVED_STAFF_ID, username: 'gone_staff' }, alice, 'driversLicense', kl('2026-03-05', '12:00'));
    // Outside March on either side, in Kuala Lumpur time.
    await viewed(aida, dan, 'icPassport', kl('2026-04-01', '00:10'));
    await viewed(aida, bob, 'driversLicense', kl('2026-02-28', '23:50'));
  });

  afterAll(async () => {
    await t.close();
  });

  describe('document views', () => {
    it('lists every view of the range, newest first, with the staff member, role, customer and document', async () => {
      const { body } = await adminGet(`/api/admin/breach/document-views?${MARCH}`).expect(200);
      expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', staffId: null, total: 5, page: 1, limit: 20 });
      expect(body.items).toEqual([
        expect.objectContaining({
          staffId: badrul.id,
          staffUsername: 'breach_badrul',
          staffRole: 'admin',
          customerId: carol.id,
          customerName: 'Carol Wong',
          customerEmail: carol.email,
          document: 'icPassport',
          viewedAt: kl('2026-03-31', '23:30').toISOString(),
        }),
        expect.objectContaining({ staffUsername: 'breach_badrul', customerId: bob.id, document: 'utilityBill' }),
        expect.objectContaining({ staffUsername: 'breach_badrul', customerId: bob.id, document: 'icPassport' }),
        expect.objectContaining({
          staffId: aida.id,
          staffRole: 'staff',
          customerId: bob.id,
          customerName: 'Bob Lee',
          customerEmail: 'bob.breach@example.com',
          document: 'icPassport',
        }),
        // A removed account keeps its username; its role is no longer known.
        expect.objectContaining({
          staffId: REMOVED_STAFF_ID,
          staffUsername: 'gone_staff',
          staffRole: null,
          customerId: alice.id,
          document: 'driversLicense',
        }),
      ]);
    });

    it('filters by staff account and pages', async () => {
      const aidas = await adminGet(`/api/admin/breach/document-views?${MARCH}&staffId=${aida.id}`).expect(200);
      expect(aidas.body).toMatchObject({ staffId: aida.id, total: 1 });
      expect(aidas.body.items).toEqual([
        expect.objectContaining({ customerId: bob.id, document: 'icPassport', staffUsername: 'breach_aida' }),
      ]);

      const second = await adminGet(`/api/admin/breach/document-views?${MARCH}&staffId=${badrul.id}&limit=2&page=2`).expect(200);
      expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.body.items).toEqual([expect.objectContaining({ customerId: bob.id, document: 'icPassport' })]);

      const april = await adminGet(`/api/admin/breach/document-views?from=2026-04-01&to=2026-04-01`).expect(200);
      expect(april.body.items).toEqual([expect.objectContaining({ customerId: dan.id, staffId: aida.id })]);
    });
  });

  describe('exposed customers', () => {
    it('without a staff account: everyone who held documents in the range or had one opened, with their language', async () => {
      const { body } = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}`).expect(200);
      expect(body).toMatchObject({ staffId: null, total: 3 });
      expect(body.items).toEqual([
        {
          customerId: alice.id,
          fullName: 'Alice Tan',
          email: alice.email,
          phone: alice.phone,
          language: 'ms',
          documentsViewed: ['driversLicense'],
          documentsHeld: ['icPassport', 'driversLicense'],
          lastViewedAt: kl('2026-03-05', '12:00').toISOString(),
        },
        {
          customerId: bob.id,
          fullName: 'Bob Lee',
          email: 'bob.breach@example.com',
          phone: '013-111 2222',
          language: 'en',
          documentsViewed: ['icPassport', 'utilityBill'],
          documentsHeld: ['icPassport', 'driversLicense', 'utilityBill'],
          lastViewedAt: kl('2026-03-12', '14:00').toISOString(),
        },
        expect.objectContaining({
          customerId: carol.id,
          documentsViewed: ['icPassport'],
          documentsHeld: [],
          lastViewedAt: kl('2026-03-31', '23:30').toISOString(),
        }),
      ]);
      const page = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}&limit=1&page=3`).expect(200);
      expect(page.body.items.map((row: { customerId: number }) => row.customerId)).toEqual([carol.id]);
      // Registered on 2 April: held nothing in March, but everything in April.
      const april = await adminGet(`/api/admin/breach/exposed-customers?from=2026-04-01&to=2026-04-30`).expect(200);
      expect(april.body.items.map((row: { customerId: number }) => row.customerId)).toEqual([alice.id, bob.id, dan.id]);
    });

    it('with a staff account: only the customers whose documents that account opened in the range', async () => {
      const badruls = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}&staffId=${badrul.id}`).expect(200);
      expect(badruls.body.total).toBe(2);
      expect(badruls.body.items).toEqual([
        expect.objectContaining({
          customerId: bob.id,
          documentsViewed: ['icPassport', 'utilityBill'],
          lastViewedAt: kl('2026-03-12', '14:00').toISOString(),
        }),
        expect.objectContaining({ customerId: carol.id, documentsViewed: ['icPassport'] }),
      ]);
      const aidas = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}&staffId=${aida.id}`).expect(200);
      expect(aidas.body.items).toEqual([
        expect.objectContaining({
          customerId: bob.id,
          documentsViewed: ['icPassport'],
          lastViewedAt: kl('2026-03-10', '09:00').toISOString(),
        }),
      ]);
      const nobody = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}&staffId=${admin.id}`).expect(200);
      expect(nobody.body).toMatchObject({ items: [], total: 0 });
    });
  });

  it('is for the admin only', async () => {
    for (const path of ['document-views', 'document-views.xlsx', 'exposed-customers', 'exposed-customers.xlsx']) {
      const url = `/api/admin/breach/${path}?${MARCH}`;
      await as(staffToken)(request(t.server).get(url)).expect(403);
      await as(customerToken)(request(t.server).get(url)).expect(403);
      await request(t.server).get(url).expect(401);
    }
  });

  it('refuses a bad range or staff account with a stable code', async () => {
    const refused = async (query: string, code: string) => {
      for (const path of ['document-views', 'exposed-customers.xlsx']) {
        const response = await adminGet(`/api/admin/breach/${path}?${query}`).expect(400);
        expect(response.body.code).toBe(code);
      }
    };
    await refused('from=2026-03-31&to=2026-03-01', 'REPORT_RANGE_REVERSED');
    await refused('from=2024-01-01&to=2026-03-01', 'REPORT_RANGE_TOO_LONG');
    await refused('from=1999-12-31&to=2000-01-31', 'REPORT_RANGE_OUT_OF_BOUNDS');
    await refused(`${MARCH}&staffId=abc`, 'VALIDATION_FAILED');
    await refused(`${MARCH}&staffId=1.5`, 'VALIDATION_FAILED');
    await refused('from=2026-03-01', 'VALIDATION_FAILED');
    await refused('from=2026-02-30&to=2026-03-31', 'VALIDATION_FAILED');
    const tooMany = await adminGet(`/api/admin/breach/exposed-customers?${MARCH}&limit=101`).expect(400);
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
    // A refused export is not logged.
    expect(await t.dataSource.getRepository(StaffLog).countBy({ action: 'breach_export_downloaded', staffId: admin.id })).toBe(0);
  });

  it('exports both lists as workbooks in the reader’s language, each download logged', async () => {
    const download = async (path: string, language: string) => {
      const response = await adminGet(path)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
      return { sheet: workbook.worksheets[0], disposition: String(response.headers['content-disposition']) };
    };
    const cells = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

    const views = await download(`/api/admin/breach/document-views.xlsx?${MARCH}&staffId=${badrul.id}`, 'en');
    expect(views.disposition).toContain(`breach-document-views-2026-03-01-2026-03-31-staff-${badrul.id}.xlsx`);
    expect(views.sheet.name).toBe('Document views');
    expect(cells(views.sheet, 1)).toEqual(['Viewed at (Kuala Lumpur)', 'Staff', 'Role', 'Customer ID', 'Customer', 'Email', 'Document']);
    expect(views.sheet.rowCount).toBe(4);
    // In the order they were logged, the Kuala Lumpur wall clock in the cell.
    expect(cells(views.sheet, 2)).toEqual([
      new Date('2026-03-12T14:00:00.000Z'),
      'breach_badrul',
      'Admin',
      bob.id,
      'Bob Lee',
      'bob.breach@example.com',
      'Utility bill',
    ]);
    expect(cells(views.sheet, 4)).toEqual([
      new Date('2026-03-31T23:30:00.000Z'),
      'breach_badrul',
      'Admin',
      carol.id,
      'Carol Wong',
      carol.email,
      'IC/Passport',
    ]);

    const notice = await download(`/api/admin/breach/exposed-customers.xlsx?${MARCH}`, 'ms');
    expect(notice.sheet.name).toBe('Pelanggan untuk dimaklumkan');
    expect(cells(notice.sheet, 1)).toEqual([
      'ID pelanggan',
      'Nama penuh',
      'E-mel',
      'Telefon',
      'Bahasa',
      'Dokumen dilihat',
      'Dokumen disimpan',
      'Terakhir dilihat (Kuala Lumpur)',
    ]);
    expect(notice.sheet.rowCount).toBe(4);
    expect(cells(notice.sheet, 2)).toEqual([
      alice.id,
      'Alice Tan',
      alice.email,
      alice.phone,
      'ms',
      'Lesen memandu',
      'IC/Pasport, Lesen memandu',
      new Date('2026-03-05T12:00:00.000Z'),
    ]);
    expect(cells(notice.sheet, 4).slice(0, 7)).toEqual([carol.id, 'Carol Wong', carol.email, carol.phone, 'en', 'IC/Pasport', undefined]);

    const logs = await t.dataSource.getRepository(StaffLog).find({ where: { action: 'breach_export_downloaded' }, order: { id: 'ASC' } });
    expect(logs).toEqual([
      expect.objectContaining({
        staffId: admin.id,
        staffUsername: 'breach_admin',
        targetType: 'breach_export',
        reportedByClient: false,
        details: { list: 'document_views', from: '2026-03-01', to: '2026-03-31', staffId: badrul.id },
      }),
      expect.objectContaining({
        staffId: admin.id,
        details: { list: 'exposed_customers', from: '2026-03-01', to: '2026-03-31', staffId: null },
      }),
    ]);
  });
});
