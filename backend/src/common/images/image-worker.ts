import { parentPort } from 'node:worker_threads';
import type { ReencodeAnswer, ReencodeJob } from './image-worker-client';
import { reencode } from './reencode';

/**
 * The image worker thread (started by image-worker-client.ts): re-encodes the images it is sent,
 * several at once, and answers each by its id. A failure is answered as such, never thrown.
 */
parentPort?.on('message', (job: ReencodeJob) => {
  reencode(job.input, job.options).then(
    (image) => parentPort?.postMessage({ id: job.id, image } satisfies ReencodeAnswer),
    () => parentPort?.postMessage({ id: job.id, image: null } satisfies ReencodeAnswer),
  );
});
