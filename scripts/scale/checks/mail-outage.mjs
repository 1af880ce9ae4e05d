import { call, expectStatus, sleep, waitFor } from '../lib/http.mjs';
import { CODE_MAIL } from '../lib/fixtures.mjs';

/** Keys a BullMQ queue keeps (its default "bull" prefix, or the per-queue lists and hashes). */
const QUEUE_KEY = /(^|:)bull(:|$)|:(meta|events|wait|delayed|active|failed|id)$/;

/**
 * (5) SMTP goes down, a customer asks for a sign-in code (the business action must still
 * succeed), SMTP comes back: the queued e-mail must arrive within SCALE_MAIL_WAIT_SECONDS.
 * Without a mail queue the e-mail is lost and this check fails, saying so.
 */
export async function mailOutage(ctx) {
  if (!ctx.customer) throw new Error('needs the customer from check 1');
  const { email } = ctx.customer;
  const before = ctx.smtp.to(email, CODE_MAIL).length;
  await ctx.smtp.stop();
  const asked = await call(ctx.replicas[0].base, 'POST', '/api/customers/login', { json: { email }, client: '10.50.0.1' });
  expectStatus(asked, 200, 'code requested while SMTP is down');
  // Let the first delivery attempt fail before the server is back.
  await sleep(2_000);
  const queueKeys = (await ctx.redis.keys()).filter((key) => QUEUE_KEY.test(key)).length;
  await ctx.smtp.start();
  const backAt = Date.now();
  const delivered = await waitFor(() => ctx.smtp.to(email, CODE_MAIL).length > before, ctx.mailWaitSeconds * 1000, 250);
  const figures = `request ${asked.status} while SMTP down; ${queueKeys} BullMQ keys in Redis`;
  if (!delivered) {
    const why = queueKeys === 0 ? ' (no mail queue in Redis: e-mail is still sent inside the request)' : '';
    throw new Error(`not delivered ${ctx.mailWaitSeconds} s after SMTP came back${why}; ${figures}`);
  }
  return `delivered ${((Date.now() - backAt) / 1000).toFixed(1)} s after SMTP came back; ${figures}`;
}
