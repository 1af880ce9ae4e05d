/* global window, document, getComputedStyle, MutationObserver, requestAnimationFrame -- observePage and the waits run in the page, not in Node */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from '../../scale/lib/processes.mjs';

/**
 * A customer's first visit on a phone over slow 4G: Chromium with the DevTools Protocol's network
 * emulation (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the CPU slowed 4x, a 390 x 844
 * screen at DPR 2 with touch, and a cold cache. Per page: first contentful paint, the moment the
 * screen's content is in the page and visible (on /vehicles the first car's name, on / the
 * heading of the role picker) and the largest contentful paint, each the median of RUNS visits.
 */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
};

export const PHONE_PAGES = [
  { path: '/', content: 'screen visible', selector: 'h1' },
  { path: '/vehicles', content: 'fleet names visible', selector: '[role="listitem"] h3' },
];

export const PHONE_TARGETS = { contentMs: 3000, lcpMs: 3500 };

/** Three visits per page: the median keeps one slow visit on a shared machine from deciding. */
export const RUNS = 3;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs in the page before its own scripts: notes FCP and every LCP candidate, and the first
 * moment an element matching the selector has text and a size on screen (checked on every DOM
 * change, so the time is when React put it there, not when a poll happened to look).
 */
function observePage(selector) {
  const marks = { fcp: null, lcp: null, content: null };
  window.__firstLoad = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (marks.content !== null) return;
    const element = document.querySelector(selector);
    if (!element || !element.textContent.trim()) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return;
    marks.content = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function visit(browser, firstLoad, baseUrl, page) {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_CHROME,
    serviceWorkers: 'block',
  });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(observePage, page.selector);
    const network = await firstLoad.recordNetwork(context, tab);
    await network.cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await tab.goto(`${baseUrl}${page.path}`, { timeout: 120_000 });
    await tab.waitForFunction(() => window.__firstLoad?.content !== null, undefined, { timeout: 120_000 });
    // LCP moves to a photo that arrives after the names: wait until the photos on screen are in
    // (a slow CPU can leave the network quiet for a while before it asks for them), then for the
    // network to settle and two frames, so the last paint has been reported.
    await tab.waitForFunction(
      () =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      undefined,
      { timeout: 120_000 },
    );
    await network.waitForIdle(1500, 120_000);
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const marks = await tab.evaluate(() => window.__firstLoad);
    const totals = firstLoad.scriptTotals(network.scripts());
    return { ...marks, scripts: totals.files, scriptBytes: totals.bodyBytes };
  } finally {
    await context.close();
  }
}

/**
 * How fast this machine's Chromium runs script before any slowdown: rounds per second of a fixed
 * loop (string building and a sort), unthrottled. The CPU slowdown divides whatever the host
 * gives, so the same app measures slower on a slower or busier machine: this number says which
 * kind of machine a result came from (a machine twice as fast shows about twice the figure).
 */
async function hostSpeed(browser) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    return await tab.evaluate(() => {
      const started = performance.now();
      let rounds = 0;
      while (performance.now() - started < 1000) {
        let text = '';
        for (let index = 0; index < 5000; index += 1) text += String.fromCharCode(97 + (index % 26));
        const numbers = Array.from({ length: 2000 }, (_, index) => (index * 7919) % 2003);
        numbers.sort((a, b) => a - b);
        if (text.length + numbers[0] >= 0) rounds += 1;
      }
      return Math.round((rounds * 1000) / (performance.now() - started));
    });
  } finally {
    await context.close();
  }
}

/**
 * The phone profile against the private backend build (appRoot) serving frontend/dist, or a
 * private Vite build when there is none. Returns { profile, pages: [{ path, content, fcpMs,
 * contentMs, lcpMs, runs }] }.
 */
export async function measurePhone(root, appRoot, workDir) {
  const firstLoad = await import(pathToFileURL(join(root, 'frontend/scripts/first-load.mjs')).href);
  let distDir = join(root, 'frontend/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    distDir = join(workDir, 'frontend-dist');
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: join(root, 'frontend'),
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const app = await firstLoad.startBuiltApp({
    root,
    frontendDist: distDir,
    port: process.env.BENCH_PHONE_PORT,
    main: join(appRoot, 'backend/dist/main.js'),
    // The private build sits outside the repo: its requires find the repo's packages through NODE_PATH.
    env: { NODE_PATH: join(root, 'node_modules'), LOG_LEVEL: 'silent' },
  });
  let browser;
  try {
    browser = await firstLoad.launchChromium();
    const hostSpeedIndex = await hostSpeed(browser);
    console.log(`  phone: this machine's Chromium runs ${hostSpeedIndex} rounds/s unthrottled (the CPU slowdown divides it)`);
    const pages = [];
    for (const page of PHONE_PAGES) {
      const runs = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(await visit(browser, firstLoad, app.baseUrl, page));
      const of = (key) => Math.round(median(runs.map((run) => run[key] ?? Number.POSITIVE_INFINITY)));
      pages.push({ path: page.path, content: page.content, fcpMs: of('fcp'), contentMs: of('content'), lcpMs: of('lcp'), runs });
      console.log(
        `  phone ${page.path}: FCP ${of('fcp')} ms, ${page.content} ${of('content')} ms, LCP ${of('lcp')} ms (median of ${RUNS})`,
      );
    }
    // The CPU slowdown is on top of whatever else the machine runs: the load says how busy it was.
    return {
      profile: PHONE_PROFILE,
      runsPerPage: RUNS,
      hostSpeedIndex,
      loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
      pages,
    };
  } finally {
    await browser?.close();
    await app.stop();
  }
}
