import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import ts from 'typescript';

const run = promisify(execFile);
/** The pipeline's folder and the one its refusals come from, laid out as in src/common. */
const COMMON_DIR = resolve(__dirname, '../src/common');
const PIPELINE_FOLDERS = ['images', 'errors'];
const NODE_MODULES = resolve(__dirname, '../../node_modules');
const MEMORY_BUDGET_MB = 400;

/**
 * The child process: six 49-megapixel uploads through processImage at once, as six staff or
 * customers uploading together would. It samples its own RSS (the image worker thread's memory
 * included) every few milliseconds and counts how many images are in the worker at once, and prints both.
 */
const CHILD = `
const { readFileSync } = require('node:fs');
const { Worker } = require('node:worker_threads');
const post = Worker.prototype.postMessage;
let inFlight = 0;
let mostInFlight = 0;
// Each image is one job posted to the image worker and one answer back.
Worker.prototype.postMessage = function (...args) {
  if (!this.counted) {
    this.counted = true;
    this.on('message', () => { inFlight -= 1; });
  }
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  return post.apply(this, args);
};
const { processImage } = require(process.env.PIPELINE);
(async () => {
  const uploads = process.argv.slice(2).map((file) => readFileSync(file));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 2);
  const results = await Promise.all(uploads.map((data) => processImage(data, { maxLongSide: 2000, watermark: 'For Test Rental verification only' })));
  clearInterval(sampler);
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  console.log(JSON.stringify({ baselineMb: mb(baseline), peakMb: mb(Math.max(peak, process.memoryUsage().rss)), mostInFlight, sizes: results.map((r) => [r.width, r.height]) }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

interface ChildReport {
  baselineMb: number;
  peakMb: number;
  mostInFlight: number;
  sizes: [number, number][];
}

/** The pipeline's own source, transpiled as-is, so the child runs exactly the code under test. */
function transpilePipeline(outDir: string): string {
  for (const folder of PIPELINE_FOLDERS) {
    const source = join(COMMON_DIR, folder);
    mkdirSync(join(outDir, folder), { recursive: true });
    for (const file of readdirSync(source).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
      const { outputText } = ts.transpileModule(readFileSync(join(source, file), 'utf8'), {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
          experimentalDecorators: true,
        },
      });
      writeFileSync(join(outDir, folder, file.replace(/\.ts$/, '.js')), outputText);
    }
  }
  return join(outDir, 'images', 'image-pipeline.js');
}

describe('Image pipeline memory under parallel uploads (child process)', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'image-memory-'));

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('keeps six parallel 49-megapixel uploads under 400 MB, decoding at most two at once', async () => {
    // 7000 x 7000 = 49 MP, just under the 50 MP limit. The JPEG is rotated by EXIF (so it is
    // decoded whole), and PNG has no shrink-on-load: the two expensive kinds of upload.
    const pixels = { width: 7000, height: 7000, channels: 3 as const, background: '#228833' };
    const jpeg = join(workDir, 'rotated.jpg');
    const png = join(workDir, 'large.png');
    await sharp({ create: pixels }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toFile(jpeg);
    await sharp({ create: pixels }).png().toFile(png);
    const script = join(workDir, 'child.js');
    writeFileSync(script, CHILD);

    const { stdout } = await run(process.execPath, [script, jpeg, png, jpeg, png, jpeg, png], {
      // The server runs with MALLOC_ARENA_MAX=2 (npm start and the Docker image set it), so the child does too.
      env: { ...process.env, MALLOC_ARENA_MAX: '2', NODE_PATH: NODE_MODULES, PIPELINE: transpilePipeline(workDir) },
      maxBuffer: 1024 * 1024,
    });
    const report = JSON.parse(stdout.trim().split('\n').pop() as string) as ChildReport;
    console.log(`six parallel 49 MP images: baseline ${report.baselineMb} MB, peak ${report.peakMb} MB RSS`);

    expect(report.sizes).toEqual(Array(6).fill([2000, 2000]));
    expect(report.mostInFlight).toBe(2);
    expect(report.peakMb).toBeLessThan(MEMORY_BUDGET_MB);
  }, 180_000);
});
