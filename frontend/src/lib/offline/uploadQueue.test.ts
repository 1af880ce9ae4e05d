import { describe, expect, it } from 'vitest';
import { memoryQueueStore, UploadQueue, type QueuedUpload, type SendOutcome } from './uploadQueue';

const photo = (clientId: string, photoType = 'front'): Omit<QueuedUpload, 'queuedAt' | 'attempts' | 'state'> => ({
  clientId,
  rentalId: 5,
  target: 'rental_photo',
  photoType,
  file: new Blob(['jpeg']),
  fileName: `${photoType}.jpg`,
});

/** A queue whose network the test decides, with retries it fires by hand. */
function setUp(answers: Array<SendOutcome | 'network'>, store = memoryQueueStore()) {
  const sent: string[] = [];
  const delivered: string[] = [];
  const timers: Array<() => void> = [];
  let online = true;
  const queue = new UploadQueue({
    store,
    send: (item) => {
      sent.push(item.clientId);
      const answer = answers.shift() ?? { ok: true, answer: { id: 5 } };
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(answer);
    },
    onSent: (item) => delivered.push(item.clientId),
    isOnline: () => online,
    setTimer: (run) => timers.push(run),
  });
  return {
    queue,
    sent,
    delivered,
    timers,
    store,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
  };
}

describe('the upload queue', () => {
  it('keeps what is taken without signal and sends it, oldest first, when the signal returns', async () => {
    const { queue, sent, delivered, goOffline, goOnline } = setUp([]);
    goOffline();
    await queue.enqueue(photo('a', 'front'));
    await queue.enqueue(photo('b', 'back'));
    await queue.drain();
    expect(sent).toEqual([]);
    expect(queue.snapshot().map((item) => item.clientId)).toEqual(['a', 'b']);

    goOnline();
    await queue.drain();
    expect(sent).toEqual(['a', 'b']);
    expect(delivered).toEqual(['a', 'b']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('sends a piece again with the same client id after a network failure, after a wait', async () => {
    const { queue, sent, timers } = setUp(['network']);
    await queue.enqueue(photo('a'));
    await queue.drain();
    expect(sent).toEqual(['a']);
    expect(queue.snapshot()).toMatchObject([{ clientId: 'a', attempts: 1, state: 'waiting' }]);
    expect(timers).toHaveLength(1);

    timers[0]();
    await queue.drain();
    expect(sent).toEqual(['a', 'a']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('retries a server error but marks a refusal failed, with its reason, and goes on with the rest', async () => {
    const { queue, sent, store } = setUp([
      { ok: false, retry: false, error: 'Please add at least one photo' },
      { ok: true, answer: {} },
    ]);
    await queue.enqueue(photo('bad', 'front'));
    await queue.drain();
    await queue.enqueue(photo('good', 'back'));
    await queue.drain();
    expect(sent).toEqual(['bad', 'good']);
    expect(queue.snapshot()).toMatchObject([{ clientId: 'bad', state: 'failed', error: 'Please add at least one photo' }]);
    expect(await store.all()).toHaveLength(1);
    await queue.discard('bad');
    expect(queue.snapshot()).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('picks up what a closed tab left in the store', async () => {
    const store = memoryQueueStore();
    const first = setUp([], store);
    first.goOffline();
    await first.queue.enqueue(photo('kept'));
    expect(await store.all()).toHaveLength(1);

    const reopened = setUp([], store);
    await reopened.queue.load();
    expect(reopened.queue.snapshot().map((item) => item.clientId)).toEqual(['kept']);
    await reopened.queue.drain();
    expect(reopened.sent).toEqual(['kept']);
    expect(await store.all()).toEqual([]);
  });

  it('keeps only the newest photo of a slot taken again before it went up', async () => {
    const { queue, sent, goOffline, goOnline } = setUp([]);
    goOffline();
    await queue.enqueue(photo('old', 'front'));
    await queue.enqueue(photo('new', 'front'));
    expect(queue.snapshot().map((item) => item.clientId)).toEqual(['new']);
    goOnline();
    await queue.drain();
    expect(sent).toEqual(['new']);
  });
});
