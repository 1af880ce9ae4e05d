import request from 'supertest';
import { formatMalaysianDate } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { postEntries } from '../src/ledger/rental-account';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { MailService } from '../src/notifications/mail.service';
import { Rental } from '../src/rentals/entities/rental.entity';
import { BalanceReminders } from '../src/rentals/balance-reminders';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { flatBookingEntries, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { payRental } from './factories/paid-rental.factory';
import { pdfText } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { CapturedMail, decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';

interface Account {
  charges: string;
  deposit: string;
  paid: string;
  refunded: string;
  balanceDue: string;
  depositHeld: string;
}

/** The Subject header, unfolded. */
const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/m.exec(mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))![1];
const bodyOf = (mail: CapturedMail) => decodeQuotedPrintable(mail.raw);

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * What customers are told, in the language they chose in the app: a cancellation with its fee and
 * what is owed back (and the account that shows it), a booking staff made for them, a reminder of
 * the balance before pickup (once, however many replicas run it), and their receipts.
 */
describe('Customer notices: cancellation, manual booking, balance reminder, document language (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    // 15% rather than a round fifth, so a fee of half a sen and more is seen rounding up.
    t = await createIsolatedTestApp({ SMTP_URL: await smtp.start(), CANCELLATION_FREE_DAYS: '3', CANCELLATION_FEE_PERCENT: '15' });
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const account = async (id: number): Promise<Account> =>
    (await asStaff(request(t.server).get(`/api/staff/rentals/${id}`)).expect(200)).body.account as Account;
  const cancel = (id: number, reason = 'Customer changed plans') =>
    asStaff(request(t.server).patch(`/api/staff/rentals/${id}/cancel`)).send({ reason });
  const entriesOf = (rentalId: number) => t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId }, order: { id: 'ASC' } });
  /** The e-mails queued for an address with a template, as the outbox holds them (nothing to wait for). */
  const queued = (recipient: string, template: string) => t.dataSource.getRepository(MailMessage).findBy({ recipient, template });

  /** The n-th e-mail to the address (1-based) whose raw text holds `containing`, once it has arrived. */
  async function mailTo(email: string, containing: string, nth = 1): Promise<CapturedMail> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mails = smtp.messages.filter((message) => message.to.includes(email) && bodyOf(message).includes(containing));
      if (mails.length >= nth) return mails[nth - 1];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No e-mail #${nth} to ${email} holding "${containing}"`);
  }

  const carFor = (plate: string, overrides: Partial<Vehicle> = {}) =>
    makeVehicle(t.dataSource, { make: 'Proton', model: 'Saga', plateIdentifier: plate, ...overrides });

  async function bookManually(customer: Customer, vehicle: Vehicle, body: Record<string, string>): Promise<Rental> {
    const booked = await asStaff(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId: customer.id,
      vehicleId: vehicle.id,
      ...body,
    });
    expect(booked.status).toBe(201);
    return t.dataSource.getRepository(Rental).findOneByOrFail({ id: booked.body.rental.id as number });
  }

  /** A rental as a booking leaves it, discount included (a manual booking has none). */
  async function bookedWithDiscount(customer: Customer, vehicle: Vehicle, values: Partial<Rental>): Promise<Rental> {
    const rental = await makeRental(t.dataSource, customer, vehicle, {
      startDate: values.startDate as string,
      endDate: values.endDate as string,
      status: 'approved',
    });
    await t.dataSource.getRepository(Rental).update(rental.id, values);
    const booked = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id });
    await t.dataSource.transaction((manager) => postEntries(manager, booked.id, flatBookingEntries(booked), null));
    return booked;
  }

  describe('cancelling a rental', () => {
    it('inside the fee window: keeps 15% of the days after discount, takes the booking off, owes back paid less the fee, and tells a Malay customer in Malay', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Siti Aminah', language: 'ms' });
      const vehicle = await carFor('CFE');
      // 3 days at RM 123.45 less RM 0.10: RM 370.25 of charges; 15% is 5,553.75 sen, so RM 55.54.
      const rental = await bookedWithDiscount(customer, vehicle, {
        startDate: daysFromToday(2),
        endDate: daysFromToday(5),
        totalDays: 3,
        rentalPerDay: '123.45',
        discount: '0.10',
        deposit: '200.00',
        grandTotal: '570.25',
      });
      await payRental(t.dataSource, rental, '300.00');
      await expect(account(rental.id)).resolves.toMatchObject({
        charges: '370.25',
        deposit: '200.00',
        paid: '300.00',
        balanceDue: '270.25',
      });

      const response = await cancel(rental.id, 'Kereta rosak');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'cancelled', cancellationReason: 'Kereta rosak' });
      // Owed back exactly what was paid less the fee, to the sen: RM 300.00 - RM 55.54.
      await expect(account(rental.id)).resolves.toEqual({
        charges: '55.54',
        deposit: '0.00',
        paid: '300.00',
        refunded: '0.00',
        balanceDue: '-244.46',
        depositHeld: '0.00',
        refundable: '244.46',
      });
      const entries = await entriesOf(rental.id);
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      expect(
        entries
          .filter((entry) => entry.reversesEntryId !== null)
          .map((entry) => ({ category: byId.get(entry.reversesEntryId as number)?.category ?? null, amountSen: entry.amountSen })),
      ).toEqual([
        { category: 'rental_days', amountSen: -37_035 },
        { category: 'discount', amountSen: 10 },
        { category: null, amountSen: -20_000 },
      ]);
      expect(entries.filter((entry) => entry.category === 'cancellation_fee')).toEqual([
        expect.objectContaining({
          kind: 'charge',
          amountSen: 5_554,
          sourceKey: `rental:${rental.id}:cancellation_fee`,
          note: 'Kereta rosak',
        }),
      ]);
      // Nothing is refunded yet: staff record the refund when they make it.
      expect(entries.some((entry) => entry.kind === 'refund')).toBe(false);
      const [log] = await t.dataSource
        .getRepository(StaffLog)
        .findBy({ targetType: 'rental', targetId: String(rental.id), action: 'rental_cancelled' });
      expect(log.details).toMatchObject({ previousStatus: 'approved', daysBeforePickup: 2, cancellationFee: '55.54', refundDue: '244.46' });

      const mail = await mailTo(customer.email, 'Tempahan dibatalkan');
      expect(subjectOf(mail)).toBe(`Tempahan dibatalkan: sewaan #${rental.id}, Proton Saga - ${vehicle.plateIdentifier}`);
      const body = bodyOf(mail);
      expect(body).toContain('<html lang="ms">');
      expect(body).toContain('Kepada Siti Aminah,');
      expect(body).toContain(
        `dari ${formatMalaysianDate(rental.startDate)} hingga ${formatMalaysianDate(rental.endDate)} telah dibatalkan.`,
      );
      expect(body).toContain('Sebab: Kereta rosak');
      expect(body).toContain(
        'Caj pembatalan ialah 15% daripada caj sewaan, kerana tempahan dibatalkan kurang daripada 3 hari sebelum tarikh ambil.',
      );
      expect(body).toContain('Telah dibayar:   RM 300.00');
      expect(body).toContain('Caj pembatalan:  RM 55.54');
      expect(body).toContain('Bayaran balik kepada anda: RM 244.46');
      expect(body).toContain('Kami akan memulangkan RM 244.46 kepada anda');
      expect(body).not.toContain('Cancellation fee');
    });

    it('outside the fee window: no fee, the whole payment owed back, told in English', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Daniel Tan' });
      const vehicle = await carFor('FRE');
      // Exactly the free days ahead still cancels free.
      const rental = await bookManually(customer, vehicle, {
        startDate: daysFromToday(3),
        endDate: daysFromToday(5),
        rentalPerDay: '150.00',
        deposit: '250.00',
      });
      await payRental(t.dataSource, rental, '100.00');

      expect((await cancel(rental.id)).status).toBe(200);
      await expect(account(rental.id)).resolves.toEqual({
        charges: '0.00',
        deposit: '0.00',
        paid: '100.00',
        refunded: '0.00',
        balanceDue: '-100.00',
        depositHeld: '0.00',
        refundable: '100.00',
      });
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'cancellation_fee' })).resolves.toBe(0);

      const mail = await mailTo(customer.email, 'Booking cancelled');
      expect(subjectOf(mail)).toBe(`Booking cancelled: rental #${rental.id}, Proton Saga - ${vehicle.plateIdentifier}`);
      const body = bodyOf(mail);
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('Reason: Customer changed plans');
      expect(body).toContain('There is no cancellation fee.');
      expect(body).toContain('Cancellation fee: RM 0.00');
      expect(body).toContain('Refund due to you: RM 100.00');
      expect(body).toContain('We will refund RM 100.00 to you');
    });

    it('on the pickup day with nothing paid: the fee is still to pay, never a negative refund; parallel cancels post it once', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await carFor('PDY');
      const rental = await bookManually(customer, vehicle, {
        startDate: daysFromToday(0),
        endDate: daysFromToday(1),
        rentalPerDay: '99.99',
        deposit: '200.00',
      });
      const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(rental.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);

      // 15% of RM 99.99 is 1,499.85 sen: RM 15.00.
      await expect(account(rental.id)).resolves.toMatchObject({ charges: '15.00', deposit: '0.00', paid: '0.00', balanceDue: '15.00' });
      const entries = await entriesOf(rental.id);
      expect(entries.filter((entry) => entry.reversesEntryId !== null)).toHaveLength(2);
      expect(entries.filter((entry) => entry.category === 'cancellation_fee')).toHaveLength(1);
      await expect(queued(customer.email, 'rental-cancelled')).resolves.toHaveLength(1);

      const body = bodyOf(await mailTo(customer.email, 'Booking cancelled'));
      expect(body).toContain('Still to pay:    RM 15.00');
      expect(body).toContain('Please pay the RM 15.00 still owed in the Payment Portal at http://localhost:');
      expect(body).not.toContain('Refund due to you');
      expect(body).not.toContain('We will refund');
    });
  });

  describe('a manual booking', () => {
    it('e-mails the customer the booking in Malay: car, dates and times, total, deposit and how to pay', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Lim Wei', language: 'ms' });
      const vehicle = await carFor('MBK');
      const rental = await bookManually(customer, vehicle, {
        startDate: daysFromToday(20),
        endDate: daysFromToday(23),
        pickupTime: '10:30',
        returnTime: '17:00',
        rentalPerDay: '130.00',
        deposit: '150.00',
      });
      const mail = await mailTo(customer.email, 'Tempahan disahkan');
      expect(subjectOf(mail)).toBe(`Tempahan disahkan: sewaan #${rental.id}, Proton Saga - ${vehicle.plateIdentifier}`);
      const body = bodyOf(mail);
      expect(body).toContain('<html lang="ms">');
      expect(body).toContain('Kepada Lim Wei,');
      expect(body).toContain(`Kami telah menempah <strong>Proton Saga - ${vehicle.plateIdentifier}</strong> untuk anda.`);
      expect(body).toContain(`Tarikh Ambil:    ${formatMalaysianDate(daysFromToday(20))}, jam 10:30`);
      expect(body).toContain(`Tarikh Pulang:   ${formatMalaysianDate(daysFromToday(23))}, jam 17:00`);
      expect(body).toContain('Kadar:           RM 130.00 / hari');
      expect(body).toContain('Deposit:         RM 150.00 (boleh dikembalikan)');
      // 3 days at RM 130 and the RM 150 deposit.
      expect(body).toContain('Jumlah:          RM 540.00');
      expect(body).toContain('Cara membayar:');
      expect(body).toContain('Bayar di Portal Pembayaran di http://localhost:');
      expect(body).toContain('Nombor akaun:    5140 1234 5678');
      expect(body).not.toContain('How to pay');
    });

    it('writes it in English for a customer who chose English', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Aaron Lee', language: 'en' });
      const vehicle = await carFor('MEN');
      const rental = await bookManually(customer, vehicle, { startDate: daysFromToday(30), endDate: daysFromToday(31) });
      const mail = await mailTo(customer.email, 'Booking confirmed');
      expect(subjectOf(mail)).toBe(`Booking confirmed: rental #${rental.id}, Proton Saga - ${vehicle.plateIdentifier}`);
      const body = bodyOf(mail);
      expect(body).toContain(`Pickup:          ${formatMalaysianDate(daysFromToday(30))} at 09:00`);
      expect(body).toContain('Total:           RM 300.00');
      expect(body).toContain('How to pay:');
      expect(body).toContain('Account number:  5140 1234 5678');
    });
  });

  describe('the balance reminder before pickup', () => {
    it('e-mails each customer whose pickup is within 2 days and who still owes, once, however many runs race', async () => {
      const owing = await makeCustomer(t.dataSource, { fullName: 'Nurul Huda', language: 'ms' });
      const paidUp = await makeCustomer(t.dataSource);
      const later = await makeCustomer(t.dataSource);
      const collected = await makeCustomer(t.dataSource);
      const cancelledCustomer = await makeCustomer(t.dataSource);
      const book = async (customer: Customer, startDays: number, status: Rental['status'], grandTotal: string) =>
        makeRental(
          t.dataSource,
          customer,
          await makeVehicle(t.dataSource, { make: 'Perodua', model: 'Bezza', plateIdentifier: 'BEZ' }),
          { startDate: daysFromToday(startDays), endDate: daysFromToday(startDays + 2), status },
          { grandTotal, pickupTime: '08:30' },
        );
      const due = await book(owing, 1, 'approved', '480.00');
      await payRental(t.dataSource, due, '80.00');
      const paidInFull = await book(paidUp, 2, 'awaiting_agreement', '300.00');
      await payRental(t.dataSource, paidInFull, '300.00');
      await book(later, 3, 'awaiting_agreement', '300.00');
      await book(collected, 0, 'active', '300.00');
      await book(cancelledCustomer, 1, 'cancelled', '300.00');

      const reminders = t.app.get(BalanceReminders);
      // Three replicas at once, then a later run: one e-mail.
      await Promise.all([reminders.remind(), reminders.remind(), reminders.remind()]);
      await reminders.remind();
      await expect(queued(owing.email, 'balance-reminder')).resolves.toHaveLength(1);
      for (const customer of [paidUp, later, collected, cancelledCustomer])
        await expect(queued(customer.email, 'balance-reminder')).resolves.toHaveLength(0);
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: due.id })).resolves.toMatchObject({
        balanceReminderSentFor: due.startDate,
      });

      const mail = await mailTo(owing.email, 'Bayaran perlu dijelaskan');
      expect(subjectOf(mail)).toBe(`Bayaran perlu dijelaskan sebelum pengambilan: sewaan #${due.id}, Perodua Bezza - BEZ`);
      const body = bodyOf(mail);
      expect(body).toContain('Kepada Nurul Huda,');
      expect(body).toContain(
        `bermula pada ${formatMalaysianDate(due.startDate)}, jam 08:30. Masih ada <strong>RM 400.00</strong> yang perlu dibayar.`,
      );
      expect(body).toContain('Baki perlu dibayar: RM 400.00');
      expect(body).toContain('Nombor akaun:    5140 1234 5678');

      // The day after, the same rental is not reminded again; the one three days out now is.
      await reminders.remind(daysFromToday(1));
      await expect(queued(owing.email, 'balance-reminder')).resolves.toHaveLength(1);
      await expect(queued(later.email, 'balance-reminder')).resolves.toHaveLength(1);
    });

    it('reminds an English customer in English, and not one who paid in the meantime', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Ravi Kumar' });
      const city = () => makeVehicle(t.dataSource, { make: 'Honda', model: 'City', plateIdentifier: 'HCY' });
      const rental = await makeRental(
        t.dataSource,
        customer,
        await city(),
        { startDate: daysFromToday(2), endDate: daysFromToday(4), status: 'awaiting_agreement' },
        { grandTotal: '250.50' },
      );
      await t.app.get(BalanceReminders).remind();
      const mail = await mailTo(customer.email, 'Payment due before pickup');
      expect(subjectOf(mail)).toBe(`Payment due before pickup: rental #${rental.id}, Honda City - HCY`);
      expect(bodyOf(mail)).toContain('There is still <strong>RM 250.50</strong> to pay.');

      const settled = await makeCustomer(t.dataSource);
      const paid = await makeRental(
        t.dataSource,
        settled,
        await city(),
        { startDate: daysFromToday(1), endDate: daysFromToday(2), status: 'approved' },
        { grandTotal: '100.00' },
      );
      await payRental(t.dataSource, paid, '100.00');
      await t.app.get(BalanceReminders).remind();
      await expect(queued(settled.email, 'balance-reminder')).resolves.toHaveLength(0);
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: paid.id })).resolves.toMatchObject({
        balanceReminderSentFor: null,
      });
    });
    it('gives the reminder back when its e-mail cannot be queued, so the next run sends it', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await makeRental(
        t.dataSource,
        customer,
        await makeVehicle(t.dataSource),
        { startDate: daysFromToday(0), endDate: daysFromToday(1), status: 'approved' },
        { grandTotal: '120.00' },
      );
      const send = jest.spyOn(t.app.get(MailService), 'send').mockResolvedValueOnce(false);
      try {
        await t.app.get(BalanceReminders).remind();
      } finally {
        send.mockRestore();
      }
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
        balanceReminderSentFor: null,
      });
      await expect(queued(customer.email, 'balance-reminder')).resolves.toHaveLength(0);

      await t.app.get(BalanceReminders).remind();
      await expect(queued(customer.email, 'balance-reminder')).resolves.toHaveLength(1);
    });
  });

  describe('customer documents', () => {
    it("writes the receipt in the customer's chosen language, whatever the browser asks and whoever downloads it", async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Farah Izzati', language: 'ms' });
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const created = await request(t.server)
        .post('/api/payments')
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ amount: '88.00', paymentMethod: 'qr', paymentFor: 'rental-payment' });
      expect(created.status).toBe(201);
      expect(
        (await asStaff(request(t.server).patch(`/api/staff/payments/${created.body.id}/status`)).send({ status: 'completed' })).status,
      ).toBe(200);
      const receipt = async (token: string, acceptLanguage: string) => {
        const response = await request(t.server)
          .get(`/api/payments/${created.body.id}/receipt`)
          .set('Authorization', `Bearer ${token}`)
          .set('Accept-Language', acceptLanguage)
          .buffer(true)
          .parse(binary);
        expect(response.status).toBe(200);
        return (await pdfText(response.body as Buffer)).text;
      };

      const malay = await receipt(customerToken, 'en-GB,en;q=0.9');
      expect(malay).toContain('Resit Pembayaran');
      expect(malay).toContain('RM 88.00');
      expect(malay).not.toContain('Payment Receipt');
      await expect(receipt(staffToken, 'en')).resolves.toContain('Resit Pembayaran');

      const switched = await request(t.server)
        .patch('/api/customers/me/language')
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ language: 'en' });
      expect(switched.status).toBe(200);
      const english = await receipt(customerToken, 'ms-MY');
      expect(english).toContain('Payment Receipt');
      expect(english).not.toContain('Resit Pembayaran');
    });
  });
});
