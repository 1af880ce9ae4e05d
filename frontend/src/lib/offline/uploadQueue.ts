/**
 * Uploads that wait for signal. A phone in a basement car park takes the photos and the signature
 * anyway; each piece is kept (with the id made when it was taken) until the server has answered
 * for it, and sent again after a dropped connection. The server stores a piece sent twice once,
 * by that id, so sending again is always safe.
 */

/** What a queued piece is for: the server endpoint it goes to. */
export type UploadTarget =
  | 'rental_photo'
  | 'key_handover'
  | 'signature'
  | 'return_photo'
  | 'return_readings'
  | 'return_damage'
  | 'return_signature'
  | 'return_absent';

/** The return inspection's pieces: they all answer with the inspection as it is now. */
export const RETURN_TARGETS: readonly UploadTarget[] = [
  'return_photo',
  'return_readings',
  'return_damage',
  'return_signature',
  'return_absent',
];

export interface QueuedUpload {
  /** A UUID v4 made when the photo was taken or the signature drawn: the server's dedupe key. */
  clientId: string;
  rentalId: number;
  target: UploadTarget;
  /** The photo slot (for rental and return photos). */
  photoType?: string;
  /** The already downscaled photo. */
  file?: Blob;
  fileName?: string;
  /** The signature as a PNG data URL. */
  signatureData?: string;
  /** A step sent as JSON (the return's readings, a damage point, why the customer is not signing). */
  fields?: Record<string, string | number>;
  /** Epoch ms when it was queued: pieces go in the order they were taken. */
  queuedAt: number;
  /** Tries that failed on the network or on the server's side. */
  attempts: number;
  /** 'failed' when the server refused it (4xx): sending again would not help. */
  state: 'waiting' | 'failed';
  /** The server's refusal, for the queue line. */
  error?: string;
}

/** Where the queue keeps its pieces; IndexedDB in the browser, a Map in tests. */
export interface QueueStore {
  all(): Promise<QueuedUpload[]>;
  put(item: QueuedUpload): Promise<void>;
  remove(clientId: string): Promise<void>;
}

export function memoryQueueStore(): QueueStore {
  const items = new Map<string, QueuedUpload>();
  return {
    all: () => Promise.resolve([...items.values()]),
    put: (item) => {
      items.set(item.clientId, item);
      return Promise.resolve();
    },
    remove: (clientId) => {
      items.delete(clientId);
      return Promise.resolve();
    },
  };
}

/** How one send ended: the server's answer, or a refusal worth retrying or not. */
export type SendOutcome = { ok: true; answer: unknown } | { ok: false; retry: boolean; error?: string };

export interface UploadQueueOptions {
  store: QueueStore;
  send: (item: QueuedUpload) => Promise<SendOutcome>;
  /** After a piece reached the server, with its answer (the rental as it is now). */
  onSent?: (item: QueuedUpload, answer: unknown) => void;
  /** Whether the browser believes it is online; a drain does not start while it is not. */
  isOnline?: () => boolean;
  /** Waits before the next try after a failure; tests pass 0 and drive drain() themselves. */
  backoffMs?: (attempts: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** 2 s, 4 s, 8 s ... at most a minute: a car park's signal comes and goes. */
export const defaultBackoff = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(1, attempts));

export class UploadQueue {
  private items: QueuedUpload[] = [];
  private readonly listeners = new Set<() => void>();
  private loaded: Promise<void> | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private retryTimer: unknown = null;
  private sending: string | null = null;
  private readonly options: UploadQueueOptions;

  constructor(options: UploadQueueOptions) {
    this.options = options;
  }

  /** Reads what an earlier visit left (a reload, a closed tab) and starts sending it. */
  load(): Promise<void> {
    this.loaded ??= this.options.store
      .all()
      .then((items) => {
        this.items = items.sort((a, b) => a.queuedAt - b.queuedAt);
        this.emit();
      })
      .catch(() => {
        // Storage unavailable (private mode): the queue works for this visit only.
      });
    return this.loaded;
  }

