import sharp from 'sharp';
import { call, expectStatus } from './http.mjs';

/** "YYYY-MM-DD" that many days from today in Kuala Lumpur (the app's calendar). */
export function daysFromToday(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A small phone-like JPEG for the identity document uploads. */
export function makePhoto(colour) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The 6 digits of the newest sign-in code e-mail in `messages`. */
export function codeIn(messages) {
  const match = /Subject: Your sign-in code[^:\r\n]*: (\d{6})/.exec(messages.at(-1)?.raw ?? '');
  return match ? match[1] : null;
}

export const CODE_MAIL = /Subject: Your sign-in code/;

/** A fleet vehicle made by staff through replica 1, for a check's bookings. */
export async function createVehicle(ctx, name, plateIdentifier) {
  const created = await call(ctx.replicas[0].base, 'POST', '/api/staff/vehicles', {
    token: ctx.adminToken,
    json: { name, make: 'Perodua', model: 'Myvi', category: 'Compact', plateIdentifier },
  });
  return expectStatus(created, 201, 'vehicle created').body;
}
