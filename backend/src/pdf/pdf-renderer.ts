import { HttpException, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import puppeteer, { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { Semaphore } from '../common/images/semaphore';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import type { PdfJobs, RenderJob } from './pdf-jobs';
import { RenderAdmission, RenderCaller } from './render-admission';
import { PDF_ERRORS } from './pdf.errors';
import { appError } from '../common/errors/app-error';

export const PDF_FAILED_MESSAGE = PDF_ERRORS.PDF_FAILED.message;
export const PDF_BROWSER_MISSING_MESSAGE = PDF_ERRORS.PDF_BROWSER_MISSING.message;

/** A server has no GPU, a document needs no background traffic, and a container's /dev/shm is small (use /tmp). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface PdfRendererOptions {
  /** The Chromium executable; null when none was configured or found. */
  executablePath: string | null;
  /** Pages kept open, and so documents rendered at once (the others wait). */
  poolSize?: number;
  /** Longest one document may take (page, content and print or screenshot), in ms. */
  timeoutMs?: number;
  /** The browser is replaced after this many documents, so a slow leak cannot grow for ever. */
  maxDocumentsPerBrowser?: number;
  /** Who may queue how many documents (RenderAdmission's numbers unless given). */
  admission?: RenderAdmission;
}

export interface PdfFooter {
  /** The language of "Page X of Y". */
  language: Language;
  /** Plain text on the left of the footer (escaped here). */
  note?: string;
}

/**
 * A kind of document a domain draws (agreement, receipt, ...): its HTML from its data, and the
 * note its footer carries beside "Page X of Y". The domain owns its template and data; the
 * renderer only prints what it is handed.
 */
export interface PdfDocumentKind<Data> {
  html(data: Data, language: Language): string;
  footerNote(data: Data, language: Language): string;
}

export interface RenderPdfOptions {
  landscape?: boolean;
  /** A footer on every page with "Page X of Y"; none when left out. */
  footer?: PdfFooter;
}

/** Width of the JPEG receipts (CSS px at scale 1); also puppeteer's default viewport, so PDFs lay out as before. */
export const IMAGE_WIDTH = 800;
const IMAGE_VIEWPORT = { width: IMAGE_WIDTH, height: 600, deviceScaleFactor: 1 };
export const IMAGE_JPEG_QUALITY = 85;

/** Loads the document into a pooled page of `session` and makes the output (PDF or image) of it. */
type PageCapture = (page: Page, session: BrowserSession) => Promise<Uint8Array>;

/** One running browser, its idle pages, and how much it has done. */
interface BrowserSession {
  browser: Browser;
  idle: Page[];
  busy: number;
  documents: number;
  retired: boolean;
  /** One screenshot at a time: each brings its page to the front first (see screenshot()). */
  screenshots: Semaphore;
  /** Set once browser.close() has started; awaited at shutdown. */
  closing: Promise<void> | null;
}

class RenderTimeout extends Error {}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function footerTemplate(footer: PdfFooter): string {
  const pages = t(footer.language, 'pdf.footer.page', { page: '\u0000P\u0000', pages: '\u0000T\u0000' });
  const pageHtml = escapeHtml(pages)
    .replace('\u0000P\u0000', '<span class="pageNumber"></span>')
    .replace('\u0000T\u0000', '<span class="totalPages"></span>');
  return (
    "<div style=\"width:100%;margin:0 12mm;display:flex;justify-content:space-between;font-family:'Liberation Sans',Arial,Helvetica,'DejaVu Sans','Noto Sans CJK SC','Noto Sans Tamil',sans-serif;font-size:7.5pt;color:#6b7280\">" +
    `<span>${escapeHtml(footer.note ?? '')}</span><span>${pageHtml}</span></div>`
  );
}

async function withTimeout<T>(task: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([task, timeout]);
  } finally {
    clearTimeout(timer);
    // The abandoned task still settles later (usually with "page closed"); nobody waits for it.
    task.catch(() => undefined);
  }
}

function allowOnlyDataUrls(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  if (request.url().startsWith('data:')) void request.continue().catch(() => undefined);
  else void request.abort('blockedbyclient').catch(() => undefined);
}