  /** The current pieces, oldest first (a new array after every change, for React). */
  snapshot(): readonly QueuedUpload[] {
    return this.items;
  }

  /** The piece being sent now, if any. */
  inFlight(): string | null {
    return this.sending;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async enqueue(item: Omit<QueuedUpload, 'queuedAt' | 'attempts' | 'state'>): Promise<void> {
    await this.load();
    const queued: QueuedUpload = { ...item, queuedAt: Date.now(), attempts: 0, state: 'waiting' };
    // Same slot taken again before it went up: only the newest photo is worth sending.
    const replaced = this.items.filter((old) => sameSlot(old, queued) && old.clientId !== this.sending);
    for (const old of replaced) await this.options.store.remove(old.clientId);
    await this.options.store.put(queued);
    this.items = [...this.items.filter((old) => !replaced.includes(old) && old.clientId !== queued.clientId), queued];
    this.emit();
    void this.drain();
  }

  /** Drops a piece (a failed one staff gave up on). */
  async discard(clientId: string): Promise<void> {
    await this.options.store.remove(clientId);
    this.items = this.items.filter((item) => item.clientId !== clientId);
    this.emit();
  }

  /** Sends every waiting piece, oldest first; stops at the first network failure and tries again later. */
  drain(): Promise<void> {
    if (this.draining) {
      // Asked while a pass runs (the signal came back as it ended): one more pass, in the same promise.
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        await this.run();
      } while (this.again && this.retryTimer === null);
    })().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async run(): Promise<void> {
    await this.load();
    const online = this.options.isOnline ?? (() => true);
    for (;;) {
      const next = this.items.find((item) => item.state === 'waiting');
      if (!next || !online()) return;
      this.sending = next.clientId;
      this.emit();
      let outcome: SendOutcome;
      try {
        outcome = await this.options.send(next);
      } catch {
        outcome = { ok: false, retry: true };
      }
      this.sending = null;
      if (outcome.ok) {
        await this.options.store.remove(next.clientId);
        this.items = this.items.filter((item) => item.clientId !== next.clientId);
        this.emit();
        this.options.onSent?.(next, outcome.answer);
        continue;
      }
      const updated: QueuedUpload = outcome.retry
        ? { ...next, attempts: next.attempts + 1 }
        : { ...next, attempts: next.attempts + 1, state: 'failed', error: outcome.error };
      await this.options.store.put(updated);
      this.items = this.items.map((item) => (item.clientId === next.clientId ? updated : item));
      this.emit();
      if (outcome.retry) {
        this.scheduleRetry(updated.attempts);
        return;
      }
    }
  }

  private scheduleRetry(attempts: number): void {
    if (this.retryTimer !== null) return;
    const wait = (this.options.backoffMs ?? defaultBackoff)(attempts);
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    this.retryTimer = setTimer(() => {
      this.retryTimer = null;
      void this.drain();
    }, wait);
  }

  private emit(): void {
    this.items = [...this.items];
    for (const listener of this.listeners) listener();
  }
}

/** The customer either signs the return or staff say why not: the newer answer is the one that counts. */
const slotOf = (target: UploadTarget) => (target === 'return_absent' ? 'return_signature' : target);

function sameSlot(a: QueuedUpload, b: QueuedUpload): boolean {
  if (a.rentalId !== b.rentalId || slotOf(a.target) !== slotOf(b.target)) return false;
  // Damage points and their close-ups are many per return; every other slot holds one piece.
  if (a.target === 'return_damage' || (a.target === 'return_photo' && a.photoType === 'damage')) return false;
  return a.photoType === b.photoType;
}

/** What a rental still waits for: the pieces not yet on the server. */
export function pendingFor(items: readonly QueuedUpload[], rentalId: number, targets?: readonly UploadTarget[]): QueuedUpload[] {
  return items.filter((item) => item.rentalId === rentalId && (!targets || targets.includes(item.target)));
}
