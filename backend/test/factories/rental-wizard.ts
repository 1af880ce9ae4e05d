import sharp from 'sharp';
import request from 'supertest';
import { App } from 'supertest/types';
import { makePhoto } from './images.factory';

/** A drawn line on a transparent 600x160 pad, as signature_pad's toDataURL() gives it. */
export async function signatureDataUrl(): Promise<string> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><path d="M20 120 C 120 20, 220 140, 320 60 S 520 40, 580 110" stroke="#111" stroke-width="4" fill="none"/></svg>',
  );
  const png = await sharp(svg).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Wizard steps 1, 3 and 4 for a rental awaiting its agreement (a photo with the customer, the
 * signature, the key handover photo), as staff do them; `finalize` adds step 5 and the PDF.
 */
export async function completeAgreementSteps(server: App, staffToken: string, rentalId: number, finalize = false): Promise<void> {
  const step = (method: 'post' | 'patch', name: string) =>
    request(server)[method](`/api/staff/rentals/${rentalId}/${name}`).set('Authorization', `Bearer ${staffToken}`);
  const answers = [
    await step('post', 'photos')
      .attach('photos', await makePhoto(), 'photo.jpg')
      .field('photoTypes', 'front_with_customer'),
    await step('post', 'signature').send({ signatureData: await signatureDataUrl() }),
    await step('post', 'key-handover').attach('photo', await makePhoto(640, 480, '#aa3333'), 'keys.jpg'),
    ...(finalize ? [await step('patch', 'finalize').send({ fuelLevel: 6, currentMileage: 45210 })] : []),
  ];
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) throw new Error(`Agreement step failed: ${failed.status} ${JSON.stringify(failed.body)}`);
}
