import request from 'supertest';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { pdfText } from './factories/pdf-text';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

/** Markup that would run, or add an element, if any part of an e-mail or PDF treated it as HTML. */
const HOSTILE_NAME = 'Siti <script>alert(1)</script><img src=x onerror=alert(2)> & "Co"';

/** The text/html part of a captured message, decoded. */
function htmlPartOf(raw: string): string {
  const decoded = decodeQuotedPrintable(raw);
  const start = decoded.search(/Content-Type: text\/html/i);
  if (start < 0) throw new Error('The e-mail has no HTML part');
  return decoded.slice(start);
}

describe('Script strings in names are text in e-mails and PDFs (API)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await smtp.start() });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('the booking e-mail greets the customer with the name escaped, and the receipt PDF prints it literally', async () => {
    const customer = await makeCustomer(t.dataSource, { fullName: HOSTILE_NAME });
    const token = await tokenFor(t.app, customer.id, 'customer');
    const vehicle = await makeVehicle(t.dataSource);
    const booked = await request(t.server)
      .post('/api/booking-requests')
      .set('Authorization', `Bearer ${token}`)
      .send({ vehicleId: vehicle.id, startDate: daysFromToday(80), endDate: daysFromToday(81) });
    expect(booked.status).toBe(201);

    const html = htmlPartOf((await smtp.waitFor(customer.email)).raw);
    expect(html).toContain(
      'Dear Siti &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt; &amp; &quot;Co&quot;,',
    );
    expect(html).not.toMatch(/<script|<img src=x/i);

    const payment = await request(t.server)
      .post('/api/payments')
      .set('Authorization', `Bearer ${token}`)
      .send({ amount: '10.00', paymentMethod: 'qr', paymentFor: 'other' });
    expect(payment.status).toBe(201);
    const receipt = await request(t.server)
      .get(`/api/payments/${payment.body.id}/receipt`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(receipt.status).toBe(200);
    // The column wraps the long name over lines: compared without white space, every character is there, in order.
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    expect(withoutSpace((await pdfText(receipt.body as Buffer)).text)).toContain(withoutSpace(HOSTILE_NAME));
  });
});
