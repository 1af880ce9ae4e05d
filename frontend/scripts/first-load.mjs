/**
 * First load as a browser sees it: the built app (backend/dist/main.js serving dist/, embedded
 * SQLite, demo data) is started, headless Chromium makes a cold visit (fresh context, cache off),
 * and the Chrome DevTools Protocol's Network events tell which scripts were downloaded, their
 * compressed size on the wire and who asked for each. The manifest-based check in size.mjs adds up
 * what a route should need; this one catches what it actually fetches (prefetches, lazy parts
 * loaded at mount, missing compression) and how many round trips deep the scripts are chained.
 *
 * The pure parts (scriptTotals, requestableBy, chainDepths) are unit-tested; the rest drives
 * processes and a browser and is run by size.mjs (npm test) and by the bench's phone profile.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const KB = 1024;

/** What a cold visit to each customer entry page may download: scripts' compressed bytes and request chain depth. */
export const FIRST_LOAD_PAGES = [
  // The role picker's heading is the screen; the loading shell in index.html has none.
  { path: '/', ready: 'h1', budget: 200 * KB, maxDepth: 3 },
  // The fleet is shown once a car's name is on a card.
  { path: '/vehicles', ready: '[role="listitem"] h3', budget: 200 * KB, maxDepth: 3 },
];

/**
 * Sum of the scripts' compressed body bytes (what crossed the wire, without the HTTP headers,
 * which size.mjs's gzip figures do not have either) and of the whole transfer, headers included.
 * `requests` are { url, bodyBytes, transferBytes } of the script responses.
 */
export function scriptTotals(requests) {
  return requests.reduce(
    (sum, request) => ({
      files: sum.files + 1,
      bodyBytes: sum.bodyBytes + request.bodyBytes,
      transferBytes: sum.transferBytes + request.transferBytes,
    }),
    { files: 0, bodyBytes: 0, transferBytes: 0 },
  );
}

/** The manifest's chunk closure of static imports from one key (output files, JavaScript only). */
function staticFiles(manifest, key, files = new Set(), seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return files;
  seen.add(key);
  if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) staticFiles(manifest, imported, files, seen);
  return files;
}

/**
 * Output file -> the files its code can ask for directly: its static imports, its dynamic imports
 * and, because Vite preloads a dynamic import's static imports alongside it, their closures too.
 * Used to name the parent of a request Chromium cannot attribute (see chainDepths).
 */
export function requestableBy(manifest) {
  const map = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const files = new Set();
    for (const key of chunk.imports ?? []) if (manifest[key]) files.add(manifest[key].file);
    for (const key of chunk.dynamicImports ?? []) staticFiles(manifest, key, files);
    map.set(chunk.file, files);
  }
  return map;
}

/**
 * Each script request's depth in the chain of requests that led to it: 1 for what the HTML asks
 * for (its script and modulepreload tags), parent's depth + 1 otherwise. `requests` are in the
 * order the browser sent them, as { url, file, initiatorUrl }: file is the path below the origin
 * ("assets/x.js"), initiatorUrl the script or document Chromium names as the initiator. Chromium
 * names no script for a <link rel="modulepreload"> added by Vite's preload helper (it says
 * "about:client"); such a request's parent is the earlier-requested script, nearest to the
 * document, whose code could ask for the file (`requestable`, from requestableBy).
 * Returns [{ url, file, depth, parent }] (parent: the parent's url, or null at depth 1).
 */
export function chainDepths(requests, documentUrl, requestable = new Map()) {
  const rows = [];
  const byUrl = new Map();
  for (const request of requests) {
    let parent = byUrl.get(request.initiatorUrl) ?? null;
    if (!parent && request.initiatorUrl !== documentUrl) {
      for (const earlier of rows) {
        if (requestable.get(earlier.file)?.has(request.file) && (!parent || earlier.depth < parent.depth)) parent = earlier;
      }
    }
    const row = { url: request.url, file: request.file, depth: parent ? parent.depth + 1 : 1, parent: parent?.url ?? null };
    rows.push(row);
    if (!byUrl.has(row.url)) byUrl.set(row.url, row);
  }
  return rows;
}

/** The deepest row's chain, document side first (files only). */
export function deepestChain(rows) {
  if (rows.length === 0) return [];
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  let row = rows.reduce((deepest, candidate) => (candidate.depth > deepest.depth ? candidate : deepest));
  const chain = [];
  while (row) {
    chain.unshift(row.file);
    row = row.parent ? byUrl.get(row.parent) : undefined;
  }
  return chain;
}

/** The initiator Chromium reports: the top stack frame's script, else its url (the document for HTML tags). */
export function initiatorUrl(initiator) {
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames?.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return initiator?.url ?? null;
}

