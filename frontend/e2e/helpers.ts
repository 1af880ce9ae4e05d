import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse, type Browser, type Locator, type Page } from '@playwright/test';

/** Fills the username/password form shown on staff login, admin login and Add Staff. */
export async function fillCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  // Anchored, so the "Show password" toggle does not match.
  await page.getByLabel(/^Password/).fill(password);
}

/** Demo accounts the backend seeds with SEED_DEMO=true. */
export const DEMO = {
  staff: { username: 'staff', password: 'staff123' },
  admin: { username: 'admin', password: 'admin123' },
} as const;

/**
 * The admin's password once the password journey (admin.spec.ts) has changed it: fixed, so the
 * journeys that run after it can still sign the admin in.
 */
export const ROTATED_ADMIN_PASSWORD = 'Rotated-admin-e2e-2026';

/** The admin's session through the API, with the demo password or the one the password journey set. */
export async function adminSessionByApi(
  request: APIRequestContext,
): Promise<{ token: string; user: { id: number; username: string; role: string } }> {
  for (const password of [DEMO.admin.password, ROTATED_ADMIN_PASSWORD]) {
    const response = await request.post('/api/admin/login', { data: { username: DEMO.admin.username, password } });
    if (response.status() === 200)
      return (await response.json()) as { token: string; user: { id: number; username: string; role: string } };
  }
  throw new Error('the admin cannot sign in with the demo or the rotated password');
}

/** The admin's bearer token through the API (adminSessionByApi). */
export async function adminTokenByApi(request: APIRequestContext): Promise<string> {
  return (await adminSessionByApi(request)).token;
}

/** The staff workspace's tabs in order: the seven core tabs with Today after the Dashboard, Payments and Deliveries after Invoices, then Summonses and, last, Reports. */
export const STAFF_TABS = [
  'Dashboard',
  'Today',
  'Customers',
  'Bookings',
  'Rentals',
  'Calendar',
  'Invoices',
  'Payments',
  'Deliveries',
  'Vehicles',
  'Summonses',
  'Reports',
];

/** Demo customer the backend seeds with SEED_DEMO=true. */
export const DEMO_CUSTOMER = { email: 'aisyah@example.com', fullName: 'Nur Aisyah binti Ahmad' } as const;

/**
 * The test server runs with CUSTOMER_SIGNIN_CODE=true and no SMTP_URL, so every e-mail lands as
 * an .eml file in DATA_DIR/outbox (playwright.config.ts). Customers sign in with the code read
 * from there, as a real customer would read it from their inbox.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return join(dataDir, 'outbox');
}

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // no e-mail sent yet
  }
}

/** Headers of a raw message, folded lines joined, names lower-cased. */
function mailHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The code of a sign-in code e-mail to `email`: the body's line that holds just 6 digits. */
function signInCodeIn(raw: string, email: string): string | null {
  const headers = mailHeaders(raw);
  if (!/sign-in code/i.test(headers.get('subject') ?? '')) return null;
  if (!(headers.get('to') ?? '').toLowerCase().includes(email.toLowerCase())) return null;
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return /^[ \t]*(\d{6})[ \t]*\r?$/m.exec(body)?.[1] ?? null;
}

/**
 * Notes the sign-in code e-mails already sent to `email`; code() then waits for the next one and
 * returns its 6 digits. Start watching BEFORE the action that sends the code, so an older code
 * for the same address (the demo customer signs in in several tests) is never picked up.
 */
