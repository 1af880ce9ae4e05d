import request from 'supertest';
import { inTransaction } from '../src/common/database/transactions';
import { FileStorage, StorageArea, StorageUnavailableError } from '../src/common/storage/file-storage';
import { OrphanFilesSweeper } from '../src/common/storage/orphan-files.sweeper';
import { deleteWithOwnedFiles } from '../src/common/storage/owned-stored-files';
import { Customer } from '../src/customers/entities/customer.entity';
import { UnconfirmedRegistrationsSweeper } from '../src/customers/unconfirmed-registrations.sweeper';
import { Payment } from '../src/payments/entities/payment.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { S3TestServer, startS3TestServer } from './setup/s3-test-server';
import { createTestApp, TestApp } from './setup/test-app';

const HOUR = 60 * 60_000;
type StoredName = readonly [StorageArea, string];

/** Each kind of delete removes the files its rows named, on local disk and in an S3 bucket alike. */
describe.each(['local', 's3'] as const)('Files of deleted rows (%s storage, API)', (driver) => {
  let s3: S3TestServer | null = null;
  let t: TestApp;
  let storage: FileStorage;
  let staffToken: string;
  let photo: Buffer;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3TestServer();
    t = await createTestApp(s3?.env ?? {});
    storage = t.app.get(FileStorage);
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    photo = await makePhoto();
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const save = (area: StorageArea, extension: 'jpg' | 'png' | 'pdf' = 'jpg') =>
    storage.save(area, Buffer.from(`${area} ${uniqueSuffix()}`), extension);
  const existing = async (files: readonly StoredName[]) => {
    const found: StoredName[] = [];
    for (const file of files) if (await storage.exists(...file)) found.push(file);
    return found;
  };

  /** A rental through the real wizard (photo, signature, key photo, agreement PDF), plus its handover photo and a payment's proof. */
  async function rentalWithEveryFile(): Promise<{ rental: Rental; payment: Payment; owned: StoredName[]; paymentProof: StoredName }> {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource);
    const { id } = await makeRental(t.dataSource, customer, vehicle, {
      startDate: daysFromToday(0),
      endDate: daysFromToday(2),
      status: 'awaiting_agreement',
    });
    await completeAgreementSteps(t.server, staffToken, id, true);
    const [handoverPhoto, rentalProof, paymentProof] = await Promise.all([
      save('rental-photos'),
      save('payment-proofs'),
      save('payment-proofs'),
    ]);
    await t.dataSource.getRepository(Rental).update({ id }, { handoverPhotoUrl: handoverPhoto, paymentProofUrl: rentalProof });
    // The payment stays when its rental goes (its rentalId is cleared), and so does the proof it names.
    const payment = await t.dataSource.getRepository(Payment).save({
      customerId: customer.id,
      rentalId: id,
      amount: '100.00',
      paymentMethod: 'qr',
      paymentFor: 'rental-payment',
      paymentProofUrl: paymentProof,
    });
    const rental = await t.dataSource.getRepository(Rental).findOneByOrFail({ id });
    const owned: StoredName[] = [
      ...(rental.vehiclePhotos ?? []).map((entry) => ['rental-photos', entry.fileName] as const),
      ['rental-photos', rental.keyHandoverPhotoUrl as string],
      ['rental-photos', handoverPhoto],
      ['signatures', rental.signatureUrl as string],
      ['pdfs', rental.agreementPdfUrl as string],
      ['payment-proofs', rentalProof],
    ];
    expect(owned.every(([, name]) => Boolean(name))).toBe(true);
    expect(await existing(owned)).toEqual(owned);
    return { rental, payment, owned, paymentProof: ['payment-proofs', paymentProof] };
  }

  it("removes a deleted rental's agreement PDF, signature, photos and proof, and keeps the proof its payment still names", async () => {
    const { rental, payment, owned, paymentProof } = await rentalWithEveryFile();
    await t.dataSource.getRepository(Rental).update({ id: rental.id }, { paymentProofUrl: paymentProof[1] });
    owned.pop();

    const deleted = await asStaff(request(t.server).delete(`/api/staff/rentals/${rental.id}`));

    expect(deleted.status).toBe(200);
    await expect(existing(owned)).resolves.toEqual([]);
    await expect(existing([paymentProof])).resolves.toEqual([paymentProof]);
    await expect(t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id })).resolves.toMatchObject({
      rentalId: null,
      paymentProofUrl: paymentProof[1],
    });
  });

  it('keeps every file when the deleting transaction rolls back', async () => {
    const { rental, owned } = await rentalWithEveryFile();

    const failed = inTransaction(t.dataSource, async (manager) => {
      await deleteWithOwnedFiles(manager, Rental, { id: rental.id });
      throw new Error('a later step of the delete failed');
    });

    await expect(failed).rejects.toThrow('a later step of the delete failed');
    await expect(t.dataSource.getRepository(Rental).existsBy({ id: rental.id })).resolves.toBe(true);
    await expect(existing(owned)).resolves.toEqual(owned);
  });

  it("removes a deleted vehicle's photo", async () => {
    const uploaded = await asStaff(request(t.server).post('/api/staff/vehicles/upload-photo')).attach('vehiclePhoto', photo, 'car.jpg');
    expect(uploaded.status).toBe(201);
    const photoName = (uploaded.body.photoUrl as string).split('/').pop() as string;
    const vehicle = await makeVehicle(t.dataSource, { photoUrl: photoName });

    const deleted = await asStaff(request(t.server).delete(`/api/staff/vehicles/${vehicle.id}`));

    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(true);
    await expect(t.dataSource.getRepository(Vehicle).existsBy({ id: vehicle.id })).resolves.toBe(false);
    await expect(storage.exists('vehicle-photos', photoName)).resolves.toBe(false);
  });

  it("removes the identity documents of a registration never confirmed, and keeps a confirmed customer's", async () => {
    const documents = async () => ({
      icPassportUrl: await save('customer-documents'),
      driversLicenseUrl: await save('customer-documents'),
      utilityBillUrl: await save('customer-documents'),
    });
    const stale = await makeCustomer(t.dataSource, { ...(await documents()), confirmedAt: null });
    const confirmed = await makeCustomer(t.dataSource, await documents());
    const longAgo = new Date(Date.now() - 25 * HOUR);
    await t.dataSource.getRepository(Customer).update({ id: stale.id }, { createdAt: longAgo });
    await t.dataSource.getRepository(Customer).update({ id: confirmed.id }, { createdAt: longAgo });
    const namesOf = (customer: Customer) =>
      [customer.icPassportUrl, customer.driversLicenseUrl, customer.utilityBillUrl].map(
        (name) => ['customer-documents', name as string] as const,
      );

    expect(await t.app.get(UnconfirmedRegistrationsSweeper).sweep()).toBeGreaterThanOrEqual(1);

    await expect(t.dataSource.getRepository(Customer).existsBy({ id: stale.id })).resolves.toBe(false);
    await expect(existing(namesOf(stale))).resolves.toEqual([]);
    await expect(existing(namesOf(confirmed))).resolves.toEqual(namesOf(confirmed));
  });

  it('answers a delete whose files the store cannot remove, and the sweep removes them once the store is back', async () => {
    const { rental, owned } = await rentalWithEveryFile();
    // The disk or bucket refuses every removal while the delete runs.
    const refuse = jest
      .spyOn(storage as unknown as { deleteFile: FileStorage['remove'] }, 'deleteFile')
      .mockRejectedValue(new StorageUnavailableError(new Error('store down')));
    try {
      const deleted = await asStaff(request(t.server).delete(`/api/staff/rentals/${rental.id}`));
      expect(deleted.status).toBe(200);
      expect(refuse).toHaveBeenCalled();
    } finally {
      refuse.mockRestore();
    }
    await expect(t.dataSource.getRepository(Rental).existsBy({ id: rental.id })).resolves.toBe(false);
    await expect(existing(owned)).resolves.toEqual(owned);

    await t.app.get(OrphanFilesSweeper).sweep(new Date(Date.now() + 25 * HOUR));

    await expect(existing(owned)).resolves.toEqual([]);
  });
});