export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install it or set CHROMIUM_PATH`);
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts backend/dist/main.js serving frontDist like the e2e suite's server (embedded SQLite in a
 * temporary directory, demo data) and waits for /api/health. Returns { baseUrl, stop }.
 * The port is `port`, else SIZE_CHECK_PORT, else a free one. `main` and `env` let the bench run
 * its private build of the backend.
 */
export async function startBuiltApp({ root, frontendDist, port, quiet = true, main = join(root, 'backend/dist/main.js'), env = {} }) {
  if (!existsSync(main)) throw new Error(`${main} is missing: build the backend first (npm run build)`);
  const chosenPort = Number(port ?? process.env.SIZE_CHECK_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-first-load-'));
  const child = spawn(process.execPath, [main], {
    cwd: join(root, 'backend'),
    env: {
      ...process.env,
      PORT: String(chosenPort),
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SEED_DEMO: 'true',
      SMTP_URL: '',
      NODE_ENV: 'test',
      FRONTEND_DIST: frontendDist,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  const exit = new Promise((resolveExit) => {
    child.once('exit', (code) => {
      exited = true;
      resolveExit(code);
    });
    // A process that cannot start (no node, no working directory) reports here instead of exiting.
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
      exited = true;
      resolveExit(null);
    });
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  // Migrations and the demo seed take a while on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  await stop();
  throw new Error(`The built app did not answer ${baseUrl}/api/health${exited ? ' (it exited)' : ''}:\n${stderr}`);
}

/**
 * Records a page's network through CDP: every request with its resource type, initiator, headers
 * size and total encoded size, and how many are still in flight (for waitForIdle).
 */
export async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const order = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    // A redirect reuses the request id: the first hop is done.
    if (requests.has(event.requestId) && !event.redirectResponse) return;
    if (!requests.has(event.requestId)) {
      inFlight += 1;
      order.push(event.requestId);
    }
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      initiatorUrl: initiatorUrl(event.initiator),
      headerBytes: 0,
      transferBytes: 0,
      done: false,
      contentEncoding: null,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.headerBytes = event.response.encodedDataLength ?? 0;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    request.contentEncoding = headers['content-encoding'] ?? null;
  });
  const finish = (event, failed) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request || request.done) return;
    request.done = true;
    request.failed = failed;
    if (!failed) request.transferBytes = event.encodedDataLength;
    inFlight -= 1;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event, false));
  cdp.on('Network.loadingFailed', (event) => finish(event, true));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    cdp,
    /** Resolves once nothing has been in flight for quietMs (after the page's own work is done). */
    async waitForIdle(quietMs = 1000, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
      throw new Error(`the network did not go idle within ${timeoutMs / 1000} s`);
    },
    /**
     * Addresses the page asked for more than once: a preload the page's own request did not use
     * (another mode, another address) costs its bytes twice on a slow link.
     */
    requestedTwice() {
      const seen = new Set();
      const twice = new Set();
      for (const id of order) {
        const { url } = requests.get(id);
        if (seen.has(url)) twice.add(url);
        seen.add(url);
      }
      return [...twice];
    },
    /** The finished script responses, in request order, with their body and transfer sizes. */
    scripts() {
      return order
        .map((id) => requests.get(id))
        .filter((request) => request.type === 'Script' && request.done && !request.failed)
        .map((request) => ({
          url: request.url,
          initiatorUrl: request.initiatorUrl,
          contentEncoding: request.contentEncoding,
          transferBytes: request.transferBytes,
          bodyBytes: Math.max(0, request.transferBytes - request.headerBytes),
        }));
    },
  };
}

/**
 * One cold visit per page in a fresh browser context (no cache, no cookies, service workers
 * blocked: a first visit has none), waiting for the screen and then for the network to be idle.
 * Returns per page { path, files, bodyBytes, transferBytes, depth, chain, uncompressed, requestedTwice, scripts }.
 */
export async function measureColdVisits({ browser, baseUrl, manifest, pages = FIRST_LOAD_PAGES }) {
  const requestable = requestableBy(manifest);
  const results = [];
  for (const target of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const network = await recordNetwork(context, page);
      const documentUrl = `${baseUrl}${target.path}`;
      await page.goto(documentUrl, { timeout: 60_000 });
      await page.locator(target.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
      await network.waitForIdle();
      const scripts = network.scripts();
      const rows = chainDepths(
        scripts.map((script) => ({ ...script, file: script.url.startsWith(baseUrl) ? script.url.slice(baseUrl.length + 1) : script.url })),
        documentUrl,
        requestable,
      );
      const totals = scriptTotals(scripts);
      results.push({
        ...target,
        ...totals,
        depth: Math.max(0, ...rows.map((row) => row.depth)),
        chain: deepestChain(rows),
        // Compression leaves answers under 1 KB alone (it would save less than it costs).
        uncompressed: scripts.filter((script) => !script.contentEncoding && script.bodyBytes >= KB).map((script) => script.url),
        requestedTwice: network.requestedTwice(),
        scripts: rows.map((row, index) => ({ ...row, bodyBytes: scripts[index].bodyBytes })),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}
