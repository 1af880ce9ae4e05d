import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { PdfRenderer } from '../src/pdf/pdf-renderer';
import { RENDER_QUEUE_FULL_MESSAGE, RENDER_QUEUE_LIMIT, RENDERS_PER_CALLER, TOO_MANY_RENDERS_MESSAGE } from '../src/pdf/render-admission';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createTestApp, TestApp } from './setup/test-app';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const isJpeg = (body: Buffer) => body.length > 1000 && body[0] === 0xff && body[1] === 0xd8;
const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

/** Every answer of the flood must come within this, however the renders are jammed. */
const ANSWER_WITHIN_MS = 5_000;

interface Timed {
  response: request.Response;
  ms: number;
}

async function timed(call: request.Test): Promise<Timed> {
  const started = Date.now();
  const response = await call;
  return { response, ms: Date.now() - started };
}

describe('Rendering cannot be jammed: receipts, limits and kept receipts (API)', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const receipt = (id: number, token: string, format: 'pdf' | 'jpeg', language = 'en') =>
    as(token)(request(t.server).get(`/api/payments/${id}/receipt${format === 'jpeg' ? '/jpeg' : ''}`))
      .set('Accept-Language', language)
      .buffer(true)
      .parse(binary);

  async function customerWithToken(): Promise<{ customer: Customer; token: string }> {
    const customer = await makeCustomer(t.dataSource);
    return { customer, token: await tokenFor(t.app, customer.id, 'customer') };
  }

  async function pendingPayment(token: string): Promise<Payment> {
    const response = await as(token)(request(t.server).post('/api/payments'))
      .set('Idempotency-Key', `KSR-${uniqueSuffix().toUpperCase()}`)
      .send({ amount: '80.00', paymentMethod: 'qr', paymentFor: 'rental-payment' });
    expect(response.status).toBe(201);
    return response.body as Payment;
  }

  async function verifiedPayment(token: string): Promise<Payment> {
    const payment = await pendingPayment(token);
    const verified = await as(staffToken)(request(t.server).patch(`/api/staff/payments/${payment.id}/status`)).send({
      status: 'completed',
    });
    expect(verified.status).toBe(200);
    return payment;
  }

  it('12 parallel JPEG receipts from one customer and a PDF from another each answer within 5 s, round after round', async () => {
    const flooder = await customerWithToken();
    const other = await customerWithToken();
    const flooderPayments = [await pendingPayment(flooder.token), await pendingPayment(flooder.token), await pendingPayment(flooder.token)];
    const otherPayment = await pendingPayment(other.token);

    // Screenshots used to hang once the browser was warm, so one round proves little.
    for (let round = 0; round < 4; round += 1) {
      const flood = Array.from({ length: 12 }, (_unused, index) => timed(receipt(flooderPayments[index % 3].id, flooder.token, 'jpeg')));
      const [flooded, pdf] = await Promise.all([Promise.all(flood), timed(receipt(otherPayment.id, other.token, 'pdf'))]);

      const late = [...flooded, pdf]
        .filter(({ ms }) => ms >= ANSWER_WITHIN_MS)
        .map(({ response, ms }) => `round ${round}: ${response.status} after ${ms} ms`);
      expect(late).toEqual([]);
      expect(pdf.response.status).toBe(200);
      expect(isPdf(pdf.response.body as Buffer)).toBe(true);
      const served = flooded.filter(({ response }) => response.status === 200);
      expect(served.length).toBeGreaterThanOrEqual(1);
      for (const { response } of served) {
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(isJpeg(response.body as Buffer)).toBe(true);
      }
      for (const { response } of flooded.filter(({ response }) => response.status !== 200)) {
        expect(response.status).toBe(429);
        expect(JSON.parse((response.body as Buffer).toString())).toMatchObject({ statusCode: 429, message: TOO_MANY_RENDERS_MESSAGE });
      }
    }
  }, 180_000);

  it('answers a caller past their limit 429, and anyone 503 at once while the queue is full; the held renders still finish', async () => {
    const renderer = t.app.get(PdfRenderer);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const renderHere = renderer.renderHere.bind(renderer);
    let started = 0;
    jest.spyOn(renderer, 'renderHere').mockImplementation(async (job) => {
      started += 1;
      await gate;
      return renderHere(job);
    });

    const latecomer = await customerWithToken();
    const latecomerPayment = await pendingPayment(latecomer.token);

    // Fill the queue: RENDERS_PER_CALLER documents from each of enough customers.
    const callers = await Promise.all(
      Array.from({ length: Math.ceil(RENDER_QUEUE_LIMIT / RENDERS_PER_CALLER) }, () => customerWithToken()),
    );
    const held: Array<Promise<request.Response>> = [];
    for (const caller of callers) {
      const payment = await pendingPayment(caller.token);
      for (let index = 0; index < RENDERS_PER_CALLER; index += 1)
        held.push(receipt(payment.id, caller.token, index % 2 ? 'jpeg' : 'pdf').then());
    }
    const deadline = Date.now() + 20_000;
    while (started < RENDER_QUEUE_LIMIT && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    try {
      await expectLimitsWhileHeld();
    } finally {
      open();
    }
    const answers = await Promise.all(held);
    expect(answers.map((response) => response.status)).toEqual(held.map(() => 200));
    // Room again once they are done.
    expect((await receipt(latecomerPayment.id, latecomer.token, 'pdf')).status).toBe(200);

    async function expectLimitsWhileHeld(): Promise<void> {
      const busyCaller = callers[0];
      const [ownPayment] = await t.dataSource.getRepository(Payment).find({ where: { customerId: busyCaller.customer.id } });
      const pastLimit = await timed(receipt(ownPayment.id, busyCaller.token, 'jpeg'));
      expect(pastLimit.response.status).toBe(429);
      expect(JSON.parse((pastLimit.response.body as Buffer).toString())).toMatchObject({ message: TOO_MANY_RENDERS_MESSAGE });
      expect(pastLimit.ms).toBeLessThan(2_000);

      const full = await timed(receipt(latecomerPayment.id, latecomer.token, 'pdf'));
      expect(full.response.status).toBe(503);
      expect(JSON.parse((full.response.body as Buffer).toString())).toMatchObject({ statusCode: 503, message: RENDER_QUEUE_FULL_MESSAGE });
      expect(full.ms).toBeLessThan(2_000);
    }
  }, 120_000);

  it('renders a verified receipt once per format and language, keeps it, and serves it again without rendering', async () => {
    const renderer = t.app.get(PdfRenderer);
    const renders = jest.spyOn(renderer, 'renderHere');
    const owner = await customerWithToken();
    const payment = await verifiedPayment(owner.token);

    const first = await receipt(payment.id, owner.token, 'jpeg');
    expect(first.status).toBe(200);
    expect(isJpeg(first.body as Buffer)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);

    const again = await receipt(payment.id, staffToken, 'jpeg');
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.receiptNumber}.jpg"`);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(renders).toHaveBeenCalledTimes(1);

    // Malay is its own document, kept beside the English one; so is the PDF. The customer's chosen
    // language decides it, not the browser's.
    const switched = await as(owner.token)(request(t.server).patch('/api/customers/me/language')).send({ language: 'ms' });
    expect(switched.status).toBe(200);
    const malay = [await receipt(payment.id, owner.token, 'pdf', 'en'), await receipt(payment.id, staffToken, 'pdf', 'en')];
    expect(malay.map((response) => response.status)).toEqual([200, 200]);
    expect(isPdf(malay[1].body as Buffer)).toBe(true);
    expect(Buffer.compare(malay[0].body as Buffer, malay[1].body as Buffer)).toBe(0);
    expect(renders).toHaveBeenCalledTimes(2);

    const row = await t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
    expect(row).toMatchObject({ keptReceiptJpegEn: expect.stringMatching(/\.jpg$/), keptReceiptPdfMs: expect.stringMatching(/\.pdf$/) });
    expect([row.keptReceiptPdfEn, row.keptReceiptJpegMs]).toEqual([null, null]);
  });

  it('keeps nothing for a pending receipt, which may still change', async () => {
    const renders = jest.spyOn(t.app.get(PdfRenderer), 'renderHere');
    const owner = await customerWithToken();
    const payment = await pendingPayment(owner.token);

    expect((await receipt(payment.id, owner.token, 'pdf')).status).toBe(200);
    expect((await receipt(payment.id, owner.token, 'pdf')).status).toBe(200);

    expect(renders).toHaveBeenCalledTimes(2);
    const row = await t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
    expect([row.keptReceiptPdfEn, row.keptReceiptPdfMs, row.keptReceiptJpegEn, row.keptReceiptJpegMs]).toEqual([null, null, null, null]);
  });
});
