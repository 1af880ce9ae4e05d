import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { In } from 'typeorm';
import { Customer } from '../src/customers/entities/customer.entity';
import { PaymentReferences1763900000014 } from '../src/database/migrations/1763900000014-PaymentReferences';
import { CustomerActivity } from '../src/loyalty/entities/customer-activity.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { PAYMENT_REFERENCE } from '../src/payments/payment-references';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { decodeQr, duitNowStaticPayload, emvFields, qrImage } from './factories/payment-qr.factory';
import { pdfText } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

const proofsOnDisk = () => {
  const folder = join(process.env.DATA_DIR as string, 'uploads', 'payment-proofs');
  return existsSync(folder) ? readdirSync(folder) : [];
};

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Payments: portal, proofs, receipts and staff verification (API)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let adminToken: string;
  let alice: Customer;
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await smtp.start() });
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
    alice = await makeCustomer(t.dataSource, { fullName: 'Alice <b>Lim</b>' });
    aliceToken = await tokenFor(t.app, alice.id, 'customer');
    bobToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const as = (token: string | null) => (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const pay = (body: object, token = aliceToken, key?: string) => {
    const call = as(token)(request(t.server).post('/api/payments')).send(body);
    return key ? call.set('Idempotency-Key', key) : call;
  };
  const valid = (overrides: object = {}) => ({ amount: '150.00', paymentMethod: 'qr', paymentFor: 'rental-deposit', ...overrides });
  const prove = (id: number, file: Buffer | null, name = 'slip.jpg', token = aliceToken) => {
    const call = as(token)(request(t.server).post(`/api/payments/${id}/proof`));
    return file ? call.attach('paymentProof', file, name) : call.field('note', 'none');
  };
  const verify = (id: number, body: object) => as(staffToken)(request(t.server).patch(`/api/staff/payments/${id}/status`)).send(body);
  const dashboard = async () => (await as(staffToken)(request(t.server).get('/api/staff/dashboard'))).body as { invoicesToCollect: number };
  const key = () => `KSR-${uniqueSuffix().toUpperCase()}`;

  describe('POST /api/payments', () => {
    it('creates a pending payment with the next receipt number of the year', async () => {
      const response = await pay(valid({ amount: 150.5, notes: '  Deposit for the Myvi  ' }), aliceToken, 'KSR-FIRST001');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        amount: '150.50',
        paymentMethod: 'qr',
        paymentFor: 'rental-deposit',
        paymentStatus: 'pending',
        notes: 'Deposit for the Myvi',
        proofUploaded: false,
      });
      expect(response.body.transactionId).toMatch(PAYMENT_REFERENCE);
      expect(response.body.receiptNumber).toMatch(new RegExp(`^RCP-${daysFromToday(0).slice(0, 4)}-\\d{6}$`));
    });

    it.each([
      ['amount 0', { amount: 0 }, 'Amount must be at least RM 0.01, with at most two decimals'],
      ['amount 0.001', { amount: '0.001' }, 'Amount must be at least RM 0.01, with at most two decimals'],
      ['amount -1', { amount: -1 }, 'Amount must be at least RM 0.01, with at most two decimals'],
      ["amount 'abc'", { amount: 'abc' }, 'Amount must be at least RM 0.01, with at most two decimals'],
      ['amount 1e9', { amount: 1e9 }, 'Amounts can be at most RM 999,999.99'],
      ['no amount', { amount: undefined }, 'Missing Information: Please fill in all required fields'],
      ['an empty amount', { amount: '' }, 'Missing Information: Please fill in all required fields'],
      ['no purpose', { paymentFor: undefined }, 'Missing Information: Please fill in all required fields'],
      [
        'an unknown purpose',
        { paymentFor: 'tip' },
        'Payment purpose must be rental-deposit, rental-payment, fine-payment, damage-compensation or other',
      ],
      ['card (coming soon)', { paymentMethod: 'card' }, 'This payment method is coming soon'],
      ["someone else's rental", { rentalId: 2147483647 }, 'Please choose one of your rentals'],
      ['a status sent by the client', { paymentStatus: 'completed' }, 'property paymentStatus should not exist'],
      ['a reference sent by the client', { transactionId: 'PAY-0000000000AA' }, 'property transactionId should not exist'],
    ])('refuses %s with 400 and its message', async (_name, change, message) => {
      const before = await t.dataSource.getRepository(Payment).count();
      const response = await pay(valid(change));
      expect(response.status).toBe(400);
      expect([response.body.message].flat()).toEqual([message]);
      await expect(t.dataSource.getRepository(Payment).count()).resolves.toBe(before);
    });

    it('the same Idempotency-Key sent 10 times in parallel makes one payment; another body with it is 422', async () => {
      const reference = key();
      const responses = await Promise.all(Array.from({ length: 10 }, () => pay(valid({ amount: '42.00' }), aliceToken, reference)));
      expect(responses.every((response) => [200, 201].includes(response.status))).toBe(true);
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
      await expect(t.dataSource.getRepository(Payment).countBy({ idempotencyKey: reference })).resolves.toBe(1);

      const different = await pay(valid({ amount: '43.00' }), aliceToken, reference);
      expect(different.status).toBe(422);
      expect((await pay(valid(), aliceToken, 'short')).status).toBe(400);
      // Keys are per customer: Bob's payment with the same key is his own.
      expect((await pay(valid({ amount: '42.00' }), bobToken, reference)).status).toBe(201);
    });

    it('20 parallel payments get 20 distinct, consecutive receipt numbers', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => pay(valid({ amount: `${index + 1}.00` }))));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const numbers = responses.map((response) => Number(String(response.body.receiptNumber).slice(-6))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers[19] - numbers[0]).toBe(19);
    });

    it("makes each transfer reference itself: the one the QR showed for the key, never the key, and never another customer's", async () => {
      const sharedKey = key();
      const qrFor = async (token: string, idempotencyKey: string) =>
        (await as(token)(request(t.server).get(`/api/payments/qr?amount=42.00&idempotencyKey=${idempotencyKey}`)).expect(200)).body
          .reference as string;
      const shownToAlice = await qrFor(aliceToken, sharedKey);
      expect(shownToAlice).toMatch(PAYMENT_REFERENCE);
      await expect(qrFor(aliceToken, sharedKey)).resolves.toBe(shownToAlice);

      const alicePaid = await pay(valid({ amount: '42.00' }), aliceToken, sharedKey);
      expect(alicePaid.status).toBe(201);
      expect(alicePaid.body.transactionId).toBe(shownToAlice);
      expect(alicePaid.body.transactionId).not.toBe(sharedKey);

      // Bob copies Alice's key and reference: his payment gets its own reference all the same.
      const shownToBob = await qrFor(bobToken, sharedKey);
      expect(shownToBob).not.toBe(shownToAlice);
      const bobPaid = await pay(valid({ amount: '42.00' }), bobToken, sharedKey);
      expect(bobPaid.status).toBe(201);
      expect(bobPaid.body.transactionId).toBe(shownToBob);
      for (const body of [valid({ transactionId: shownToAlice }), valid({ reference: shownToAlice })]) {
        expect((await pay(body, bobToken, key())).status).toBe(400);
      }
      await expect(t.dataSource.getRepository(Payment).countBy({ transactionId: shownToAlice })).resolves.toBe(1);
      // Without a key the reference is made all the same.
      expect((await pay(valid(), bobToken)).body.transactionId).toMatch(PAYMENT_REFERENCE);
    });

    it('50 parallel payments (5 customers sending the same 10 keys) get 50 distinct references', async () => {
      const customers = await Promise.all(
        Array.from({ length: 5 }, async () => tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer')),
      );
      const keys = Array.from({ length: 10 }, () => key());
      const responses = await Promise.all(
        customers.flatMap((token) => keys.map((sharedKey) => pay(valid({ amount: '12.00' }), token, sharedKey))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
      const references = responses.map((response) => response.body.transactionId as string);
      expect(references.every((reference) => PAYMENT_REFERENCE.test(reference))).toBe(true);
      expect(new Set(references).size).toBe(50);
      const stored = await t.dataSource.getRepository(Payment).findBy({ id: In(responses.map((response) => response.body.id as number)) });
      expect(new Set(stored.map((payment) => payment.transactionId)).size).toBe(50);
    });

    it('the database refuses a second payment with a reference already taken', async () => {
      const { body: first } = await pay(valid());
      const existing = await t.dataSource.getRepository(Payment).findOneByOrFail({ id: first.id });
      await expect(
        t.dataSource.getRepository(Payment).insert({
          ...existing,
          id: undefined,
          receiptNumber: `RCP-DUP-${uniqueSuffix()}`,
          idempotencyKey: null,
          customerId: existing.customerId,
        }),
      ).rejects.toThrow();
    });

    it('the migration gives every existing payment its own reference: repeats and blanks are renumbered, the first holder keeps its own', async () => {
      const migration = new PaymentReferences1763900000014();
      const runner = t.dataSource.createQueryRunner();
      const repository = t.dataSource.getRepository(Payment);
      const made = await Promise.all([pay(valid()), pay(valid(), bobToken), pay(valid()), pay(valid(), bobToken)]);
      const ids = made.map((response) => response.body.id as number).sort((a, b) => a - b);
      const sharedOld = `KSR-OLD${uniqueSuffix().toUpperCase()}`;
      try {
        await migration.down(runner);
        // As the old code stored them: two customers' payments under one key-reference, one in lower case, and none.
        await repository.update({ id: ids[0] }, { transactionId: sharedOld });
        await repository.update({ id: ids[1] }, { transactionId: sharedOld });
        await repository.update({ id: ids[2] }, { transactionId: sharedOld.toLowerCase() });
        await repository.update({ id: ids[3] }, { transactionId: null });
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const after = await repository.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
      expect(after[0].transactionId).toBe(sharedOld);
      for (const payment of after.slice(1)) expect(payment.transactionId).toMatch(PAYMENT_REFERENCE);
      const all = await repository.find({ select: { transactionId: true } });
      expect(all.every((payment) => payment.transactionId)).toBe(true);
      expect(new Set(all.map((payment) => payment.transactionId?.toLowerCase())).size).toBe(all.length);
    });

    it('is for signed-in customers only', async () => {
      expect((await pay(valid(), '')).status).toBe(401);
      expect((await pay(valid(), staffToken)).status).toBe(403);
    });
  });

  describe('proof, history and receipts', () => {
    it("stores a proof image re-encoded, once per pending payment, and refuses other files with the portal's messages", async () => {
      const { body: payment } = await pay(valid({ amount: '88.80' }));
      const before = proofsOnDisk().length;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const cases: Array<[Buffer | null, string, number, string]> = [
        [null, 'none', 400, 'Please select a payment proof image to upload.'],
        [Buffer.from('%PDF-1.7 a bank slip'), 'slip.pdf', 400, 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.'],
        [svg, 'slip.svg', 400, 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.'],
        [Buffer.alloc(11 * 1024 * 1024, 0xff), 'big.jpg', 413, 'File Too Large: Please select an image file smaller than 10MB.'],
      ];
      for (const [file, name, status, message] of cases) {
        const response = await prove(payment.id, file, name);
        expect(response.status).toBe(status);
        expect(response.body.message).toBe(message);
      }
      expect(proofsOnDisk()).toHaveLength(before);

      const response = await prove(payment.id, await makePhoto());
      expect(response.status).toBe(200);
      expect(response.body.proofUploaded).toBe(true);
      const stored = await t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
      expect(proofsOnDisk()).toContain(stored.paymentProofUrl);
      const proof = await as(staffToken)(request(t.server).get(`/api/payments/${payment.id}/proof`));
      expect(proof.status).toBe(200);
      expect((await sharp(proof.body as Buffer).metadata()).exif).toBeUndefined();
    });

    it("keeps customers out of each other's payments: list, proof, receipts", async () => {
      const { body: payment } = await pay(valid({ amount: '12.34' }));
      const bobs = await as(bobToken)(request(t.server).get('/api/payments/customer?limit=100'));
      expect(bobs.status).toBe(200);
      expect(bobs.body.items.map((item: { id: number }) => item.id)).not.toContain(payment.id);
      const alices = await as(aliceToken)(request(t.server).get('/api/payments/customer?limit=100'));
      expect(alices.body.items[0]).toMatchObject({ id: payment.id, amount: '12.34' });
      for (const path of [
        `/api/payments/${payment.id}/receipt`,
        `/api/payments/${payment.id}/receipt/jpeg`,
        `/api/payments/${payment.id}/proof`,
      ]) {
        expect((await as(bobToken)(request(t.server).get(path))).status).toBe(404);
        expect((await request(t.server).get(path)).status).toBe(401);
      }
      expect((await prove(payment.id, await makePhoto(), 'slip.jpg', bobToken)).status).toBe(404);
    });

    it('gives the receipt as a PDF with the amount in RM, and as a JPEG, to its customer and to staff', async () => {
      const { body: payment } = await pay(valid({ amount: '1234.50', paymentFor: 'rental-payment' }));
      const pdf = await as(aliceToken)(request(t.server).get(`/api/payments/${payment.id}/receipt`))
        .buffer(true)
        .parse(binary);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.receiptNumber}.pdf"`);
      expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await pdfText(pdf.body as Buffer);
      expect(text).toContain('RM 1,234.50');
      expect(text).toContain(payment.receiptNumber);
      expect(text).toContain('Alice <b>Lim</b>');

      const jpeg = await as(staffToken)(request(t.server).get(`/api/payments/${payment.id}/receipt/jpeg`))
        .buffer(true)
        .parse(binary);
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(jpeg.body as Buffer).metadata()).format).toBe('jpeg');
    });
  });

  describe('staff verification', () => {
    it('lists newest first, filters by status and searches by name, e-mail, receipt number or transfer reference', async () => {
      const { body: payment } = await pay(valid({ amount: '77.00' }));
      const list = (query: string) => as(staffToken)(request(t.server).get(`/api/staff/payments?${query}`));
      const bySearch = async (search: string) =>
        (await list(`status=pending&limit=100&search=${encodeURIComponent(search)}`)).body.items.map((item: { id: number }) => item.id);
      await expect(bySearch(payment.receiptNumber)).resolves.toEqual([payment.id]);
      await expect(bySearch(payment.transactionId)).resolves.toEqual([payment.id]);
      await expect(bySearch(alice.email)).resolves.toContain(payment.id);
      await expect(bySearch('Alice <b>')).resolves.toContain(payment.id);
      await expect(bySearch('100%_')).resolves.toEqual([]);
      const first = (await list('limit=1')).body;
      expect(first.items[0]).toMatchObject({ customerName: 'Alice <b>Lim</b>', customerEmail: alice.email });
      expect((await list('status=paid')).status).toBe(400);
      expect((await as(aliceToken)(request(t.server).get('/api/staff/payments'))).status).toBe(403);
    });

    it('completes a rental payment once: logged, e-mailed, points earned, the rental counted as paid', async () => {
      const rental = await makeRental(
        t.dataSource,
        alice,
        await makeVehicle(t.dataSource),
        { startDate: daysFromToday(5), endDate: daysFromToday(7), status: 'approved' },
        { grandTotal: '0.30' },
      );
      const collectBefore = (await dashboard()).invoicesToCollect;
      const { body: first } = await pay(valid({ amount: '0.10', paymentFor: 'rental-payment', rentalId: rental.id }));
      const { body: second } = await pay(valid({ amount: '0.20', paymentFor: 'rental-payment', rentalId: rental.id }));
      expect(first.rentalId).toBe(rental.id);
      await prove(first.id, await makePhoto());
      // A proof picture is no payment until staff verify it: still to collect.
      expect((await dashboard()).invoicesToCollect).toBe(collectBefore);

      const pointsBefore = (await t.dataSource.getRepository(Customer).findOneByOrFail({ id: alice.id })).loyaltyPoints;
      const decisions = await Promise.all(Array.from({ length: 5 }, () => verify(first.id, { status: 'completed', staffId: 1 })));
      expect(decisions.filter((response) => response.status === 200)).toHaveLength(1);
      expect(decisions.filter((response) => response.status === 409)).toHaveLength(4);
      // RM 0.10 of RM 0.30 verified: still to collect; the last RM 0.20 covers it to the sen.
      expect((await dashboard()).invoicesToCollect).toBe(collectBefore);
      expect((await verify(second.id, { status: 'completed' })).status).toBe(200);
      expect((await dashboard()).invoicesToCollect).toBe(collectBefore - 1);

      const rentalView = await as(staffToken)(request(t.server).get(`/api/staff/rentals/${rental.id}`));
      expect(rentalView.body).toMatchObject({ paidAmount: '0.30', paid: true });
      const mine = await as(aliceToken)(request(t.server).get('/api/rentals/mine?limit=100'));
      expect(mine.body.items.find((item: { id: number }) => item.id === rental.id)).toMatchObject({ paidAmount: '0.30', paid: true });
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'payment_status_updated', targetId: String(first.id), staffId: staff.id }),
      ).resolves.toBe(1);
      const mail = decodeQuotedPrintable((await smtp.waitFor(alice.email, 5000, first.receiptNumber)).raw);
      expect(mail).toContain('Payment received');

      // Whole ringgit earn points: RM 0.10 and RM 0.20 earn none; RM 250.75 earns 250.
      const { body: big } = await pay(valid({ amount: '250.75', paymentFor: 'rental-payment' }));
      expect((await verify(big.id, { status: 'completed' })).status).toBe(200);
      const after = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: alice.id });
      expect(after.loyaltyPoints).toBe(pointsBefore + 250);
      await expect(
        t.dataSource.getRepository(CustomerActivity).findOneBy({ customerId: alice.id, pointsEarned: 250 }),
      ).resolves.toMatchObject({ activityType: 'points_earned' });
    });

    it('fails a payment with a reason, keeps its rental among invoices to collect, and closes its receipts', async () => {
      const rental = await makeRental(
        t.dataSource,
        alice,
        await makeVehicle(t.dataSource),
        { startDate: daysFromToday(8), endDate: daysFromToday(9), status: 'approved' },
        { grandTotal: '100.00' },
      );
      const { body: payment } = await pay(valid({ amount: '100.00', paymentFor: 'rental-payment', rentalId: rental.id }));
      await prove(payment.id, await makePhoto());
      const collect = (await dashboard()).invoicesToCollect;
      expect((await verify(payment.id, { status: 'failed' })).body.message).toEqual(['Please give a reason why the payment failed']);
      const failed = await verify(payment.id, { status: 'failed', reason: 'No transfer with this reference' });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({
        paymentStatus: 'failed',
        failureReason: 'No transfer with this reference',
        verifiedBy: staff.username,
      });
      expect((await dashboard()).invoicesToCollect).toBe(collect);
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({ paymentProofUrl: null });
      expect((await as(aliceToken)(request(t.server).get(`/api/payments/${payment.id}/receipt`))).status).toBe(409);
      expect((await prove(payment.id, await makePhoto())).status).toBe(409);
      expect((await verify(payment.id, { status: 'completed' })).status).toBe(409);
      expect((await verify(2147483647, { status: 'completed' })).status).toBe(404);
    });
  });

  describe('the payment QR', () => {
    const qr = (query: string, token = aliceToken) => as(token)(request(t.server).get(`/api/payments/qr?${query}`));

    it('without an uploaded QR, shows no QR at all: the bank details, the amount and the reference to transfer with', async () => {
      const transfer = await qr('amount=150.5&idempotencyKey=qr-key-000001');
      expect(transfer.status).toBe(200);
      expect(transfer.body).toEqual({
        source: 'bank-transfer',
        image: null,
        payeeName: null,
        merchantCity: null,
        bankName: 'Maybank',
        accountName: 'Kereta Sewa Rental Sdn Bhd',
        accountNumber: '5140 1234 5678',
        amount: '150.50',
        reference: expect.stringMatching(PAYMENT_REFERENCE),
      });
      expect((await qr('amount=0&idempotencyKey=qr-key-000001')).status).toBe(400);
      expect((await qr('amount=10&idempotencyKey=<script>')).status).toBe(400);
      expect((await qr('amount=10&reference=PAY-0000000000AA')).status).toBe(400);
      expect((await request(t.server).get('/api/settings/payment-qr')).status).toBe(404);
    });

    it("with the business's DuitNow QR uploaded, each payment gets its own QR holding its amount and the reference the payment then carries", async () => {
      const staticPayload = duitNowStaticPayload({ additionalData: [{ id: '07', value: 'COUNTER1' }] });
      const upload = await as(adminToken)(request(t.server).put('/api/admin/settings/payment-qr')).attach(
        'qrImage',
        await qrImage(staticPayload),
        'duitnow.png',
      );
      expect(upload.status).toBe(200);
      expect(upload.body).toEqual({ uploaded: true, payeeName: 'KERETA SEWA RAKYAT SDN BHD', merchantCity: 'KUALA LUMPUR' });

      const idempotencyKey = key();
      const shown = await qr(`amount=150.5&idempotencyKey=${idempotencyKey}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        source: 'duitnow-qr',
        payeeName: 'KERETA SEWA RAKYAT SDN BHD',
        merchantCity: 'KUALA LUMPUR',
        accountName: 'Kereta Sewa Rental Sdn Bhd',
        amount: '150.50',
      });
      expect(shown.body.image).toMatch(/^data:image\/png;base64,/);

      // What a banking app reads from the QR on the screen (emvFields checks its CRC).
      const scanned = await decodeQr(shown.body.image);
      expect(scanned).not.toBeNull();
      const { fields, additionalData } = emvFields(scanned as string);
      expect(fields).toMatchObject({
        '00': '01',
        '01': '12',
        '53': '458',
        '54': '150.50',
        '59': 'KERETA SEWA RAKYAT SDN BHD',
        '60': 'KUALA LUMPUR',
      });
      expect(fields['26']).toBe(emvFields(staticPayload).fields['26']);
      expect(additionalData).toEqual({ '05': shown.body.reference, '07': 'COUNTER1' });
      expect((scanned as string).slice(-8, -4)).toBe('6304');

      // 'Payment Done' with the same key makes the payment the QR named.
      const paid = await pay(valid({ amount: '150.50' }), aliceToken, idempotencyKey);
      expect(paid.status).toBe(201);
      expect(paid.body.transactionId).toBe(additionalData['05']);
      await expect(t.dataSource.getRepository(Payment).findOneByOrFail({ id: paid.body.id })).resolves.toMatchObject({
        transactionId: additionalData['05'],
        amount: '150.50',
      });

      // Another customer, another amount: another QR.
      const bobs = emvFields((await decodeQr((await qr(`amount=12&idempotencyKey=${idempotencyKey}`, bobToken)).body.image)) as string);
      expect(bobs.fields['54']).toBe('12.00');
      expect(bobs.additionalData['05']).not.toBe(additionalData['05']);

      expect((await request(t.server).get('/api/settings/payment-qr')).status).toBe(200);
      expect(
        (
          await as(aliceToken)(request(t.server).put('/api/admin/settings/payment-qr')).attach(
            'qrImage',
            await qrImage(staticPayload),
            'qr.png',
          )
        ).status,
      ).toBe(403);

      expect((await as(adminToken)(request(t.server).delete('/api/admin/settings/payment-qr'))).status).toBe(200);
      expect((await qr('amount=10&idempotencyKey=qr-key-000003')).body).toMatchObject({
        source: 'bank-transfer',
        image: null,
        payeeName: null,
      });
      expect((await request(t.server).get('/api/settings/payment-qr')).status).toBe(404);
    });
  });
});
