/**
 * The service worker keeps a few staff answers (a rental, its return inspection, a car's damage)
 * so a wizard reloaded without signal still opens. They hold customers' names and phones, so they
 * belong to whoever was signed in and go when that session ends.
 */
export const STAFF_READS_CACHE = 'staff-wizard-reads';

/** Deletes the kept staff answers; a browser without Cache Storage has none to delete. */
export async function forgetStaffReads(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!cacheStorage) return;
  await cacheStorage.delete(STAFF_READS_CACHE);
}
