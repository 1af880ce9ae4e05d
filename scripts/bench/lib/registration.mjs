import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { stopChild } from '../../scale/lib/processes.mjs';
import { APP_MALLOC_ARENA_MAX } from './app.mjs';
import { forkReady } from './child.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 7;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A 12 MP camera-like JPEG (shapes plus sensor-like noise, about 4-5 MB), different per `seed`. */
async function photo(seed) {
  const circles = Array.from({ length: 60 }, (_, index) => {
    const i = index + seed * 7;
    return `<circle cx="${(i * 677) % WIDTH}" cy="${(i * 389) % HEIGHT}" r="${80 + ((i * 37) % 300)}" fill="hsl(${i * 23},45%,${30 + ((i * 7) % 40)}%)" fill-opacity="0.6"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${seed * 70},30%,55%)"/>${circles.join('')}</svg>`;
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The three documents, made once per run. */
export async function makeDocuments() {
  const documents = [];
  for (const seed of [1, 2, 3]) documents.push(await photo(seed));
  return documents;
}

async function registerOnce(base, documents, index) {
  const form = new FormData();
  form.set('fullName', 'Nur Aisyah binti Ahmad');
  form.set('email', `bench-registration-${Date.now()}-${index}@example.my`);
  form.set('phone', '012-345 6789');
  form.set('address', '23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor');
  form.set('icPassportNumber', '900101-14-5678');
  form.set('privacyConsent', 'true');
  ['icPassport', 'driversLicense', 'utilityBill'].forEach((field, position) =>
    form.set(field, new Blob([documents[position]], { type: 'image/jpeg' }), `${field}.jpg`),
  );
  const started = performance.now();
  const response = await fetch(`${base}/api/customers/register`, { method: 'POST', body: form });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  return performance.now() - started;
}

/** The raw re-encodes run in a child set up like the app (raw-sharp.cjs); one call = three at once. */
async function startRawSharp(documents, workDir) {
  const files = documents.map((document, index) => {
    const file = join(workDir, `document-${index}.jpg`);
    writeFileSync(file, document);
    return file;
  });
  const child = await forkReady(
    join(import.meta.dirname, '../raw-sharp.cjs'),
    files,
    { NODE_PATH: process.env.NODE_PATH ?? '', MALLOC_ARENA_MAX: APP_MALLOC_ARENA_MAX },
    'raw sharp process',
  );
  const reencodeOnce = () =>
    new Promise((resolve, reject) => {
      child.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.ms)));
      child.send('run');
    });
  return { reencodeOnce, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}

/**
 * Median of RUNS registrations against the median of RUNS raw re-encodes, taken in turns (so a
 * burst of load on a shared machine hits both alike), after one unmeasured round of each.
 */
export async function measureRegistration(base, documents, workDir) {
  const raw = await startRawSharp(documents, workDir);
  try {
    await registerOnce(base, documents, 0);
    await raw.reencodeOnce();
    const registrations = [];
    const reencodes = [];
    for (let index = 1; index <= RUNS; index += 1) {
      registrations.push(await registerOnce(base, documents, index));
      reencodes.push(await raw.reencodeOnce());
    }
    const registrationMs = median(registrations);
    const rawSharpMs = median(reencodes);
    return {
      registrationMs: Math.round(registrationMs),
      rawSharpMs: Math.round(rawSharpMs),
      ratio: registrationMs / rawSharpMs,
      photoBytes: documents.map((document) => document.length),
    };
  } finally {
    await raw.stop();
  }
}
