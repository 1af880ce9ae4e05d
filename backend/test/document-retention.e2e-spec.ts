import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, addMonths } from '../src/common/dates/date-math';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { FileStorage } from '../src/common/storage/file-storage';
import { DocumentRetention } from '../src/customers/document-retention';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RoadCharge } from '../src/road-charges/entities/road-charge.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable } from './setup/smtp-capture';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

/**
 * Identity documents are not kept forever: 24 months after a customer's last rental ended they
 * go, files and references, unless money or a summons is still open with them.
 */
describe('Document retention (API)', () => {
  let t: IsolatedTestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createIsolatedTestApp({ DOCUMENT_RETENTION_MONTHS: '24' });
    storage = t.app.get(FileStorage);
  });

  afterAll(() => t.close());

  const longAgo = new Date(Date.now() - 4 * 365 * 86_400_000);
  const keptFrom = addMonths(todayInKualaLumpur(), -24);

  /** A customer registered four years ago, with three stored documents. */
  async function customerWithDocuments(name: string, language: 'en' | 'ms' = 'en'): Promise<Customer> {
    const photo = await makePhoto(320, 240);
    const [ic, licence, bill] = await Promise.all([1, 2, 3].map(() => storage.save('customer-documents', photo, 'jpg')));
    const customer = await makeCustomer(t.dataSource, {
      fullName: name,
      icPassportUrl: ic,
      driversLicenseUrl: licence,
      utilityBillUrl: bill,
      language,
    });
    await t.dataSource.getRepository(Customer).update(customer.id, { createdAt: longAgo });
    return t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
  }

  async function rentalEnding(customer: Customer, endDate: string, overrides: Partial<Rental> = {}): Promise<Rental> {
    const vehicle = await makeVehicle(t.dataSource);
    const signatureUrl = await storage.save('signatures', Buffer.from('\x89PNG strokes'), 'png');
    return makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: addDays(endDate, -3), endDate, status: 'completed' },
      { signatureUrl, ...overrides },
    );
  }

  const documentsOf = (customer: Customer) => [customer.icPassportUrl, customer.driversLicenseUrl, customer.utilityBillUrl] as string[];
  const stored = async (area: 'customer-documents' | 'signatures', name: string) => storage.exists(area, name);
  const mailsTo = async (email: string) => {
    const outbox = join(t.dataDir, 'outbox');
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'))));
    return mails.filter((mail) => mail.includes(`To: ${email}`));
  };

  it('removes documents and signatures the day after the period, keeps them on its last day, and holds them while anything is open', async () => {
    const retention = t.app.get(DocumentRetention);
    const past = await customerWithDocuments('Past Period', 'ms');
    const pastRental = await rentalEnding(past, addDays(keptFrom, -1));
    const lastDay = await customerWithDocuments('Last Day');
    await rentalEnding(lastDay, keptFrom);
    const owing = await customerWithDocuments('Still Owing');
    await rentalEnding(owing, addDays(keptFrom, -200), { grandTotal: '150.00' });
    const summoned = await customerWithDocuments('Open Summons');
    const summonedRental = await rentalEnding(summoned, addDays(keptFrom, -300));
    await t.dataSource.getRepository(RoadCharge).insert({
      kind: 'summons',
      vehicleId: summonedRental.vehicleId as number,
      rentalId: summonedRental.id,
      plate: 'WXY 1234',
      occurredAt: new Date(`${addDays(keptFrom, -301)}T02:00:00Z`),
      place: 'Jalan Tun Razak',
      issuer: 'pdrm',
      noticeNumber: `N${uniqueSuffix()}`,
      amountSen: 15_000,
      adminFeeSen: 0,
      fingerprint: `fp-${uniqueSuffix()}`,
      status: 'charged',
      recordedBy: 'seed',
    });
    const neverRented = await customerWithDocuments('Never Rented');
    const asking = await customerWithDocuments('Asked Recently');
    await makeBookingRequest(t.dataSource, asking, await makeVehicle(t.dataSource), {
      startDate: addDays(todayInKualaLumpur(), 10),
      endDate: addDays(todayInKualaLumpur(), 12),
    });

    const run = await retention.purge();
    expect(run.purged.sort()).toEqual([past.id, neverRented.id].sort());
    expect(run.held.sort()).toEqual([owing.id, summoned.id].sort());

    // Gone: the three files, the columns naming them, the rental's signature.
    const after = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: past.id });
    expect(documentsOf(after)).toEqual([null, null, null]);
    for (const name of documentsOf(past)) await expect(stored('customer-documents', name)).resolves.toBe(false);
    expect((await t.dataSource.getRepository(Rental).findOneByOrFail({ id: pastRental.id })).signatureUrl).toBeNull();
    await expect(stored('signatures', pastRental.signatureUrl as string)).resolves.toBe(false);
    // The account and the rental stay.
    expect(after).toMatchObject({ fullName: 'Past Period', email: past.email });
    // Kept: the last day of the period, and the held ones, files and all.
    for (const kept of [lastDay, owing, summoned, asking]) {
      const row = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: kept.id });
      expect(documentsOf(row)).toEqual(documentsOf(kept));
      for (const name of documentsOf(kept)) await expect(stored('customer-documents', name)).resolves.toBe(true);
    }

    // Logged as the system's, one row per customer; the customer told in their language.
    const logs = await t.dataSource.getRepository(StaffLog).find({ where: { action: 'customer_documents_purged' }, order: { id: 'ASC' } });
    expect(logs.map((log) => [log.targetId, log.staffUsername])).toEqual(
      [past.id, neverRented.id].sort((a, b) => a - b).map((id) => [String(id), 'system']),
    );
    expect(logs.find((log) => log.targetId === String(past.id))?.details).toMatchObject({
      documents: 3,
      signatures: 1,
      retentionMonths: 24,
    });
    const [told] = await mailsTo(past.email);
    expect(told).toContain('Kami telah memadam dokumen pengenalan anda');
    expect(told).toContain('selama 24 bulan');
    expect(await mailsTo(neverRented.email)).toHaveLength(1);

    // A second run finds nothing more to do and tells nobody again.
    await expect(retention.purge()).resolves.toEqual({ purged: [], held: [owing.id, summoned.id].sort((a, b) => a - b) });
    expect(await mailsTo(past.email)).toHaveLength(1);
  });

  it('does not remove documents a customer replaced while the run was deciding', async () => {
    const retention = t.app.get(DocumentRetention);
    const customer = await customerWithDocuments('Replaced Meanwhile');
    const fresh = await storage.save('customer-documents', await makePhoto(320, 240), 'jpg');
    // The run read the old names; the customer uploads a new IC before its update.
    const original = customer.icPassportUrl as string;
    await t.dataSource.getRepository(Customer).update(customer.id, { icPassportUrl: fresh });
    const purged = await retention.purgeCustomer(customer, keptFrom);
    expect(purged).toBe(false);
    const row = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(row.icPassportUrl).toBe(fresh);
    await expect(stored('customer-documents', fresh)).resolves.toBe(true);
    await expect(stored('customer-documents', original)).resolves.toBe(true);
  });
});
