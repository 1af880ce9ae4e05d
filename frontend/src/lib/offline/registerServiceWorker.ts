import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the service worker that keeps the app and the staff screens for use without signal.
 * Only staff screens call this, so customers' visits never download the precache. A new release
 * takes over at once (autoUpdate): the wizards keep their work in IndexedDB, not in the page.
 */
export function registerServiceWorker(): void {
  registerSW({ immediate: true });
}
