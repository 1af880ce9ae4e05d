#!/usr/bin/env node
/**
 * The "three raw sharp re-encodes" of `npm run bench`, in a process set up like the app's: the
 * same allocator setting (MALLOC_ARENA_MAX from the parent) and the same sharp settings as
 * backend/src/common/images/image-pipeline.ts (no operation cache, one libvips thread per image),
 * so the registration ratio measures the upload path, not process tuning. argv: the photo files.
 * Each IPC message runs the three re-encodes at once and answers the milliseconds taken.
 */
const { readFileSync } = require('node:fs');
const sharp = require('sharp');

/** What the app keeps of an identity document (customer-documents.service.ts DOCUMENT_LONG_SIDE). */
const DOCUMENT_LONG_SIDE = 2000;
sharp.cache(false);
sharp.concurrency(1);
const documents = process.argv.slice(2).map((file) => readFileSync(file));

async function reencodeAll() {
  const started = performance.now();
  await Promise.all(
    documents.map((document) =>
      sharp(document)
        .rotate()
        .resize({ width: DOCUMENT_LONG_SIDE, height: DOCUMENT_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    ),
  );
  return performance.now() - started;
}

process.on('message', () => {
  reencodeAll().then(
    (ms) => process.send({ ms }),
    (error) => process.send({ error: String(error) }),
  );
});
process.send({ ready: true });
