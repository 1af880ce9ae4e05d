/**
 * Files that need the bearer token (customer documents, exports) cannot be plain links: they are
 * fetched into a Blob and handed to the browser through a short-lived blob: URL
 * (30 s for a file opened in a tab, time to load it; 1 s for a download, which starts at once).
 */
import { errorDetails, httpErrorMessage, NETWORK_ERROR_MESSAGE, type ApiError, type ErrorParams } from '../../lib/httpError';
import { i18n } from '../../i18n/i18n';
import { translateError } from '../../i18n/translation';

export const OPEN_LINK_LIFETIME_MS = 30_000;
export const DOWNLOAD_LINK_LIFETIME_MS = 1_000;

/** A failed file fetch, with the same toast text as every other failed call (the server's message). */
export class FileFetchError extends Error implements ApiError {
  readonly status: number | null;
  readonly code?: string;
  readonly params?: ErrorParams;

  constructor(status: number | null, message: string, details: Pick<ApiError, 'code' | 'params'> = {}) {
    super(message);
    this.name = 'FileFetchError';
    this.status = status;
    if (details.code) this.code = details.code;
    if (details.params) this.params = details.params;
  }
}

/** Answers whose message tells the person what to do: wait for their other documents (429), or a minute (503). */
const SAY_WHY_STATUSES: readonly number[] = [429, 503];

/**
 * The server's own words for a document that is busy being prepared, in the app's language; null
 * for any other failure, which keeps the screen's own 'could not download' text.
 */
export function busyDocumentMessage(failure: unknown): string | null {
  if (!(failure instanceof FileFetchError) || failure.status === null || !SAY_WHY_STATUSES.includes(failure.status)) return null;
  return translateError(failure);
}

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

/**
 * GET a protected file with the bearer token; throws FileFetchError on any failure. `headers` are
 * sent beside it, e.g. the Accept-Language of a workbook the server writes in the reader's language.
 */
export async function fetchProtectedFile(url: string, token: string | null, headers: Record<string, string> = {}): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  } catch {
    throw new FileFetchError(null, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new FileFetchError(response.status, httpErrorMessage(response.statusText, body), errorDetails(body));
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** `attachment; filename="customers-2026-03-07.xlsx"` -> "customers-2026-03-07.xlsx" (RFC 6266, both forms). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

/**
 * Opens a tab synchronously, inside the click, so pop-up blockers allow it; the file is shown in
 * it once fetched. Null when the browser refused to open one.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.document.title = i18n.t('loadingDocument');
    } catch {
      // A browser may not let us touch the new tab; it is navigated later all the same.
    }
  }
  return tab;
}

/**
 * Shows the blob in the tab opened by openPendingTab (or a new one), and revokes the URL after
 * 30 s. Returns false when no tab could be opened.
 */
export function showBlobInTab(blob: Blob, tab: Window | null): boolean {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OPEN_LINK_LIFETIME_MS);
  if (tab && !tab.closed) {
    tab.location.href = url;
    return true;
  }
  return window.open(url, '_blank') !== null;
}

/** Saves the blob under the given name through a temporary <a download>, revoked after 1 s. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_LIFETIME_MS);
}