export function watchForSignInCode(email: string): { code: () => Promise<string> } {
  const before = new Set(outboxFiles());
  const newestCode = (): string | null => {
    const fresh = outboxFiles()
      .filter((name) => !before.has(name))
      .sort()
      .reverse(); // names start with the time
    for (const name of fresh) {
      // A file still being written may not hold the code yet; the next look reads it again.
      const code = signInCodeIn(readFileSync(join(outboxDir(), name), 'utf8'), email);
      if (code) return code;
    }
    return null;
  };
  return {
    code: async () => {
      // The server sends mail in the background, after it has answered.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const code = newestCode();
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No sign-in code e-mail to ${email} arrived in ${outboxDir()} within 10 s`);
    },
  };
}

/** Quoted-printable undone: soft line breaks joined, =XX escapes turned back into bytes, read as UTF-8. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at += 1) {
    const hex = joined.slice(at + 1, at + 3);
    if (joined[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(joined[at], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message or MIME part split into its headers and its body (decoded). */
function mimePart(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/^\r?\n/, '');
  const headers = mailHeaders(text);
  const gap = /\r?\n\r?\n/.exec(text);
  const body = gap ? text.slice(gap.index + gap[0].length) : '';
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  return { headers, body: encoding === 'quoted-printable' ? fromQuotedPrintable(body) : body };
}

/** The text/plain part of a raw message (the message itself when it is not multipart). */
function plainTextOf(raw: string): string {
  const { headers, body } = mimePart(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return /^text\/plain/i.test(contentType) ? body : '';
  for (const part of body.split(`--${boundary}`)) {
    // What comes before the first boundary and after the last is no part.
    if (!mimePart(part).headers.has('content-type')) continue;
    const text = plainTextOf(part);
    if (text) return text;
  }
  return '';
}

/**
 * The text of the newest e-mail to `email` whose subject matches, as the customer would read it;
 * null while none has arrived (the server sends mail in the background: poll with expect.poll).
 */
export function latestMailText(email: string, subject: RegExp): string | null {
  const names = outboxFiles().sort().reverse(); // names start with the time
  for (const name of names) {
    const raw = readFileSync(join(outboxDir(), name), 'utf8');
    const headers = mailHeaders(raw);
    if (!(headers.get('to') ?? '').toLowerCase().includes(email.toLowerCase())) continue;
    if (subject.test(headers.get('subject') ?? '')) return plainTextOf(raw);
  }
  return null;
}

/** The customer's own view and token, as POST /api/customers/login/verify answers. */
export interface CustomerApiSession {
  token: string;
  user: { id: number; fullName: string; email: string; icPassportNumber: string };
}

/**
 * Signs a customer in through the API: `send` makes the server e-mail a code to `email` (a sign-in
 * or a registration request), then the code from the outbox is verified.
 */
export async function signInWithCodeByApi(
  request: APIRequestContext,
  email: string,
  send: () => Promise<APIResponse>,
): Promise<CustomerApiSession> {
  const mail = watchForSignInCode(email);
  const sent = await send();
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(await sent.json()).toMatchObject({ codeRequired: true });
  const verified = await request.post('/api/customers/login/verify', { data: { email, code: await mail.code() } });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as CustomerApiSession;
}

/** Types the code on the login screen's code step and submits it. */
export async function enterSignInCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/^Sign-in code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** "YYYY-MM-DD" for today + days in Kuala Lumpur, the business's calendar. */
export function kualaLumpurDate(daysFromToday: number): string {
  const now = new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuala_Lumpur',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** "2026-12-01" -> "01/12/2026", as the app shows dates (en-MY). */
export function enMyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour (RGB, 8 bit), made in memory so upload tests need no fixture files.
 * The server checks uploads by content and re-encodes them, so this must be a valid image.
 */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws a signature stroke across the pad with the mouse, as a finger would. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), box.y + box.height * (step % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
}

/**
 * The names of the files attached to the newest e-mail to `email` whose subject matches; null
 * while none has arrived.
 */
export function latestMailAttachments(email: string, subject: RegExp): string[] | null {
  const names = outboxFiles().sort().reverse();
  for (const name of names) {
    const raw = readFileSync(join(outboxDir(), name), 'utf8');
    const headers = mailHeaders(raw);
    if (!(headers.get('to') ?? '').toLowerCase().includes(email.toLowerCase())) continue;
    if (!subject.test(headers.get('subject') ?? '')) continue;
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    return [...unfolded.matchAll(/^content-disposition:\s*attachment;[^\r\n]*filename="?([^";\r\n]+)"?/gim)].map((match) => match[1]);
  }
  return null;
}

/** A toast with the text, as it is announced (role status). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The value shown under a label of a card's facts (a description list). */
export const fact = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);

/** A phone's screen, in its own browser context (its own session and storage). */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/**
 * A touch phone as staff hold it at the car park: 390 px wide, touch, twice the pixels (DPR 2).
 * The app's service worker is blocked unless a test about working without signal allows it.
 */
export async function touchPhonePage(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    serviceWorkers,
  });
  return context.newPage();
}

/** The files the e2e server has stored in one uploads area (e.g. 'rental-photos'). */
export function storedFiles(area: string): string[] {
  const folder = join(process.env.E2E_DATA_DIR as string, 'uploads', area);
  return existsSync(folder) ? readdirSync(folder) : [];
}

/**
 * Opens a section of the staff screen by its name, whatever the width: a tab of the strip on a
 * wide screen; below `md` a button of the bottom bar, or an entry of its More menu. `more` is the
 * More button's name in the screen's language.
 */
/** The open staff section: the tab panel on a wide screen, the named section on a phone. */
export function staffSectionPanel(page: Page, name: string): Locator {
  return page.getByRole('tabpanel', { name, exact: true }).or(page.getByRole('region', { name, exact: true }));
}

export async function openStaffSection(page: Page, name: string, more = 'More'): Promise<void> {
  const strip = page.getByRole('tablist', { name: /^(Staff dashboard sections|Bahagian papan pemuka kakitangan)$/ });
  const bar = page.getByRole('navigation', { name: /^(Staff sections|Bahagian kakitangan)$/ });
  await expect(strip.or(bar)).toBeVisible();
  if (await strip.isVisible()) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
    return;
  }
  const item = bar.getByRole('button', { name, exact: true });
  if ((await item.count()) > 0) {
    await item.click();
    await expect(item).toHaveAttribute('aria-current', 'page');
    return;
  }
  await bar.getByRole('button', { name: more, exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(bar.getByRole('button', { name: more, exact: true })).toHaveAttribute('aria-current', 'page');
}