/**
 * Turns HTML into PDFs (and receipt JPEGs) with ONE shared headless Chromium (puppeteer-core),
 * launched on first use. A few pages stay open and are reused (setContent + pdf costs ~60-150 ms;
 * a new browser ~1 s).
 * Pages run without JavaScript and every request except a data: URL is aborted, so a document
 * can neither run script nor fetch anything. A browser that crashed or disconnected is replaced
 * by the next render (which also retries once when its browser died under it), and a healthy one
 * is replaced after `maxDocumentsPerBrowser` documents. A render that times out kills its browser
 * at once: whatever hung in it cannot hold the other pages, whose renders retry on a new browser.
 * Failures are 503s, never 500s. Every document first passes RenderAdmission (per-caller 429,
 * queue-full 503), so a burst of requests cannot pile up behind the page pool.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(PdfRenderer.name);
  private readonly slots: Semaphore;
  private readonly timeoutMs: number;
  private readonly maxDocuments: number;
  private readonly admission: RenderAdmission;
  private session: BrowserSession | null = null;
  /** Every browser not yet closed, the current one and retired ones finishing their last document. */
  private readonly sessions = new Set<BrowserSession>();
  private launching: Promise<BrowserSession> | null = null;
  private destroyed = false;
  /** With Redis: documents go through the shared queue, rendered by whichever replica is free. */
  private jobs: PdfJobs | null = null;

  constructor(private readonly options: PdfRendererOptions) {
    this.slots = new Semaphore(options.poolSize ?? 2);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxDocuments = options.maxDocumentsPerBrowser ?? 300;
    this.admission = options.admission ?? new RenderAdmission();
  }

  /** Sends documents through a queue shared by the replicas from now on (see PdfJobs). */
  useJobs(jobs: PdfJobs): void {
    this.jobs = jobs;
  }

  /**
   * An A4 PDF of `html` (print backgrounds on, 12 mm side margins). `caller` is the signed-in
   * person who asked for it, limited to their share of the queue; null for the server's own documents.
   */
  render(html: string, options: RenderPdfOptions = {}, caller: RenderCaller | null = null): Promise<Buffer> {
    return this.queue({ kind: 'pdf', html, options }, caller);
  }

  /**
   * `html` as a JPEG: the whole page at IMAGE_WIDTH px wide, as tall as its content. Same pages,
   * limits, retry and 503s as `render`.
   */
  renderImage(html: string, caller: RenderCaller | null = null): Promise<Buffer> {
    return this.queue({ kind: 'image', html }, caller);
  }

  /** Documents admitted on this replica and not yet finished (for tests and diagnostics). */
  get pendingDocuments(): number {
    return this.admission.pending;
  }

  private queue(job: RenderJob, caller: RenderCaller | null): Promise<Buffer> {
    return this.admission.run(caller, () => (this.jobs ? this.jobs.render(job) : this.renderHere(job)));
  }

  /** Renders with this process's own Chromium (the queue's workers call this too). */
  renderHere(job: RenderJob): Promise<Buffer> {
    return job.kind === 'pdf' ? this.printPdf(job.html, job.options) : this.screenshot(job.html);
  }

  private printPdf(html: string, options: RenderPdfOptions): Promise<Buffer> {
    return this.produce(async (page) => {
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      return page.pdf({
        format: 'A4',
        landscape: options.landscape ?? false,
        printBackground: true,
        margin: { top: '12mm', right: '12mm', bottom: options.footer ? '16mm' : '12mm', left: '12mm' },
        displayHeaderFooter: Boolean(options.footer),
        headerTemplate: '<span></span>',
        footerTemplate: options.footer ? footerTemplate(options.footer) : '<span></span>',
        timeout: this.timeoutMs,
      });
    });
  }

  /**
   * Chromium draws only the tab in front: a screenshot of a pooled page that is behind another
   * waits for a frame that never comes (reproduced: the second of two pages hangs until the
   * timeout, even with no other render running). So the page is brought to the front and shot
   * while no other screenshot can take the front from it; loading and printing need no front.
   */
  private screenshot(html: string): Promise<Buffer> {
    return this.produce(async (page, session) => {
      await page.setViewport(IMAGE_VIEWPORT);
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      return session.screenshots.run(async () => {
        await page.bringToFront();
        return page.screenshot({ type: 'jpeg', quality: IMAGE_JPEG_QUALITY, fullPage: true });
      });
    });
  }

  /** `capture` on one pooled page, under the shared pool, timeout, retry and 503 rules. */
  private async produce(capture: PageCapture): Promise<Buffer> {
    return this.slots.run(async () => {
      for (let attempt = 1; ; attempt += 1) {
        const session = await this.currentSession();
        try {
          return await this.renderIn(session, capture);
        } catch (error) {
          if (error instanceof RenderTimeout) {
            this.logger.error(`PDF render ${error.message}; replacing the browser`);
            this.abandon(session);
            throw appError(PDF_ERRORS.PDF_FAILED);
          }
          if (!session.browser.connected) this.retire(session);
          if (attempt === 1 && !this.destroyed) {
            this.logger.warn(`PDF render failed (${describe(error)}); retrying once${session.retired ? ' with a new browser' : ''}`);
            continue;
          }
          this.logger.error(`PDF render failed: ${describe(error)}`);
          throw appError(PDF_ERRORS.PDF_FAILED);
        }
      }
    });
  }

  /** A domain's document as a PDF, with its footer note and the page numbers on every page. */
  renderDocument<Data>(kind: PdfDocumentKind<Data>, data: Data, language: Language, caller: RenderCaller | null = null): Promise<Buffer> {
    return this.render(kind.html(data, language), { footer: { language, note: kind.footerNote(data, language) } }, caller);
  }

  /** The same document as a JPEG (IMAGE_WIDTH px wide), for sharing as a picture. */
  renderDocumentImage<Data>(
    kind: PdfDocumentKind<Data>,
    data: Data,
    language: Language,
    caller: RenderCaller | null = null,
  ): Promise<Buffer> {
    return this.renderImage(kind.html(data, language), caller);
  }

  /** For tests and diagnostics: the running browser, if any. */
  get browser(): Browser | null {
    return this.session?.browser ?? null;
  }

  async onModuleDestroy(): Promise<void> {
    // The worker first: it finishes the documents it holds, with the browser still open.
    await this.jobs?.close();
    this.destroyed = true;
    const launching = this.launching;
    if (launching) await launching.catch(() => undefined);
    this.session = null;
    const sessions = [...this.sessions];
    for (const session of sessions) session.retired = true;
    await Promise.all(sessions.map((session) => this.close(session)));
  }

  private async renderIn(session: BrowserSession, capture: PageCapture): Promise<Buffer> {
    session.busy += 1;
    let page: Page | undefined;
    let reusable = false;
    try {
      // Opening a page is inside the limit too: puppeteer opens none while a screenshot is unfinished.
      const output = await withTimeout(
        (async () => {
          page = session.idle.pop() ?? (await this.openPage(session.browser));
          return capture(page, session);
        })(),
        this.timeoutMs,
      );
      reusable = true;
      return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
    } finally {
      session.busy -= 1;
      session.documents += 1;
      if (page) {
        if (reusable && !session.retired && session.browser.connected && !page.isClosed()) session.idle.push(page);
        else void page.close().catch(() => undefined);
      }
      if (session.documents >= this.maxDocuments) this.retire(session);
      else if (session.retired && session.busy === 0) void this.close(session);
    }
  }

  private async openPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', allowOnlyDataUrls);
    return page;
  }

  private async currentSession(): Promise<BrowserSession> {
    const session = this.session;
    if (session && !session.retired && session.browser.connected) return session;
    if (session) this.retire(session);
    if (this.destroyed) throw appError(PDF_ERRORS.PDF_FAILED);
    if (!this.launching) {
      this.launching = this.launch().finally(() => {
        this.launching = null;
      });
    }
    return this.launching;
  }

  private async launch(): Promise<BrowserSession> {
    const executablePath = this.options.executablePath;
    if (!executablePath || !existsSync(executablePath)) {
      this.logger.error(
        executablePath
          ? `Cannot render PDFs: Chromium not found at ${executablePath} (PUPPETEER_EXECUTABLE_PATH)`
          : 'Cannot render PDFs: no Chromium found. Install chromium or set PUPPETEER_EXECUTABLE_PATH',
      );
      throw appError(PDF_ERRORS.PDF_BROWSER_MISSING);
    }
    let browser: Browser;
    try {
      const started = Date.now();
      browser = await puppeteer.launch({
        executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
        timeout: 30_000,
        // Every DevTools call (opening a page, say) fails after this rather than puppeteer's 180 s.
        protocolTimeout: this.timeoutMs + 10_000,
        // Nest's shutdown hooks close the browser; puppeteer still kills it if the process exits.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.logger.log(`Chromium started for PDFs in ${Date.now() - started} ms (${executablePath})`);
    } catch (error) {
      this.logger.error(`Cannot start Chromium at ${executablePath}: ${describe(error)}`);
      throw appError(PDF_ERRORS.PDF_FAILED);
    }
    const session: BrowserSession = {
      browser,
      idle: [],
      busy: 0,
      documents: 0,
      retired: false,
      screenshots: new Semaphore(1),
      closing: null,
    };
    this.sessions.add(session);
    browser.on('disconnected', () => {
      if (!session.retired) this.logger.warn('Chromium disconnected; the next PDF starts a new one');
      session.retired = true;
      session.idle = [];
      if (this.session === session) this.session = null;
      // Reaps what is left of the process and forgets the session.
      void this.close(session);
    });
    if (this.destroyed) {
      await this.close(session);
      throw appError(PDF_ERRORS.PDF_FAILED);
    }
    this.session = session;
    return session;
  }

  /** No new documents go to this browser; it closes once its last document is done. */
  private retire(session: BrowserSession): void {
    if (this.session === session) this.session = null;
    session.retired = true;
    const idle = session.idle;
    session.idle = [];
    for (const page of idle) void page.close().catch(() => undefined);
    if (session.busy === 0) void this.close(session);
  }

  /**
   * A browser in which a render hung: closed now, not after its other documents, since whatever
   * hung (a screenshot holds puppeteer's per-browser screenshot lock) can hold them too. Their
   * renders fail with the browser and retry once on a new one.
   */
  private abandon(session: BrowserSession): void {
    this.retire(session);
    void this.close(session);
  }

  private close(session: BrowserSession): Promise<void> {
    session.closing ??= (async () => {
      try {
        await session.browser.close();
      } catch {
        session.browser.process()?.kill('SIGKILL');
      } finally {
        this.sessions.delete(session);
      }
    })();
    return session.closing;
  }
}

function describe(error: unknown): string {
  if (error instanceof HttpException) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
