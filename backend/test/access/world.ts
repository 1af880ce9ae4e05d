import { payRental } from '../factories/paid-rental.factory';
import { ConfigType } from '@nestjs/config';
import request from 'supertest';
import { authConfig } from '../../src/config/configuration';
import { Customer } from '../../src/customers/entities/customer.entity';
import { MailMessage } from '../../src/notifications/entities/mail-message.entity';
import { Rental, RentalStatus } from '../../src/rentals/entities/rental.entity';
import { AgreementLinks } from '../../src/rentals/agreement/agreement-links';
import { StaffMember } from '../../src/staff/entities/staff-member.entity';
import { VehicleDamage } from '../../src/returns/entities/vehicle-damage.entity';
import { Vehicle } from '../../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from '../factories/booking.factory';
import { makeCustomer } from '../factories/customer.factory';
import { daysFromToday } from '../factories/dates';
import { makePhoto } from '../factories/images.factory';
import { duitNowQrImage } from '../factories/payment-qr.factory';
import { completeAgreementSteps } from '../factories/rental-wizard';
import { makeStaff } from '../factories/staff.factory';
import { forgeToken, tokenFor, withPayloadChanged } from '../factories/tokens';
import { uniqueSuffix } from '../factories/unique';
import { makeVehicle } from '../factories/vehicle.factory';
import { makeAddOn, makeDeliveryZone, makeSeason } from '../factories/pricing.factory';
import { TestApp } from '../setup/test-app';
import type { Call } from './access-table';
import { LedgerEntry } from '../../src/ledger/entities/ledger-entry.entity';
import { BankStatementLine } from '../../src/bank-statements/entities/bank-statement-line.entity';
import { Payment } from '../../src/payments/entities/payment.entity';
import { FileStorage } from '../../src/common/storage/file-storage';
import { RoadCharge } from '../../src/road-charges/entities/road-charge.entity';
import type { RoadChargeStatus } from '../../src/road-charges/road-charge-states';

/** Who calls: the rows of the access matrix's expectation table. */
export const IDENTITIES = [
  'anonymous',
  'expiredToken',
  'otherSecretToken',
  'algNoneToken',
  'tamperedRoleToken',
  'removedStaff',
  'resetPasswordStaff',
  'customerB',
  'customerA',
  'staff',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];

const SECRET_NOBODY_HAS = 'another-secret-that-is-long-enough-for-hs256-signing';

/**
 * Everything the matrix calls routes with: customer A's records (the ids customer B tries), the
 * accounts behind each identity, and builders for fresh records where a call uses one up.
 */
export class AccessWorld {
  readonly tokens = {} as Record<Identity, string | null>;
  customerA!: Customer;
  customerB!: Customer;
  /** A third customer: staff-only actions use up their records, so A's stay as they are. */
  customerC!: Customer;
  vehicle!: Vehicle;
  vehiclePhoto!: string;
  staffMember!: StaffMember;
  signedRental!: Rental;
  agreementLink!: { expires: string; signature: string };
  paymentId!: number;
  invoiceId!: number;
  deliveryId!: number;

  constructor(private readonly t: TestApp) {}

  private as(token: string) {
    return { Authorization: `Bearer ${token}` };
  }

