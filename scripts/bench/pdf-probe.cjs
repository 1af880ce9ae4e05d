#!/usr/bin/env node
/**
 * Agreement PDF timings for `npm run bench`, in a process of its own like the app's renderer:
 * the first render after start (Chromium launch included), later renders one at a time, and
 * documents per second with 8 requested at once. Uses the compiled app's PdfRenderer (argv[2] is
 * the backend dist directory) with the app's pool size; prints one JSON line.
 */
const { join } = require('node:path');

const dist = process.argv[2];
const { PdfRenderer } = require(join(dist, 'pdf/pdf-renderer.js'));
const { imageDataUrl, thumbnailDataUrl } = require(join(dist, 'pdf/pdf-images.js'));
const { RENTAL_PHOTO_TYPES } = require(join(dist, 'rentals/entities/rental.entity.js'));
const { AGREEMENT_PDF } = require(join(dist, 'rentals/agreement/agreement-document.js'));
const sharp = require('sharp');

const WARM_RENDERS = 10;
const PARALLEL = 8;
const PARALLEL_ROUNDS = 3;
/** As PdfModule sets it: pages kept open in the one Chromium. */
const APP_POOL_SIZE = 2;

/** A phone-sized photo with some structure, so thumbnails cost what real ones do. */
function photo(hue) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 90},50%,70%)"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="420" fill="hsl(${hue + 180},40%,50%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function agreementDocument(id) {
  const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .png()
    .toBuffer();
  const photos = await Promise.all(
    RENTAL_PHOTO_TYPES.map(async (type, index) => ({
      type,
      dataUrl: await thumbnailDataUrl(await photo(index * 40)),
      takenAt: new Date(),
    })),
  );
  return {
    business: { name: 'Bench Rentals Sdn Bhd', address: '1 Jalan Bench, 50000 Kuala Lumpur', phone: '+60312345678' },
    rental: {
      id,
      vehicle: 'Perodua Myvi',
      plate: 'WXY 1234',
      color: 'White',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      pickupTime: '09:00',
      returnTime: '18:00',
      totalDays: 5,
      rentalPerDay: '120.00',
      deposit: '200.00',
      discount: '0.00',
      grandTotal: '800.00',
      mileageLimit: 300,
      extraMileageCharge: '0.50',
      fuelLevel: 8,
      currentMileage: 45_210,
      finalizedAt: new Date(),
    },
    customer: {
      fullName: 'Nur Aisyah binti Ahmad',
      icPassportNumber: '900101-14-5678',
      phone: '+60123456789',
      email: 'aisyah@example.my',
      address: '23 Jalan SS 2/24, 47300 Petaling Jaya',
    },
    signature: { dataUrl: imageDataUrl(signature, 'image/png'), signedAt: new Date() },
    photos,
    keyHandoverPhoto: { dataUrl: await thumbnailDataUrl(await photo(300)), takenAt: new Date() },
  };
}

async function timed(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const doc = await agreementDocument(1001);
  const renderer = new PdfRenderer({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    poolSize: APP_POOL_SIZE,
  });
  try {
    const coldMs = await timed(() => renderer.renderDocument(AGREEMENT_PDF, doc, 'en'));
    const warm = [];
    for (let index = 0; index < WARM_RENDERS; index += 1) warm.push(await timed(() => renderer.renderDocument(AGREEMENT_PDF, doc, 'en')));
    const parallelMs = await timed(async () => {
      for (let round = 0; round < PARALLEL_ROUNDS; round += 1)
        await Promise.all(Array.from({ length: PARALLEL }, () => renderer.renderDocument(AGREEMENT_PDF, doc, 'en')));
    });
    const bytes = (await renderer.renderDocument(AGREEMENT_PDF, doc, 'en')).length;
    const warmMs = median(warm);
    console.log(
      JSON.stringify({
        coldMs: Math.round(coldMs),
        warmMs: Math.round(warmMs),
        speedup: coldMs / warmMs,
        pdfsPerSecond: (PARALLEL * PARALLEL_ROUNDS) / (parallelMs / 1000),
        parallel: PARALLEL,
        poolSize: APP_POOL_SIZE,
        bytes,
      }),
    );
  } finally {
    await renderer.onModuleDestroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
