import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Written by the front end's build (frontend/vite-plugins/routePreloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only our own hashed script URLs and plain API paths go into the HTML: a bad map cannot inject markup. */
const SCRIPT_URL = /^\/[\w./-]+\.js$/;
const API_URL = /^\/api\/[\w/-]+$/;

function preloadTag(url: string): string | null {
  // crossorigin as Vite writes it for the entry's own preloads: module scripts are fetched in CORS mode.
  if (SCRIPT_URL.test(url)) return `<link rel="modulepreload" crossorigin href="${url}">`;
  // The page's first API read, asked for with the HTML instead of after the scripts have run. The
  // app's fetch sends credentials, and a preload is only used by a request in the same mode.
  if (API_URL.test(url)) return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
  return null;
}

/**
 * path -> the preload tags for that page's screen (its scripts, and its first API read), from
 * the build's map; an empty map when there is none (a build without it, or an older one) or it
 * cannot be read.
 */
export async function readRoutePreloads(distDir: string): Promise<Map<string, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(distDir, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return new Map();
  }
  const tags = new Map<string, string>();
  if (typeof parsed !== 'object' || parsed === null) return tags;
  for (const [path, urls] of Object.entries(parsed)) {
    if (!Array.isArray(urls)) continue;
    const links = urls.map((url) => (typeof url === 'string' ? preloadTag(url) : null)).filter((tag) => tag !== null);
    tags.set(path, links.join(''));
  }
  return tags;
}

/** index.html with the page's preload tags just before </head>, so the browser sees them early. */
export function withPreloads(html: string, tags: string | undefined): string {
  if (!tags) return html;
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${tags}${html.slice(head)}`;
}
