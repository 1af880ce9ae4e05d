import { call, expectStatus, sleep, waitFor } from '../lib/http.mjs';
import { createVehicle, daysFromToday } from '../lib/fixtures.mjs';

/**
 * (5) SMTP goes down and staff approve a booking request through one replica: the approval must
 * still succeed, the decision e-mail must wait in the outbox (staff see it through another
 * replica), and it must arrive within SCALE_MAIL_WAIT_SECONDS once SMTP is back, exactly once.
 */
export async function mailOutage(ctx) {
  if (!ctx.customer) throw new Error('needs the customer from check 1');
  const { email } = ctx.customer;
  const [[customer]] = await ctx.db.pool.query('SELECT id FROM customers WHERE email = ?', [email]);
  const vehicle = await createVehicle(ctx, `Mail Car ${ctx.runId}`, 'MLC');
  const [created] = await ctx.db.pool.query(
    'INSERT INTO booking_requests (customerId, vehicleId, vehicleName, startDate, endDate, status) VALUES (?, ?, ?, ?, ?, ?)',
    [customer.id, vehicle.id, vehicle.name, daysFromToday(40), daysFromToday(42), 'pending'],
  );
  const subject = new RegExp(`Subject: Booking request #${created.insertId} approved`);

  await ctx.smtp.stop();
  const approved = await call(ctx.replicas[0].base, 'PATCH', `/api/staff/booking-requests/${created.insertId}/approve`, {
    token: ctx.adminToken,
  });
  expectStatus(approved, 200, 'approval while SMTP is down');
  // The first attempt fails while the server is down; staff see the e-mail waiting, on another replica.
  const waiting = await waitFor(
    async () => {
      const unsent = await call(ctx.replicas[1].base, 'GET', '/api/staff/mail-messages?status=unsent&limit=100', { token: ctx.adminToken });
      return unsent.status === 200 && unsent.body.items.some((item) => item.recipient === email && item.attempts >= 1 && item.lastError);
    },
    15_000,
    250,
  );
  if (!waiting) throw new Error('the unsent e-mail never showed in the staff list with its error');
  await ctx.smtp.start();
  const backAt = Date.now();
  const delivered = await waitFor(() => ctx.smtp.to(email, subject).length > 0, ctx.mailWaitSeconds * 1000, 250);
  const figures = `approval ${approved.status} while SMTP down; staff saw it unsent`;
  if (!delivered) throw new Error(`not delivered ${ctx.mailWaitSeconds} s after SMTP came back; ${figures}`);
  const deliveredAt = Date.now();
  // Give every replica's worker and poller time to make a second copy, if they were going to.
  await sleep(3_000);
  const copies = ctx.smtp.to(email, subject).length;
  if (copies !== 1) throw new Error(`${copies} copies delivered; ${figures}`);
  return `delivered once, ${((deliveredAt - backAt) / 1000).toFixed(1)} s after SMTP came back; ${figures}`;
}
