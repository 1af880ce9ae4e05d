import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

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

/** Demo customer the backend seeds with SEED_DEMO=true. */
export const DEMO_CUSTOMER = { email: 'aisyah@example.com', fullName: 'Nur Aisyah binti Ahmad' } as const;

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
