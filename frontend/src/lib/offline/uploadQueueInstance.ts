import { useSyncExternalStore } from 'react';
import { browserQueueStore } from './offlineDb';
import { sendQueuedUpload } from './sendQueuedUpload';
import { UploadQueue, type QueuedUpload } from './uploadQueue';

type SentListener = (item: QueuedUpload, answer: unknown) => void;
const sentListeners = new Set<SentListener>();
let queue: UploadQueue | null = null;

/** The page's one queue, made on first use (only staff screens use it), sending when the signal returns. */
export function uploadQueue(): UploadQueue {
  if (queue) return queue;
  const created = new UploadQueue({
    store: browserQueueStore(),
    send: sendQueuedUpload,
    onSent: (item, answer) => {
      for (const listener of sentListeners) listener(item, answer);
    },
    isOnline: () => navigator.onLine,
  });
  queue = created;
  window.addEventListener('online', () => void created.drain());
  void created.load().then(() => created.drain());
  return created;
}

/** Called with each piece the server answered for, while subscribed. */
export function onUploadSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Every queued piece, re-rendering when the queue changes. */
export function useQueuedUploads(): readonly QueuedUpload[] {
  const current = uploadQueue();
  return useSyncExternalStore(
    (listener) => current.subscribe(listener),
    () => current.snapshot(),
  );
}

/** A new client id: the server's dedupe key of one photo or signature. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only on secure pages; a phone on the shop's LAN address may not be one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
