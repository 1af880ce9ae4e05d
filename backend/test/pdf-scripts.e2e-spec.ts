import request from 'supertest';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { pdfFontNames, pdfText } from './factories/pdf-text';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

/** A Malaysian Chinese name and a Tamil street address: both must print as letters, not as empty boxes. */
const CHINESE_NAME = '陈伟明';
const ADDRESS = '12 ஜாலான் அம்பாங், சென்னை';

/**
 * The Tamil letters of a text, sorted. A PDF keeps glyphs in the order they are drawn, and Tamil draws the vowel
 * signs ெ and ை before their consonant, so a reader copies "சென்னை" out as "ெசன்ைன": every letter is there, but
 * not in typed order.
 */
const tamilLetters = (text: string) =>
  [...text]
    .filter((char) => /\p{Script=Tamil}/u.test(char))
    .sort()
    .join('');

describe('Chinese and Tamil script in PDFs (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('the agreement prints a Chinese name and a Tamil address with fonts that have their letters', async () => {
    const staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    const customer = await makeCustomer(t.dataSource, { fullName: CHINESE_NAME, address: ADDRESS });
    const rental = await makeRental(
      t.dataSource,
      customer,
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(3), endDate: daysFromToday(4), status: 'awaiting_agreement' },
      { grandTotal: '150.00', rentalPerDay: '150.00' },
    );
    await completeAgreementSteps(t.server, staffToken, rental.id, true);

    const download = await request(t.server)
      .get(`/api/rentals/${rental.id}/download-agreement`)
      .set('Authorization', `Bearer ${staffToken}`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    const pdf = download.body as Buffer;

    const { text } = await pdfText(pdf);
    expect(text).toContain(CHINESE_NAME);
    expect(text).toContain('ஜாலான்');
    expect(tamilLetters(text)).toBe(tamilLetters(ADDRESS));
    // The letters themselves, not boxes: the embedded fonts are ones that have them.
    const fonts = pdfFontNames(pdf);
    expect(fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^NotoSansCJKsc-/), expect.stringMatching(/^NotoSansTamil-/)]));
  });
});