  async build(): Promise<this> {
    const { t } = this;
    const staff = await makeStaff(t.dataSource);
    this.staffMember = staff.member;
    const admin = await makeStaff(t.dataSource, { role: 'admin' });
    const removed = await makeStaff(t.dataSource);
    const reset = await makeStaff(t.dataSource);
    this.customerA = await makeCustomer(t.dataSource, { fullName: 'Customer A' });
    this.customerB = await makeCustomer(t.dataSource, { fullName: 'Customer B' });
    this.customerC = await makeCustomer(t.dataSource, { fullName: 'Customer C' });
    this.vehicle = await makeVehicle(t.dataSource);

    const staffToken = await tokenFor(t.app, staff.member.id, 'staff');
    const adminToken = await tokenFor(t.app, admin.member.id, 'admin');
    const customerAToken = await tokenFor(t.app, this.customerA.id, 'customer');
    const secret = t.app.get<ConfigType<typeof authConfig>>(authConfig.KEY).jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    Object.assign(this.tokens, {
      anonymous: null,
      customerA: customerAToken,
      customerB: await tokenFor(t.app, this.customerB.id, 'customer'),
      staff: staffToken,
      admin: adminToken,
      removedStaff: await tokenFor(t.app, removed.member.id, 'staff'),
      resetPasswordStaff: await tokenFor(t.app, reset.member.id, 'staff'),
      expiredToken: forgeToken({ sub: admin.member.id, role: 'admin', ver: 0, iat: now - 7200, exp: now - 60 }, secret),
      otherSecretToken: forgeToken({ sub: admin.member.id, role: 'admin', ver: 0, iat: now }, SECRET_NOBODY_HAS),
      algNoneToken: forgeToken({ sub: admin.member.id, role: 'admin', ver: 0, iat: now }, null),
      tamperedRoleToken: withPayloadChanged(customerAToken, { role: 'admin' }),
    });
    // Through the admin's own routes, as it happens for real.
    await this.expectOk(request(t.server).delete(`/api/staff/${removed.member.id}`).set(this.as(adminToken)));
    await this.expectOk(
      request(t.server)
        .patch(`/api/staff/${reset.member.id}/reset-password`)
        .set(this.as(adminToken))
        .send({ newPassword: 'a-new-password-2026' }),
    );

    const photo = await this.expectOk(
      request(t.server)
        .post('/api/staff/vehicles/upload-photo')
        .set(this.as(staffToken))
        .attach('vehiclePhoto', await makePhoto(), 'car.jpg'),
    );
    this.vehiclePhoto = String(photo.body.photoUrl).split('/').pop() as string;
    await this.expectOk(
      request(t.server)
        .post(`/api/staff/customers/${this.customerA.id}/reupload-documents`)
        .set(this.as(staffToken))
        .attach('icPassport', await makePhoto(), 'ic.jpg'),
    );
    this.customerA = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: this.customerA.id });

    this.signedRental = await this.rentalOf(this.customerA, 'awaiting_agreement');
    await completeAgreementSteps(t.server, staffToken, this.signedRental.id, true);
    const link = new URL(t.app.get(AgreementLinks).create(this.signedRental.id, 0), 'http://x');
    this.agreementLink = { expires: link.searchParams.get('expires') as string, signature: link.searchParams.get('signature') as string };

    this.paymentId = (await this.paymentOfA()).id;
    await this.expectOk(
      request(t.server)
        .post(`/api/payments/${this.paymentId}/proof`)
        .set(this.as(customerAToken))
        .attach('paymentProof', await makePhoto(), 'slip.jpg'),
    );
    this.invoiceId = await this.invoice();
    this.deliveryId = await this.delivery();
    await this.ensurePaymentQr();
    return this;
  }

  private async expectOk(call: request.Test): Promise<request.Response> {
    const response = await call;
    if (response.status >= 300) throw new Error(`World set-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  /** A fuel charge on a fresh rental of customer C's, for a route that corrects one. */
  async chargedRental(): Promise<{ rentalId: number; entryId: number }> {
    const rental = await this.rentalOf(this.customerC, 'completed');
    const entry = await this.t.dataSource.getRepository(LedgerEntry).save({
      rentalId: rental.id,
      kind: 'charge',
      category: 'fuel',
      amountSen: 5_000,
      note: 'Quarter tank short',
      sourceKey: null,
      reversesEntryId: null,
      recordedBy: 'staff',
    });
    return { rentalId: rental.id, entryId: entry.id };
  }

  /** A damage charge with its photo on a fresh rental of customer C's, for the route that shows the photo. */
  async photographedCharge(): Promise<{ rentalId: number; entryId: number }> {
    const rental = await this.rentalOf(this.customerC, 'completed');
    const photoKey = await this.t.app.get(FileStorage).save('rental-photos', await makePhoto(320, 240), 'jpg');
    const entry = await this.t.dataSource.getRepository(LedgerEntry).save({
      rentalId: rental.id,
      kind: 'charge',
      category: 'damage',
      amountSen: 12_000,
      note: 'Scratch on the rear bumper',
      sourceKey: null,
      reversesEntryId: null,
      photoKey,
      recordedBy: 'staff',
    });
    return { rentalId: rental.id, entryId: entry.id };
  }

  private settledOfA: number | null = null;

  /** A returned rental of customer A's with a refund recorded: its settlement statement can be downloaded. Made once. */
  async settledRentalOfA(): Promise<number> {
    if (this.settledOfA !== null) return this.settledOfA;
    const rental = await this.rentalOf(this.customerA, 'completed', { grandTotal: '100.00' });
    await payRental(this.t.dataSource, rental, '150.00');
    await this.expectOk(
      request(this.t.server)
        .post(`/api/staff/rentals/${rental.id}/account/refunds`)
        .set(this.as(this.tokens.staff as string))
        .send({ amount: '50.00', method: 'cash' }),
    );
    this.settledOfA = rental.id;
    return rental.id;
  }

  rentalOf(customer: Customer, status: RentalStatus, overrides: Partial<Rental> = {}): Promise<Rental> {
    return makeRental(
      this.t.dataSource,
      customer,
      this.vehicle,
      { startDate: daysFromToday(-2), endDate: daysFromToday(2), status },
      { totalDays: 4, rentalPerDay: '120.00', deposit: '200.00', grandTotal: '680.00', ...overrides },
    );
  }

  /** A's active rental, with a vehicle of its own so extensions never collide. */
  async activeRentalOfA(overrides: Partial<Rental> = {}): Promise<Rental> {
    const vehicle = await makeVehicle(this.t.dataSource);
    return makeRental(
      this.t.dataSource,
      this.customerA,
      vehicle,
      { startDate: daysFromToday(-2), endDate: daysFromToday(2), status: 'active' },
      { grandTotal: '480.00', ...overrides },
    );
  }

  private heldAandB: Promise<void> | null = null;

  /** A rental not over for A and for B (once), so both have a hold that refuses a deletion request. */
  holdOnAandB(): Promise<void> {
    this.heldAandB ??= (async () => {
      for (const customer of [this.customerA, this.customerB]) {
        const vehicle = await makeVehicle(this.t.dataSource);
        await makeRental(this.t.dataSource, customer, vehicle, {
          startDate: daysFromToday(40),
          endDate: daysFromToday(42),
          status: 'approved',
        });
      }
    })();
    return this.heldAandB;
  }

  /** A customer of their own who asked to delete the account and has nothing holding it. */
  customerAskingDeletion(): Promise<Customer> {
    return makeCustomer(this.t.dataSource, { deletionRequestedAt: new Date() });
  }

  pendingBookingRequest() {
    return this.freshVehicle().then((vehicle) =>
      makeBookingRequest(this.t.dataSource, this.customerC, vehicle, { startDate: daysFromToday(30), endDate: daysFromToday(32) }),
    );
  }

  freshVehicle(): Promise<Vehicle> {
    return makeVehicle(this.t.dataSource);
  }

  freshStaff(): Promise<StaffMember> {
    return makeStaff(this.t.dataSource).then((fixture) => fixture.member);
  }

  async paymentOfA(): Promise<{ id: number }> {
    const rental = await this.rentalOf(this.customerA, 'active');
    const response = await this.expectOk(
      request(this.t.server)
        .post('/api/payments')
        .set(this.as(this.tokens.customerA as string))
        .send({ amount: '100.00', paymentMethod: 'qr', paymentFor: 'rental-deposit', rentalId: rental.id }),
    );
    return { id: response.body.id };
  }

  /** A returned rental of customer C paid RM 50 beyond its charges: something to settle and refund. */
  async refundableRental(): Promise<number> {
    const rental = await this.rentalOf(this.customerC, 'completed', { grandTotal: '100.00' });
    await payRental(this.t.dataSource, rental, '150.00');
    return rental.id;
  }

  /** A completed payment of customer C that belongs to no rental yet, and a rental of C's to put it on. */
  async strayPayment(): Promise<{ paymentId: number; rentalId: number }> {
    const rental = await this.rentalOf(this.customerC, 'active');
    const payment = await this.t.dataSource.getRepository(Payment).save({
      customerId: rental.customerId,
      rentalId: null,
      amount: '80.00',
      paymentMethod: 'qr',
      paymentStatus: 'completed',
      paymentFor: 'rental-payment',
      verifiedAt: new Date(),
    });
    return { paymentId: payment.id, rentalId: rental.id };
  }

  /** A completed payment of customer C already on one of C's rentals. */
  async attachedPayment(): Promise<number> {
    const { paymentId, rentalId } = await this.strayPayment();
    await this.expectOk(
      request(this.t.server)
        .post(`/api/staff/payments/${paymentId}/attach`)
        .set(this.as(this.tokens.staff as string))
        .send({ rentalId }),
    );
    return paymentId;
  }

  async invoice(): Promise<number> {
    const response = await this.expectOk(
      request(this.t.server)
        .post('/api/staff/invoices')
        .set(this.as(this.tokens.staff as string))
        .send({
          customerName: 'Customer C',
          invoiceDate: daysFromToday(0),
          vehicleRented: this.vehicle.name,
          totalDays: 2,
          totalAmount: '240.00',
        }),
    );
    return response.body.id;
  }

  async delivery(): Promise<number> {
    const response = await this.expectOk(
      request(this.t.server)
        .post('/api/staff/deliveries')
        .set(this.as(this.tokens.staff as string))
        .send({
          vehicleId: this.vehicle.id,
          deliveryTime: `${daysFromToday(1)}T09:30:00+08:00`,
          fromLocation: 'KLIA Terminal 1',
          toLocation: 'Pavilion Kuala Lumpur',
          totalKm: '42.50',
        }),
    );
    return response.body.id;
  }

  /** A review by A of a completed rental, hidden by staff when `hidden`. */
  async reviewOfA(hidden = false): Promise<number> {
    const rental = await this.rentalOf(this.customerA, 'completed', { returnDate: daysFromToday(0) });
    const response = await this.expectOk(
      request(this.t.server)
        .post('/api/customer-reviews')
        .set(this.as(this.tokens.customerA as string))
        .send({ rentalId: rental.id, rating: 5, reviewText: 'Clean car' }),
    );
    if (hidden)
      await this.expectOk(
        request(this.t.server)
          .patch(`/api/staff/reviews/${response.body.id}/hide`)
          .set(this.as(this.tokens.staff as string)),
      );
    return response.body.id;
  }

  /** The business's payment QR, uploaded again when an earlier call removed it. */
  async ensurePaymentQr(): Promise<{ params?: never }> {
    const current = await request(this.t.server).get('/api/settings/payment-qr');
    if (current.status !== 200) {
      await this.expectOk(
        request(this.t.server)
          .put('/api/admin/settings/payment-qr')
          .set(this.as(this.tokens.admin as string))
          .attach('qrImage', await duitNowQrImage(), 'duitnow.png'),
      );
    }
    return {};
  }

  /** A rental with its photo, signature and key photo done: only step 5 (and the PDF) is left. */
  async rentalReadyToFinalize(): Promise<Rental> {
    const rental = await this.rentalOf(this.customerC, 'awaiting_agreement');
    await completeAgreementSteps(this.t.server, this.tokens.staff as string, rental.id);
    return rental;
  }

  async failedMail(): Promise<number> {
    const mail = await this.t.dataSource.getRepository(MailMessage).save({
      recipient: this.customerC.email,
      subject: 'Booking approved',
      template: 'booking-approved',
      language: 'en',
      context: {},
      status: 'failed',
      attempts: 8,
      nextAttemptAt: new Date(),
    });
    return mail.id;
  }

  /** A complete sign-up form with its three documents, under a new e-mail address. */
  async registration(): Promise<Call> {
    const suffix = uniqueSuffix();
    const document = await makePhoto(480, 320);
    return {
      fields: {
        fullName: 'New Customer',
        email: `new.${suffix}@example.com`,
        phone: '012-345 6789',
        address: '1 Jalan Test, 50000 Kuala Lumpur',
        icPassportNumber: 'A12345678',
        privacyConsent: 'true',
      },
      files: { icPassport: document, driversLicense: document, utilityBill: document },
    };
  }

  /** A one-line Maybank export, new each time; the world's statements are read with the Maybank layout. */
  async statementFile(description = `DUITNOW TRANSFER MATRIX ${uniqueSuffix()}`): Promise<Buffer> {
    await this.expectOk(
      request(this.t.server)
        .put('/api/staff/bank-statements/columns')
        .set(this.as(this.tokens.staff as string))
        .send({ layout: 'maybank' }),
    );
    const header = '"Entry Date","Value Date","Transaction Description","Transaction Amount","Statement Balance"';
    return Buffer.from(`${header}\r\n"01/11/2026","01/11/2026","${description}","100.00","1,000.00"\r\n`);
  }

  /** A statement line imported by staff: proposed for a fresh pending payment of A's, or matching none. */
  async statementLine(status: 'proposed' | 'unmatched'): Promise<number> {
    const reference =
      status === 'proposed'
        ? (await this.t.dataSource.getRepository(Payment).findOneByOrFail({ id: (await this.paymentOfA()).id })).transactionId
        : 'NO REFERENCE';
    const description = `DUITNOW ${reference} MATRIX ${uniqueSuffix()}`;
    await this.expectOk(
      request(this.t.server)
        .post('/api/staff/bank-statements')
        .set(this.as(this.tokens.staff as string))
        .attach('statement', await this.statementFile(description), 'statement.csv'),
    );
    return (await this.t.dataSource.getRepository(BankStatementLine).findOneByOrFail({ description, status })).id;
  }

  /** A car with a plate of its own, in the fleet for a month, so a summons or toll of last week is its. */
  async plateCar(): Promise<Vehicle> {
    const vehicle = await makeVehicle(this.t.dataSource, {
      plateIdentifier: `M${uniqueSuffix()
        .replace(/[^0-9A-Z]/gi, '')
        .slice(-8)}`,
    });
    await this.t.dataSource.getRepository(Vehicle).update(vehicle.id, { createdAt: new Date(Date.now() - 30 * 86_400_000) });
    return vehicle;
  }

  /** The fields of a new summons for a fresh car (none of its days is rented). */
  async summonsFields(): Promise<Record<string, string>> {
    const vehicle = await this.plateCar();
    const notice = `MX${uniqueSuffix().replace(/[^0-9A-Z]/gi, '')}`.slice(0, 40);
    return {
      plate: vehicle.plateIdentifier as string,
      date: daysFromToday(-3),
      time: '10:00',
      place: 'Jalan Matrix',
      issuer: 'jpj',
      noticeNumber: notice,
      amount: '100.00',
    };
  }

  /** A fresh car and a one-line statement of its Touch 'n Go card. */
  async tollCall(): Promise<Call> {
    const vehicle = await this.plateCar();
    const day = daysFromToday(-3).split('-').reverse().join('/');
    return {
      fields: { vehicleId: String(vehicle.id) },
      files: { statement: Buffer.from(`Date/Time,Plaza,Amount\r\n${day} 10:00,PLAZA MATRIX,2.10\r\n`) },
    };
  }

  /** A summons of the world's car straight into its table: unmatched, or charged to a fresh rental of C's. */
  async roadCharge(status: RoadChargeStatus, photo = false): Promise<{ id: number; rentalId: number }> {
    const rental = await this.rentalOf(this.customerC, 'completed');
    const photoKey = photo ? await this.t.app.get(FileStorage).save('rental-photos', await makePhoto(), 'jpg') : null;
    const row = await this.t.dataSource.getRepository(RoadCharge).save({
      kind: 'summons',
      vehicleId: this.vehicle.id,
      plate: 'WXY',
      occurredAt: new Date(),
      place: 'Jalan Matrix',
      issuer: 'pdrm',
      noticeNumber: 'MATRIX',
      amountSen: 1000,
      photoKey,
      fingerprint: `matrix-${uniqueSuffix()}`,
      rentalId: status === 'unmatched' ? null : rental.id,
      status,
      recordedBy: 'matrix',
    });
    return { id: row.id, rentalId: rental.id };
  }

  /** An open damage point on a car of its own (so no other route's rental meets it), found at a rental of C's. */
  async openDamage(): Promise<{ vehicleId: number; damageId: number }> {
    const rental = await this.rentalOf(this.customerC, 'completed');
    const vehicle = await this.freshVehicle();
    const row = await this.t.dataSource.getRepository(VehicleDamage).save({
      vehicleId: vehicle.id,
      rentalId: rental.id,
      phase: 'return',
      status: 'open',
      x: 50,
      y: 60,
      panel: 'bonnet',
      kind: 'scratch',
      size: 'small',
      note: null,
      photoKey: null,
      chargeSen: 5000,
      chargeReason: null,
      recordedBy: 'matrix',
      repairedAt: null,
      repairCostSen: null,
      repairedBy: null,
    });
    return { vehicleId: vehicle.id, damageId: row.id };
  }

  /** A season far ahead on a car of its own, so no other route's season overlaps it. */
  async season(): Promise<number> {
    const vehicle = await this.freshVehicle();
    return (
      await makeSeason(this.t.dataSource, {
        startDate: daysFromToday(300),
        endDate: daysFromToday(301),
        reach: 'vehicle',
        vehicleId: vehicle.id,
      })
    ).id;
  }

  async addOn(): Promise<number> {
    return (await makeAddOn(this.t.dataSource)).id;
  }

  async deliveryZone(): Promise<number> {
    return (await makeDeliveryZone(this.t.dataSource)).id;
  }

  staffUsername(): string {
    return `staff_${uniqueSuffix()}`.slice(0, 30);
  }
}
