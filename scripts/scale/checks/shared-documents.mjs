import { call, expectStatus, waitFor } from '../lib/http.mjs';
import { CODE_MAIL, codeIn, makePhoto } from '../lib/fixtures.mjs';

const DOCUMENTS = ['icPassport', 'driversLicense', 'utilityBill'];
const FILE_FIELDS = { icPassport: 'icPassportUrl', driversLicense: 'driversLicenseUrl', utilityBill: 'utilityBillUrl' };

/**
 * (1) A customer registers through replica 1, confirms the e-mailed code through replica 3, and
 * staff open the three documents through replicas 2 and 1: both serve the same JPEG, opened from
 * the object the bucket holds sealed (no replica may answer from its own disk, and the bucket never
 * holds the image readable).
 */
export async function sharedDocuments(ctx) {
  const [first, second, third] = ctx.replicas;
  const email = `scale.${ctx.runId}@example.com`;
  const form = new FormData();
  const fields = {
    fullName: 'Scale Test Customer',
    email,
    phone: '012-345 6789',
    address: '1 Jalan Ujian, 50000 Kuala Lumpur',
    icPassportNumber: '900101-14-5678',
    privacyConsent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [index, name] of DOCUMENTS.entries()) {
    form.append(name, new Blob([await makePhoto(['#336699', '#993366', '#669933'][index])], { type: 'image/jpeg' }), `${name}.jpg`);
  }
  expectStatus(await call(first.base, 'POST', '/api/customers/register', { form, client: '10.20.0.1' }), 201, 'registration on replica 1');

  const mails = await waitFor(() => ctx.smtp.to(email, CODE_MAIL).length > 0 && ctx.smtp.to(email, CODE_MAIL), 10_000);
  if (!mails) throw new Error('no sign-in code e-mail after the registration');
  const session = expectStatus(
    await call(third.base, 'POST', '/api/customers/login/verify', { json: { email, code: codeIn(mails) }, client: '10.20.0.2' }),
    200,
    'code confirmed on replica 3',
  );
  ctx.customer = { email, token: session.body.token };

  const listed = expectStatus(
    await call(second.base, 'GET', `/api/staff/customers?search=${encodeURIComponent(email)}`, { token: ctx.adminToken }),
    200,
    'staff list on replica 2',
  );
  const customer = listed.body.items.find((item) => item.email === email);
  if (!customer) throw new Error('replica 2 does not list the new customer');

  const objectKeys = await ctx.s3.keys();
  let bytes = 0;
  for (const name of DOCUMENTS) {
    const fileName = customer[FILE_FIELDS[name]];
    const served = await call(second.base, 'GET', `/api/staff/customer-files/${encodeURIComponent(fileName)}`, {
      token: ctx.adminToken,
      raw: true,
    });
    expectStatus(served, 200, `${name} through replica 2`);
    const key = objectKeys.find((candidate) => candidate === fileName || candidate.endsWith(`/${fileName}`));
    if (!key) throw new Error(`${name}: no object for ${fileName} in bucket "${ctx.s3.bucket}" (${objectKeys.length} objects there)`);
    const stored = await ctx.s3.read(key);
    if (served.bytes[0] !== 0xff || served.bytes[1] !== 0xd8) throw new Error(`${name}: replica 2 did not answer a JPEG`);
    // The bucket holds the document sealed (AES-256-GCM under the shared DOCUMENT_KEY), never the image.
    if (stored.subarray(0, 4).toString('latin1') !== 'RVE1' || stored.includes(served.bytes.subarray(0, 64)))
      throw new Error(`${name}: the bucket holds the document readable, not sealed`);
    const again = await call(first.base, 'GET', `/api/staff/customer-files/${encodeURIComponent(fileName)}`, {
      token: ctx.adminToken,
      raw: true,
    });
    expectStatus(again, 200, `${name} through replica 1`);
    if (!again.bytes.equals(served.bytes)) throw new Error(`${name}: replicas 1 and 2 served different bytes for one document`);
    bytes += served.bytes.length;
  }
  return `3 documents, ${bytes} bytes served alike by two replicas from sealed objects; ${objectKeys.length} objects`;
}
