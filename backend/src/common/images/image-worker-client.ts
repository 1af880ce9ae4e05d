import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProcessedImage, ProcessImageOptions } from './reencode';

export interface ReencodeJob {
  id: number;
  input: Uint8Array;
  options: ProcessImageOptions;
}

/** The re-encoded image, or null when the image could not be processed. */
export interface ReencodeAnswer {
  id: number;
  image: ProcessedImage | null;
}

interface Waiting {
  resolve: (image: ProcessedImage | null) => void;
  reject: (error: Error) => void;
}

/**
 * Under ts-jest (the unit and API suites run the TypeScript sources) the worker has no compiled
 * file: this bootstrap transpiles the worker's modules as it requires them, as the build would.
 */
const TYPESCRIPT_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const ts = require(require('node:module').createRequire(workerData.script).resolve('typescript'));
const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
require.extensions['.ts'] = (module, file) => module._compile(ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file }).outputText, file);
require(workerData.script);
`;

function startWorker(): Worker {
  const compiled = __filename.endsWith('.js');
  const script = join(__dirname, compiled ? 'image-worker.js' : 'image-worker.ts');
  return compiled ? new Worker(script) : new Worker(TYPESCRIPT_BOOTSTRAP, { eval: true, workerData: { script } });
}

/**
 * Decoding, resizing, watermarking and encoding run in one worker thread (libvips still uses both
 * cores through its own threads): the images' buffers (a 12 MP photo is ~9 MB of raw pixels once
 * resized) then count against the worker's small heap, not the API's. In the main thread they set
 * off full garbage collections of its heap several times per registration, pausing every other
 * request and slowing the image work itself (registration with three 12 MP photos: ~1.33x three
 * plain sharp re-encodes in the main thread, ~1.2x in the worker; npm run bench).
 */
class ImageWorker {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;

  reencode(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage | null> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // Copied, not transferred: the caller keeps its upload buffer.
      worker.postMessage({ id, input, options } satisfies ReencodeJob);
      // Only a job in progress keeps the process alive.
      worker.ref();
    });
  }

  private start(): Worker {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (answer: ReencodeAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      // Structured cloning hands the bytes over as a plain Uint8Array.
      waiting?.resolve(
        answer.image && {
          ...answer.image,
          data: Buffer.from(answer.image.data.buffer, answer.image.data.byteOffset, answer.image.data.byteLength),
        },
      );
    });
    // A worker that dies fails the images it held; the next image starts a new one.
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The image worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

export const imageWorker = new ImageWorker();
