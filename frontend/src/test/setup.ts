import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { initTestI18n } from '../i18n/testing';
import { preloadToastView } from '../components/toast/ToastProvider';
import { forgetMemoryDrafts } from '../lib/offline/offlineDb';

// findBy and waitFor wait up to 5 s, not 1 s: on a busy 2-core machine a screen's next render
// can come later than a second, and the test should fail on what it shows, not on when.
configure({ asyncUtilTimeout: 5_000 });

// Every catalogue in memory: screens render at once, in English unless a test switches.
initTestI18n();
// The toast's chunk is there at once, as it is in the app a moment after the first paint.
await preloadToastView();

// Node's Request cannot resolve '/api/...' on its own; the browser resolves it against the
// page. Give tests the same behaviour, using jsdom's page address.
const NodeRequest = globalThis.Request;
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// jsdom has no layout; RootLayout scrolls to the top on every new page.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  forgetMemoryDrafts();
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
});
