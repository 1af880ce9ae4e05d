import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { memoryQueueStore, type QueuedUpload, type QueueStore } from './uploadQueue';

/**
 * The phone's own store for work done without signal: the upload queue and the wizards' drafts.
 * IndexedDB rather than sessionStorage: photos are blobs, and a closed tab must not lose them. A
 * draft is removed when its wizard finishes, so nothing waits for the next colleague on the phone.
 */
interface OfflineSchema extends DBSchema {
  uploads: { key: string; value: QueuedUpload };
  drafts: { key: string; value: { key: string; value: unknown } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opened ??= openDB<OfflineSchema>('rental-offline', 1, {
    upgrade(db) {
      db.createObjectStore('uploads', { keyPath: 'clientId' });
      db.createObjectStore('drafts', { keyPath: 'key' });
    },
  });
  return opened;
}

/** The queue in IndexedDB; in memory where the browser has none (tests, some private modes). */
export function browserQueueStore(): QueueStore {
  if (typeof indexedDB === 'undefined') return memoryQueueStore();
  return {
    all: async () => (await database()).getAll('uploads'),
    put: async (item) => {
      await (await database()).put('uploads', item);
    },
    remove: async (clientId) => {
      await (await database()).delete('uploads', clientId);
    },
  };
}

/** Where the browser has no IndexedDB (tests), drafts live as long as the page. */
const memoryDrafts = new Map<string, unknown>();

/** A draft saved under `key`, or undefined (none, or storage blocked). */
export async function readStoredDraft(key: string): Promise<unknown> {
  if (typeof indexedDB === 'undefined') return memoryDrafts.get(key);
  try {
    return (await (await database()).get('drafts', key))?.value;
  } catch {
    return undefined;
  }
}

export async function writeStoredDraft(key: string, value: unknown): Promise<void> {
  if (typeof indexedDB === 'undefined') {
    memoryDrafts.set(key, value);
    return;
  }
  try {
    await (await database()).put('drafts', { key, value });
  } catch {
    // Storage full or blocked: the wizard works on, only a reload forgets.
  }
}

export async function removeStoredDraft(key: string): Promise<void> {
  if (typeof indexedDB === 'undefined') {
    memoryDrafts.delete(key);
    return;
  }
  try {
    await (await database()).delete('drafts', key);
  } catch {
    // As above.
  }
}

/** Tests start each case without the drafts of the one before, as they do with sessionStorage. */
export function forgetMemoryDrafts(): void {
  memoryDrafts.clear();
}
